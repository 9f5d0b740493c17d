// The checkout step (docs/product.md §2, §4): what is being bought, then PayPal's buttons or the Interac
// button, and 'Cancel Purchase' back to the select step (which also stops Interac polling). Cancel
// Purchase also asks the server to end the order the buyer started here and has not paid, so a
// coupon it holds is free again at once.
import { useCallback, useEffect, useId, useRef } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cancelOrder, type StartedOrder } from '../api/cancel-order.ts';
import { useCompletePurchase } from '../hooks/use-complete-purchase.ts';
import { packageName, type CompletedPayment, type PurchaseOrder } from '../purchase-order.ts';
import { InteracCheckout } from './interac-checkout.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';

interface CheckoutStepProps {
  order: PurchaseOrder;
  /** With the server's refusal when the order was refused for its coupon. */
  onReturnToSelect: (couponRefusal?: unknown) => void;
}

export function CheckoutStep({ order, onReturnToSelect }: CheckoutStepProps) {
  const t = accountCopy.checkout.checkoutStep;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const complete = useCompletePurchase(order);
  const { bundle, totals, couponCode } = order;
  // The order started at PayPal or Gigadat and not over yet.
  const openOrder = useRef<StartedOrder | null>(null);
  const onOrderStarted = useCallback((started: StartedOrder | null) => {
    openOrder.current = started;
  }, []);
  const onCompleted = useCallback(
    (payment: CompletedPayment) => {
      openOrder.current = null;
      complete(payment);
    },
    [complete],
  );

  function cancelPurchase() {
    if (openOrder.current) void cancelOrder(openOrder.current);
    openOrder.current = null;
    onReturnToSelect();
  }

  // The step replaces the page's content: keyboard and screen-reader users start from its top.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const methodProps = { order, onCompleted, onReturnToSelect, onOrderStarted };
  return (
    <section aria-labelledby={headingId} className="mt-10 flex max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink"
        >
          {t.heading}
        </h2>
        <p className="text-lg text-ink">
          {t.orderLine(packageName(bundle), totals.totalMinutes, formatCad(totals.totalCents))}
        </p>
        {couponCode ? (
          <p className="text-sm text-ink-muted">
            {accountCopy.purchase.coupon.applied(couponCode)}
          </p>
        ) : null}
      </div>
      {order.method === 'paypal' ? (
        <PayPalCheckout {...methodProps} />
      ) : (
        <InteracCheckout {...methodProps} />
      )}
      <div>
        <Button variant="secondary" onClick={cancelPurchase}>
          {accountCopy.purchase.cancelPurchase}
        </Button>
      </div>
    </section>
  );
}
