// /purchase (docs/product.md §2, §4): the select step, then the checkout step for the chosen package. The
// choices survive a trip to the checkout and back (cancel, or a failure), so the buyer never
// starts over. Coming back from PayPal in this tab (paypal-return.ts) reopens the checkout of the
// order being paid. An order refused for its coupon comes back to the select step, where the
// coupon field says why.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { usePurchaseSelection } from '../hooks/use-purchase-selection.ts';
import { hasPayPalReturn, recallPayPalOrder, withoutPayPalReturn } from '../paypal-return.ts';
import type { PurchaseOrder } from '../purchase-order.ts';
import { CheckoutStep } from './checkout-step.tsx';
import { SelectStep } from './select-step.tsx';

export function PurchasePage({ title }: { title: string }) {
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

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <PageHeading>{title}</PageHeading>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{accountCopy.checkout.intro}</p>
      </div>
      {checkout ? (
        <CheckoutStep order={checkout} onReturnToSelect={returnToSelect} />
      ) : (
        <SelectStep selection={selection} onProceed={proceed} focusProceed={backFromCheckout} />
      )}
    </div>
  );
}
