// Arriving from an email link in a jsdom test: the address bar shows the link, then the page's
// first code (main.tsx) takes the secret out of it, as in the browser.
import { emailLinks } from '#shared/api/email-links.ts';
import { forgetLinkSecret, takeLinkSecretFromAddress } from '#web/lib/link-secrets.ts';

/** The address bar after opening `link` (a path with its query and fragment). */
export function addressBar(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Opens `link` and lets the page take its secret; returns what the address bar shows then. */
export function arriveFromEmailLink(link: string): string {
  window.history.replaceState(null, '', link);
  takeLinkSecretFromAddress();
  return addressBar();
}

/** After each test: no secret held, and the address back at the home page. */
export function leaveEmailLinks(): void {
  for (const link of emailLinks) forgetLinkSecret(link);
  window.history.replaceState(null, '', '/');
}
