// The links our emails carry a single-use secret in: the email confirmation and the password
// reset (docs/decisions/028). The secret travels in the URL's fragment (`/login#confirm=…`),
// which browsers never send to a server, put in a Referer header or keep out of `location`:
// the page reads it at once, takes it out of the address bar before any other script can load,
// and posts it to the API. The server builds these links; the web app reads them.

export interface EmailLink {
  /** The page the link opens. */
  path: string;
  /** The name of the secret in the fragment. */
  param: string;
}

/** /login#confirm=<token>: confirms the account's email, then the sign-in form. */
export const confirmationLink = { path: '/login', param: 'confirm' } as const satisfies EmailLink;

/** /reset-password#token=<token>: the form that sets a new password. */
export const passwordResetLink = {
  path: '/reset-password',
  param: 'token',
} as const satisfies EmailLink;

export const emailLinks: readonly EmailLink[] = [confirmationLink, passwordResetLink];

/** The link as an email carries it, under the site's public address. */
export function emailLinkUrl(publicUrl: string, link: EmailLink, secret: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${link.path}#${link.param}=${encodeURIComponent(secret)}`;
}

/**
 * The secret of a link as a reader finds it: in the fragment, or in the query string of a link
 * sent before the secret moved to the fragment (such links work until they expire, a day at
 * most). Null when the URL has none.
 */
export function emailLinkSecret(url: URL, link: EmailLink): string | null {
  const inFragment = new URLSearchParams(url.hash.replace(/^#/, '')).get(link.param);
  return inFragment ?? url.searchParams.get(link.param);
}
