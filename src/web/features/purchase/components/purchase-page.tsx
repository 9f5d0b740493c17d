// /purchase (docs/product.md §2, §4): the select step, then the checkout step for the chosen package. The
// choices survive a trip to the checkout and back (cancel, or a failure), so the buyer never
// starts over. Coming back from PayPal in this tab (paypal-return.ts) reopens the checkout of the
// order being paid. An order refused for its coupon comes back to the select step, where the
// coupon field says why.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePurchaseSelection } from '../hooks/use-purchase-selection.ts';
import { hasPayPalReturn, recallPayPalOrder, withoutPayPalReturn } from '../paypal-return.ts';
import type { PurchaseOrder } from '../purchase-order.ts';
import { CheckoutStep } from './checkout-step.tsx';
import { SelectStep } from './select-step.tsx';

/** The steps, inside the page's frame (purchase-frame.tsx). */
export function PurchasePage() {
  const selection = usePurchaseSelection();
  const [searchParams, setSearchParams] = useSearchParams();
  // The order being paid; null on the select step.
  const [checkout, setCheckout] = useState<PurchaseOrder | null>(() =>
    recallPayPalOrder(searchParams),
  );
  const [backFromCheckout, setBackFromCheckout] = useState(false);

  // PayPal's return parameters stay while its buttons may still need them, and no longer.
  const returnParamsLeft = checkout === null && hasPayPalReturn(searchParams);
  useEffect(() => {
    if (returnParamsLeft) setSearchParams(withoutPayPalReturn, { replace: true });
  }, [returnParamsLeft, setSearchParams]);

  function proceed(order: PurchaseOrder) {
    setCheckout(order);
    setBackFromCheckout(false);
  }

  function returnToSelect(couponRefusal?: unknown) {
    if (couponRefusal !== undefined) selection.couponRefused(couponRefusal);
    setCheckout(null);
    setBackFromCheckout(true);
  }

  return checkout ? (
    <CheckoutStep order={checkout} onReturnToSelect={returnToSelect} />
  ) : (
    <SelectStep selection={selection} onProceed={proceed} focusProceed={backFromCheckout} />
  );
}
