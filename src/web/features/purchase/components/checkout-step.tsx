// The checkout step (spec §2, §4): what is being bought, then PayPal's buttons or the Interac
// button, and 'Cancel Purchase' back to the select step (which also stops Interac polling).
import { useEffect, useId, useRef } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCompletePurchase } from '../hooks/use-complete-purchase.ts';
import { packageName, type PurchaseOrder } from '../purchase-order.ts';
import { InteracCheckout } from './interac-checkout.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';

interface CheckoutStepProps {
  order: PurchaseOrder;
  onReturnToSelect: () => void;
}

export function CheckoutStep({ order, onReturnToSelect }: CheckoutStepProps) {
  const t = copy.checkout.checkoutStep;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const complete = useCompletePurchase(order);
  const { bundle, totals, couponCode } = order;

  // The step replaces the page's content: keyboard and screen-reader users start from its top.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const methodProps = { order, onCompleted: complete, onReturnToSelect };
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
          <p className="text-sm text-ink-muted">{copy.purchase.coupon.applied(couponCode)}</p>
        ) : null}
      </div>
      {order.method === 'paypal' ? (
        <PayPalCheckout {...methodProps} />
      ) : (
        <InteracCheckout {...methodProps} />
      )}
      <div>
        <Button variant="secondary" onClick={onReturnToSelect}>
          {copy.purchase.cancelPurchase}
        </Button>
      </div>
    </section>
  );
}
