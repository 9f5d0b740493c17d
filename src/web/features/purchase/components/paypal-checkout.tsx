// PayPal's buttons (PayPal, or a debit or credit card), through the JS SDK and
// @paypal/react-paypal-js (its v5 API), in CAD with intent capture (docs/product.md §7). The same code runs
// against PayPal and against the local stand-in of the SDK (`sdkBaseUrl` from the public
// configuration). createOrder asks our server for the order (the server sets the amount);
// onApprove asks it to capture, which credits the minutes once; onCancel asks it to end the
// order, freeing the coupon it held. An order refused for its coupon goes back to the select
// step, where the coupon field says why. While PayPal's window is open its button is busy (and
// disabled, so it loses focus): focus moves to a note saying where the payment goes on, instead
// of falling to <body>. When that window ends on a declined card or account, the note gives way to
// an alert saying so, above the buttons that pay again, and focus moves to it (read at once).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
  type ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';
import type { OrderTotalsView } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { paths } from '#web/config/paths.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { cancelOrder, type StartedOrder } from '../api/cancel-order.ts';
import { useCapturePayPalOrder } from '../api/capture-paypal-order.ts';
import { useCreatePayPalOrder } from '../api/create-paypal-order.ts';
import { isCouponRefusal, isDeclined, paymentFailureMessage } from '../payment-failure.ts';
import { forgetPayPalOrder, rememberPayPalOrder } from '../paypal-return.ts';
import {
  createOrderRequest,
  type CompletedPayment,
  type PurchaseOrder,
} from '../purchase-order.ts';
import { BusyNote } from './busy-note.tsx';

export interface PaymentMethodProps {
  order: PurchaseOrder;
  onCompleted: (payment: CompletedPayment) => void;
  /**
   * Back to the select step (a cancel, or a failure the buyer cannot retry from here); with the
   * server's refusal when the order was refused for its coupon, which the coupon field then says.
   */
  onReturnToSelect: (couponRefusal?: unknown) => void;
  /** The order this method started, while Cancel Purchase should end it; null once it ended. */
  onOrderStarted: (order: StartedOrder | null) => void;
}

export function PayPalCheckout(props: PaymentMethodProps) {
  const paypal = usePublicConfig().data?.paypal;
  const options = useMemo<ReactPayPalScriptOptions | null>(
    () =>
      paypal
        ? {
            clientId: paypal.clientId,
            currency: 'CAD',
            intent: 'capture',
            ...(paypal.sdkBaseUrl ? { sdkBaseUrl: paypal.sdkBaseUrl } : {}),
          }
        : null,
    [paypal],
  );

  if (!options) return <BusyNote>{accountCopy.checkout.checkoutStep.paypalLoading}</BusyNote>;
  return (
    <PayPalScriptProvider options={options}>
      <PayPalButtonsPanel {...props} />
    </PayPalScriptProvider>
  );
}

