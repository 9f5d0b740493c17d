// The browser event that tells the header the customer's minutes changed (docs/product.md §2: the header
// refreshes the customer when it fires). Any code that changes credits (a payment, a coupon's
// bonus) dispatches it; the auth state listens and reads the session again.
export const CREDITS_UPDATED_EVENT = 'credits-updated';

export function announceCreditsUpdated(): void {
  window.dispatchEvent(new Event(CREDITS_UPDATED_EVENT));
}
