// The secret an email link brings (a confirmation or reset token, docs/decisions/028) is taken
// out of the address bar as soon as the page's code runs — before the app, which alone loads the
// third-party scripts (the tag manager, the chat widget), so none of them can read it from
// `location`, history or a Referer — and kept here, in memory, until the page has posted it.
// main.tsx calls guardLinkSecrets() first thing. No React here: this module runs in the page's
// entry, before React is even fetched.
import { emailLinks, emailLinkSecret, type EmailLink } from '#shared/api/email-links.ts';

let held: { link: EmailLink; secret: string } | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Moves an email link's secret from the address into memory: from the fragment
 * (`/login#confirm=…`), or from the query of a link sent before the fragment was used
 * (`/login?confirm=…`, valid until it expires). The address is replaced, not pushed, so the
 * secret is not left in the history either; the other parts of the address stay. Does nothing
 * on any other page or address, and may be called any number of times.
 */
export function takeLinkSecretFromAddress(): void {
  const url = new URL(window.location.href);
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const link = emailLinks.find((candidate) => candidate.path === path);
  if (!link) return;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const inFragment = fragment.has(link.param);
  const inQuery = url.searchParams.has(link.param);
  if (!inFragment && !inQuery) return;

  const secret = emailLinkSecret(url, link);
  if (inFragment) {
    fragment.delete(link.param);
    const rest = fragment.toString();
    url.hash = rest === '' ? '' : `#${rest}`;
  }
  if (inQuery) url.searchParams.delete(link.param);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

  if (secret) {
    held = { link, secret };
    changed();
  }
}

/**
 * Takes the secret out of the address now, and again whenever a link is opened in a page
 * already showing the site (the browser then only changes the fragment: no new page load).
 */
export function guardLinkSecrets(): void {
  takeLinkSecretFromAddress();
  window.addEventListener('hashchange', takeLinkSecretFromAddress);
}

/** The secret the address brought for this link, while it is held. */
export function heldLinkSecret(link: EmailLink): string | null {
  return held?.link === link ? held.secret : null;
}

/** Once the secret has done its work (posted, or the password set), it is not kept. */
export function forgetLinkSecret(link: EmailLink): void {
  if (held?.link !== link) return;
  held = null;
  changed();
}

/** Calls `listener` whenever a secret is taken or forgotten; returns the unsubscribe. */
export function subscribeToLinkSecrets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
