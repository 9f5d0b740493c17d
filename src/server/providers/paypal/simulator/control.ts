// The stand-in's handle for tests (ours and the payments feature's), in TypeScript rather than
// HTTP: play the buyer (approve with an outcome, cancel, dispute), the merchant (refund), the
// buyer's bank (reverse), PayPal (resolve a dispute), time (a pending capture completes now),
// and PayPal's bad days (failNext); read orders and sent webhooks.
import type { DisputeOutcomeCode, DisputeReason, Disputes } from './disputes.ts';
import type { SimOperation, InjectedFailure } from './failures.ts';
import type { Orders } from './orders.ts';
import type { Refunds } from './refunds.ts';
import { money } from './resources.ts';
import type {
  SimCaptureStatus,
  SimOrder,
  SimOrderStatus,
  SimStore,
  SimulatedOutcome,
} from './state.ts';
import type { SentWebhook, WebhookSender } from './webhooks.ts';

export interface SimCaptureSnapshot {
  id: string;
  status: SimCaptureStatus;
  statusReason: string | null;
  amountCents: number;
  refundedCents: number;
  currency: string;
  customId: string | null;
}

export interface SimOrderSnapshot {
  id: string;
  status: SimOrderStatus;
  outcome: SimulatedOutcome | null;
  payerId: string | null;
  customId: string | null;
  invoiceId: string | null;
  amountCents: number;
  currency: string;
  captures: SimCaptureSnapshot[];
}

export interface PayPalSimulatorControl {
  /** The buyer approves on the approval page, with this outcome for the capture (default COMPLETED). */
  approveOrder(orderId: string, outcome?: SimulatedOutcome): void;
  /** The buyer cancels on the approval page. */
  cancelOrder(orderId: string): void;
  order(orderId: string): SimOrderSnapshot | undefined;
  /** A PENDING capture completes now (by capture or order id); resolves once its webhook is delivered. */
  completePendingCapture(id: string): Promise<void>;
  /** The merchant refunds (all that is left by default); resolves once its webhook is delivered. */
  refundCapture(
    captureId: string,
    options?: { amountCents?: number },
  ): Promise<{ refundId: string; amountCents: number; captureStatus: SimCaptureStatus }>;
  /**
   * The buyer's bank reverses the capture (a chargeback): all that is not refunded goes back;
   * resolves once PAYMENT.CAPTURE.REVERSED is delivered.
   */
  reverseCapture(captureId: string): Promise<{ reversalId: string; amountCents: number }>;
  /** The buyer opens a dispute; resolves once CUSTOMER.DISPUTE.CREATED is delivered. */
  openDispute(
    captureId: string,
    options?: { reason?: DisputeReason },
  ): Promise<{ disputeId: string }>;
  /** PayPal resolves the dispute; resolves once CUSTOMER.DISPUTE.RESOLVED is delivered. */
  resolveDispute(disputeId: string, outcomeCode: DisputeOutcomeCode): Promise<void>;
  /** Every webhook transmission, oldest first, with each delivery attempt. */
  sentWebhooks(): SentWebhook[];
  /** PayPal's "resend": the event again in a new transmission; resolves once delivered. */
  resendWebhook(eventId: string): Promise<SentWebhook>;
  /** Every access token stops working (as when PayPal revokes or expires them). */
  expireAccessTokens(): void;
  /**
   * The next `times` (1) calls of `operation` answer `status` (500). With `afterProcessing`, the
   * stand-in does the work first and the answer is lost on the way back.
   */
  failNext(operation: SimOperation, failure?: InjectedFailure): void;
  /** Sends the webhooks waiting for their delay now, and waits until every delivery is done. */
  settle(): Promise<void>;
}

