// Interac through Gigadat (docs/product.md §4 "Interac", docs/product.md §10.21): the order is created on the
// server, its payment page opens in a new tab, and the status is polled every 10 seconds until
// it ends. window.open with noopener returns nothing whether or not a blocker stopped it, so the
// page's link is always offered beside the waiting note.
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCreateInteracOrder } from '../api/create-interac-order.ts';
import { useInteracPolling, type InteracPollResult } from '../hooks/use-interac-polling.ts';
import { isCouponRefusal, paymentFailureMessage } from '../payment-failure.ts';
import { createOrderRequest } from '../purchase-order.ts';
import { BusyNote } from './busy-note.tsx';
import type { PaymentMethodProps } from './paypal-checkout.tsx';

interface StartedTransaction {
  transactionId: string;
  paymentUrl: string;
  totals: PaymentMethodProps['order']['totals'];
}

export function InteracCheckout({
  order,
  onCompleted,
  onReturnToSelect,
  onOrderStarted,
}: PaymentMethodProps) {
  const t = accountCopy.checkout.checkoutStep;
  const { mutate: createOrder, isPending } = useCreateInteracOrder();
  const [started, setStarted] = useState<StartedTransaction | null>(null);

  useInteracPolling(started?.transactionId ?? null, (result: InteracPollResult) => {
    if (!started) return;
    // Over either way (paid, or ended at Gigadat), except a status that could not be read:
    // that order stays for Cancel Purchase to end.
    if (result.kind !== 'requestFailed') onOrderStarted(null);
    if (result.kind === 'succeeded') {
      onCompleted({
        method: 'interac',
        purchaseId: result.answer.purchaseId ?? started.transactionId,
        totals: started.totals,
      });
      return;
    }
    if (result.kind === 'requestFailed') {
      toast.error(
        paymentFailureMessage(result.error, accountCopy.purchase.payment.interacPaymentError),
      );
    } else if (result.severity === 'warning') {
      toast.warning(result.message);
    } else {
      toast.error(result.message);
    }
    onReturnToSelect();
  });

  function pay() {
    createOrder(createOrderRequest(order), {
      onSuccess: (created) => {
        window.open(created.paymentUrl, '_blank', 'noopener,noreferrer');
        setStarted(created);
        onOrderStarted({ method: 'interac', id: created.transactionId });
      },
      onError: (error) => {
        if (isCouponRefusal(error)) {
          onReturnToSelect(error);
          return;
        }
        toast.error(paymentFailureMessage(error, accountCopy.purchase.payment.createInteracFailed));
        onReturnToSelect();
      },
    });
  }

  if (!started) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-ink-muted">{t.interacHint}</p>
        <Button onClick={pay} loading={isPending}>
          {t.interacPay}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <BusyNote>{t.interacWaiting}</BusyNote>
      <p className="text-sm text-ink-muted">
        {t.interacOpenPageHint}{' '}
        <a href={started.paymentUrl} target="_blank" rel="noopener noreferrer">
          {t.interacOpenPage}
        </a>
      </p>
    </div>
  );
}
