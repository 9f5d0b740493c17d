// What follows a payment the server has credited, whichever the method (docs/product.md §4, §7, §8): the
// success toast, the header's balance re-read (credits-updated), the analytics purchase event,
// and the dashboard, where the new purchase is listed.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { trackPurchase } from '#web/lib/analytics.ts';
import { announceCreditsUpdated } from '#web/lib/auth/credits-updated.ts';
import { packageName, type CompletedPayment, type PurchaseOrder } from '../purchase-order.ts';

export function useCompletePurchase(order: Pick<PurchaseOrder, 'bundle' | 'couponCode'>) {
  const navigate = useNavigate();
  const { bundle, couponCode } = order;

  return useCallback(
    ({ method, purchaseId, totals }: CompletedPayment) => {
      const t = accountCopy.purchase.payment;
      toast.success(method === 'paypal' ? t.paypalSuccess : t.interacSuccess);
      announceCreditsUpdated();
      trackPurchase({
        transactionId: purchaseId,
        item: { id: bundle.id, name: packageName(bundle) },
        priceCents: totals.priceCents,
        discountCents: totals.discountCents,
        taxCents: totals.taxCents,
        coupon: couponCode,
      });
      void navigate(paths.dashboard.path);
    },
    [bundle, couponCode, navigate],
  );
}
