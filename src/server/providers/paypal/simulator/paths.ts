// Where the stand-in lives on our server (simulated mode only), and the query the approval page
// adds when it sends the buyer back to the merchant's page in the same tab (PayPal's own
// return-URL convention): `?token=<PayPal order id>&PayerID=<payer id>` after approval,
// `?token=<PayPal order id>` alone after cancellation.
export const simPayPalPrefix = '/sim/paypal';
export const checkoutPath = `${simPayPalPrefix}/checkoutnow`;
export const checkoutStylesheetPath = `${checkoutPath}/assets/checkout.css`;
export const checkoutScriptPath = `${checkoutPath}/assets/return.js`;
/** Where the buyer goes back to when the SDK stand-in did not say (same-tab flow). */
export const defaultReturnPath = '/purchase';
/** Our PayPal webhook listener, relative to PUBLIC_URL. */
export const webhookListenerPath = '/api/payments/paypal/webhook';

/** A same-origin path to send the buyer back to; anything else falls back to /purchase. */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return defaultReturnPath;
  if (candidate.startsWith('//') || candidate.includes('\\')) return defaultReturnPath;
  const base = 'http://return.invalid';
  const url = new URL(candidate, base);
  if (url.origin !== base) return defaultReturnPath;
  return url.pathname;
}

/** The merchant page with PayPal's return parameters. */
export function returnUrl(path: string, orderId: string, payerId: string | null): string {
  const query = new URLSearchParams({ token: orderId });
  if (payerId !== null) query.set('PayerID', payerId);
  return `${safeReturnPath(path)}?${query.toString()}`;
}
