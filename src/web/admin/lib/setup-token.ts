// The set-up link (/admin/setup?token=…) carries a secret that makes its holder an operator. As
// the customers' email links (src/web/lib/link-secrets.ts), it leaves the address bar as soon as
// the page's code runs, before anything renders: replaced, not pushed, so it is not in the
// history, and never sent in a Referer. main.tsx calls takeSetupToken() first thing; the set-up
// page reads it from memory and forgets it once it is used.
const setupPath = '/admin/setup';
const param = 'token';

let held: string | null = null;

export function takeSetupToken(): void {
  const url = new URL(window.location.href);
  if (url.pathname.replace(/\/+$/, '') !== setupPath) return;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const token = url.searchParams.get(param) ?? fragment.get(param);
  if (token === null) return;
  url.searchParams.delete(param);
  fragment.delete(param);
  const rest = fragment.toString();
  url.hash = rest === '' ? '' : `#${rest}`;
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (token !== '') held = token;
}

export function heldSetupToken(): string | null {
  return held;
}

export function forgetSetupToken(): void {
  held = null;
}
