// The analytics data layer (docs/product.md §7): events are pushed to window.dataLayer, which a tag
// manager reads when one is loaded. Without one the array just collects them, harmlessly.
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

export function pushDataLayerEvent(entry: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** A new account was created with email and password. */
export function trackSignUp(): void {
  pushDataLayerEvent({ event: 'sign_up', method: 'email' });
}

/** A completed purchase, in integer cents as the server computed it. */
export interface PurchaseAnalytics {
  /** Our purchase id: the same purchase is never counted twice by a tag that dedupes on it. */
  transactionId: string;
  /** Package id and name. */
  item: { id: string; name: string };
  priceCents: number;
  discountCents: number;
  taxCents: number;
  /** The applied coupon's code, if any. */
  coupon: string | null;
}

const toCurrencyUnits = (cents: number) => cents / 100;

/**
 * The spec's analytics `purchase` event (§7: in CAD, with tax, coupon and item), in the GA4
 * ecommerce shape a tag manager reads: `value` is what the items sold for after the discount,
 * before tax (GA4 reports tax apart); the item's `price` is its unit price after the discount.
 * The previous ecommerce object is cleared first, as Google asks, so no field of an earlier
 * event leaks into this one.
 */
export function trackPurchase(purchase: PurchaseAnalytics): void {
  const netCents = purchase.priceCents - purchase.discountCents;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  pushDataLayerEvent({
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.transactionId,
      currency: 'CAD',
      value: toCurrencyUnits(netCents),
      tax: toCurrencyUnits(purchase.taxCents),
      ...(purchase.coupon ? { coupon: purchase.coupon } : {}),
      items: [
        {
          item_id: purchase.item.id,
          item_name: purchase.item.name,
          price: toCurrencyUnits(netCents),
          ...(purchase.discountCents > 0
            ? { discount: toCurrencyUnits(purchase.discountCents) }
            : {}),
          ...(purchase.coupon ? { coupon: purchase.coupon } : {}),
          quantity: 1,
        },
      ],
    },
  });
}