function snapshot(order: SimOrder, store: SimStore): SimOrderSnapshot {
  const [first] = order.units;
  return {
    id: order.id,
    status: order.status,
    outcome: order.outcome,
    payerId: order.payer?.payerId ?? null,
    customId: first?.customId ?? null,
    invoiceId: first?.invoiceId ?? null,
    amountCents: first?.amountCents ?? 0,
    currency: first?.currency ?? 'CAD',
    captures: order.units.flatMap((unit) => {
      const capture = unit.captureId ? store.captures.get(unit.captureId) : undefined;
      if (!capture) return [];
      const { id, status, statusReason, amountCents, refundedCents, currency, customId } = capture;
      return [{ id, status, statusReason, amountCents, refundedCents, currency, customId }];
    }),
  };
}

export function createControl(parts: {
  store: SimStore;
  orders: Orders;
  refunds: Refunds;
  disputes: Disputes;
  webhooks: WebhookSender;
  expireAccessTokens: () => void;
  failNext: (operation: SimOperation, failure?: InjectedFailure) => void;
}): PayPalSimulatorControl {
  const { store, orders, refunds, disputes, webhooks } = parts;

  /** The stand-in's answer, or a thrown error naming what it refused. */
  function accepted(answer: { status: number; body: unknown }, what: string) {
    if (answer.status >= 300) {
      throw new Error(`PayPal stand-in: ${what} refused: ${JSON.stringify(answer.body)}`);
    }
    return answer.body as Record<string, unknown>;
  }

  return {
    approveOrder(orderId, outcome = 'COMPLETED') {
      const result = orders.approve(orderId, outcome);
      if (result !== 'approved') {
        throw new Error(`PayPal stand-in: cannot approve ${orderId} (${result})`);
      }
    },
    cancelOrder(orderId) {
      const result = orders.cancel(orderId);
      if (result !== 'cancelled') {
        throw new Error(`PayPal stand-in: cannot cancel ${orderId} (${result})`);
      }
    },
    order(orderId) {
      const order = store.orders.get(orderId);
      return order ? snapshot(order, store) : undefined;
    },
    async completePendingCapture(id) {
      const order = store.orders.get(id);
      const captureIds = order ? order.units.map((unit) => unit.captureId) : [id];
      const pending = captureIds
        .map((captureId) => (captureId ? store.captures.get(captureId) : undefined))
        .filter((capture) => capture?.status === 'PENDING');
      if (pending.length === 0) throw new Error(`PayPal stand-in: no pending capture for ${id}`);
      for (const capture of pending) if (capture) orders.completePending(capture);
      await webhooks.settle();
    },
    async refundCapture(captureId, options = {}) {
      const capture = store.captures.get(captureId);
      const body =
        options.amountCents !== undefined && capture
          ? { amount: money(capture.currency, options.amountCents) }
          : {};
      const answer = refunds.refund(captureId, body, { representation: true });
      if (answer.status !== 201) {
        throw new Error(`PayPal stand-in: refund refused: ${JSON.stringify(answer.body)}`);
      }
      const refundId = (answer.body as { id: string }).id;
      await webhooks.settle();
      return {
        refundId,
        amountCents: store.refunds.get(refundId)?.amountCents ?? 0,
        captureStatus: store.captures.get(captureId)?.status ?? 'REFUNDED',
      };
    },
    async reverseCapture(captureId) {
      const body = accepted(disputes.reverse(captureId), 'reversal');
      await webhooks.settle();
      const reversalId = String(body.id);
      return { reversalId, amountCents: store.refunds.get(reversalId)?.amountCents ?? 0 };
    },
    async openDispute(captureId, options = {}) {
      const reason = options.reason ?? 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED';
      const body = accepted(disputes.open(captureId, reason), 'dispute');
      await webhooks.settle();
      return { disputeId: String(body.dispute_id) };
    },
    async resolveDispute(disputeId, outcomeCode) {
      accepted(disputes.resolve(disputeId, outcomeCode), 'resolution');
      await webhooks.settle();
    },
    sentWebhooks: () => webhooks.sent(),
    async resendWebhook(eventId) {
      const webhook = webhooks.resend(eventId);
      if (!webhook) throw new Error(`PayPal stand-in: no webhook event ${eventId}`);
      await webhooks.settle();
      return webhook;
    },
    expireAccessTokens: parts.expireAccessTokens,
    failNext: parts.failNext,
    settle: () => webhooks.settle(),
  };
}