function PayPalButtonsPanel({
  order,
  onCompleted,
  onReturnToSelect,
  onOrderStarted,
}: PaymentMethodProps) {
  const t = accountCopy.purchase.payment;
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const navigate = useNavigate();
  const { mutateAsync: createOrder } = useCreatePayPalOrder();
  const { mutateAsync: captureOrder } = useCapturePayPalOrder();
  // The server's figures of each order created here, for the analytics event once it is paid.
  const totalsByOrder = useRef(new Map<string, OrderTotalsView>());
  // The SDK reports a createOrder failure to onError as well; the buyer hears about it once.
  const failureReported = useRef(false);
  const [windowOpen, setWindowOpen] = useState(false);
  const windowNoteRef = useRef<HTMLParagraphElement>(null);
  /** Why the last payment was declined, shown until the buyer tries again. */
  const [declined, setDeclined] = useState<string | null>(null);
  const declinedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (windowOpen) windowNoteRef.current?.focus();
  }, [windowOpen]);

  useEffect(() => {
    if (declined !== null) declinedRef.current?.focus();
  }, [declined]);

  function openWindow() {
    setDeclined(null);
    setWindowOpen(true);
  }

  async function onCreateOrder(): Promise<string> {
    failureReported.current = false;
    openWindow();
    try {
      const created = await createOrder(createOrderRequest(order));
      totalsByOrder.current.set(created.id, created.totals);
      rememberPayPalOrder(created.id, { ...order, totals: created.totals });
      onOrderStarted({ method: 'paypal', id: created.id });
      return created.id;
    } catch (error) {
      failureReported.current = true;
      if (isCouponRefusal(error)) {
        onReturnToSelect(error);
      } else {
        toast.error(paymentFailureMessage(error, t.createPaypalFailed));
        onReturnToSelect();
      }
      throw error;
    }
  }

  // Resolves whatever happens, so the SDK does not report a failure handled here a second time.
  async function onApprove({ orderID }: { orderID: string }): Promise<void> {
    setWindowOpen(false);
    try {
      const captured = await captureOrder(orderID);
      forgetPayPalOrder(orderID);
      onOrderStarted(null);
      if (captured.status === 'pending') {
        toast.info(t.pending);
        void navigate(paths.dashboard.path);
        return;
      }
      onCompleted({
        method: 'paypal',
        purchaseId: captured.purchaseId,
        totals: totalsByOrder.current.get(orderID) ?? order.totals,
      });
    } catch (error) {
      if (isCouponRefusal(error)) {
        // The coupon stopped being valid before the capture: nothing was charged, and this
        // order cannot be paid as it is.
        forgetPayPalOrder(orderID);
        void cancelOrder({ method: 'paypal', id: orderID });
        onOrderStarted(null);
        onReturnToSelect(error);
        return;
      }
      if (isDeclined(error)) {
        // The buttons stay, to pay again with another card or account; the alert takes focus.
        setDeclined(paymentFailureMessage(error, t.capturePaypalFailed));
        return;
      }
      toast.error(paymentFailureMessage(error, t.capturePaypalFailed));
      onReturnToSelect();
    }
  }

  function onCancel(data: Record<string, unknown>) {
    setWindowOpen(false);
    if (typeof data.orderID === 'string') {
      forgetPayPalOrder(data.orderID);
      void cancelOrder({ method: 'paypal', id: data.orderID });
    }
    onOrderStarted(null);
    onReturnToSelect();
  }

  function onError() {
    setWindowOpen(false);
    if (failureReported.current) {
      failureReported.current = false;
      return;
    }
    toast.error(t.paypalCheckoutError);
    onReturnToSelect();
  }

  if (isRejected) {
    return (
      <FormAlert>
        <p>{t.providerUnavailable}</p>
      </FormAlert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">{accountCopy.checkout.checkoutStep.paypalHint}</p>
      {isPending ? <BusyNote>{accountCopy.checkout.checkoutStep.paypalLoading}</BusyNote> : null}
      {windowOpen ? (
        <p
          ref={windowNoteRef}
          role="status"
          tabIndex={-1}
          className="rounded-lg border border-line bg-surface-raised p-3 text-ink outline-none"
        >
          {accountCopy.checkout.checkoutStep.paypalWindowOpen}
        </p>
      ) : null}
      {declined !== null ? (
        <FormAlert ref={declinedRef}>
          <p>{declined}</p>
        </FormAlert>
      ) : null}
      {/* PayPal draws its buttons on white; the panel keeps them legible on any theme. */}
      <div className="rounded-2xl bg-white p-4">
        <PayPalButtons
          style={{ layout: 'vertical', shape: 'pill', label: 'pay' }}
          onClick={openWindow}
          createOrder={onCreateOrder}
          onApprove={onApprove}
          onCancel={onCancel}
          onError={onError}
        />
      </div>
    </div>
  );
}
