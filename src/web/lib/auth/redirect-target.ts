// Where to go after signing in. A guarded page sends the visitor to /login?redirectTo=<where
// they were>; the login screen returns them there. Only a path of this site is accepted, so a
// crafted link cannot send a customer who just signed in to another site (open redirect).
import type { Location } from 'react-router';
import { paths } from '#web/config/paths.ts';

export const REDIRECT_PARAM = 'redirectTo';

// Any base works: only whether the path stays on it matters.
const SAME_SITE_BASE = 'https://same-site.invalid';

/** The same-site path (with its query and hash) named by `value`, or null. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return null;
  }
  // Catches what the prefix checks cannot (tabs or newlines that browsers drop, "/\t/evil").
  if (url.origin !== SAME_SITE_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in visitor lands: the page they asked for, else the dashboard (docs/product.md §2). */
export function afterSignInPath(search: URLSearchParams): string {
  return safeRedirectPath(search.get(REDIRECT_PARAM)) ?? paths.dashboard.path;
}

/** /login?redirectTo=… for a visitor a guarded page turned away. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  const search = new URLSearchParams({ [REDIRECT_PARAM]: target });
  return `${paths.login.path}?${search.toString()}`;
}
