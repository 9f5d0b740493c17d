// PayPal (docs/product.md §4, §7; docs/architecture.md §5.1): creating the order the buttons approve,
// capturing it, and reconciling what PayPal's webhooks report later. A capture is sent with
// PayPal-Request-Id "<our order id>-capture", so a retry or a second click replays the first
// capture at PayPal instead of charging twice; crediting itself is completeOrder's, once.
import { DomainError } from '#server/domain-error.ts';
import { couponRefusalError } from '#server/features/coupons/service.ts';
import {
  PayPalApiError,
  type PayPalOrderView,
  type PayPalWebhookHeaders,
} from '#server/providers/paypal/port.ts';
import type { CaptureResponse, CreateOrderRequest } from '#shared/api/payments.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { Completion, CompletionService } from './completion.ts';
import type { PaymentsContext } from './context.ts';
import {
  captureFailed,
  orderNotFound,
  paymentDeclined,
  paymentNotApproved,
  providerFailure,
  providerUnavailable,
} from './errors.ts';
import type { PaymentEvidence } from './evidence.ts';
import type { Orders } from './orders.ts';
import { readPayPalEvent, type PayPalWebhookEvent } from './paypal-events.ts';
import type { Disputes } from './disputes.ts';
import type { Refunds } from './refunds.ts';
import * as repo from './repo.ts';

/** PayPal's limit on an item name and a purchase unit description. */
const PAYPAL_TEXT_MAX = 127;

export type WebhookOutcome = 'processed' | 'ignored';

/** What PayPal's view of an order proves was paid, once it holds a capture. */
export function evidenceOf(view: PayPalOrderView): PaymentEvidence | null {
  const capture = view.capture;
  if (!capture) return null;
  return {
    provider: 'paypal',
    providerOrderId: view.id,
    captureId: capture.id,
    amountCents: capture.amountCents,
    currency: capture.currency,
    reference: capture.customId ?? view.customId,
  };
}

function completedAnswer(completion: Completion): CaptureResponse {
  if (completion.outcome !== 'completed') throw captureFailed();
  return {
    status: 'completed',
    purchaseId: completion.purchaseId,
    bundleId: completion.bundleId,
    credits: completion.credits,
    minutesAdded: completion.minutesAdded,
  };
}

/** PayPal's transmission headers, or null when one is missing (not a PayPal delivery). */
export function webhookHeaders(
  headers: Record<string, string | string[] | undefined>,
): PayPalWebhookHeaders | null {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 ? value : null;
  };
  const authAlgo = read('paypal-auth-algo');
  const certUrl = read('paypal-cert-url');
  const transmissionId = read('paypal-transmission-id');
  const transmissionSig = read('paypal-transmission-sig');
  const transmissionTime = read('paypal-transmission-time');
  if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) {
    return null;
  }
  return { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime };
}

export function createPayPalPayments(
  ctx: PaymentsContext,
  parts: { orders: Orders; completion: CompletionService; refunds: Refunds; disputes: Disputes },
) {
  const { paypal, logger } = ctx;
  const { orders, completion, refunds, disputes } = parts;
  const db = ctx.database.kysely;

  /** What a capture (or a re-read order) says, turned into our answer. */
  async function settle(
    orderId: string,
    view: PayPalOrderView,
    source: 'paypal capture' | 'paypal webhook',
  ): Promise<CaptureResponse> {
    const evidence = evidenceOf(view);
    switch (view.capture?.status) {
      case 'COMPLETED':
        if (evidence)
          return completedAnswer(await completion.completeOrder(orderId, evidence, source));
        break;
      case 'PENDING':
        // PayPal holds the money (e.g. a review): nothing is credited until the capture
        // completes, which PayPal's PAYMENT.CAPTURE.COMPLETED webhook reports.
        await repo.markPending(db, {
          id: orderId,
          captureId: view.capture.id,
          at: ctx.nowIso(),
        });
        return { status: 'pending' };
      case 'DECLINED':
      case 'FAILED':
        throw paymentDeclined();
      default:
        break;
    }
    logger.warn(
      { orderId, paypalOrderId: view.id, orderStatus: view.status, capture: view.capture, source },
      'PayPal answered a capture we cannot act on',
    );
    throw captureFailed();
  }

  /** Re-reads the order at PayPal (after ORDER_ALREADY_CAPTURED, or for a webhook). */
  async function readOrder(paypalOrderId: string): Promise<PayPalOrderView> {
    try {
      return await paypal.getOrder(paypalOrderId);
    } catch (error) {
      throw providerFailure(error, captureFailed);
    }
  }

  async function onCaptureCompleted(
    event: Extract<PayPalWebhookEvent, { kind: 'capture_completed' }>,
  ): Promise<WebhookOutcome> {
    const order =
      (event.customId ? await repo.findOrderById(db, event.customId) : null) ??
      (await repo.findOrderByCaptureId(db, event.captureId)) ??
      (event.paypalOrderId
        ? await repo.findOrderByProviderId(db, 'paypal', event.paypalOrderId)
        : null);
    if (!order || order.provider !== 'paypal' || order.providerOrderId === null) {
      logger.warn(
        { eventId: event.eventId, captureId: event.captureId, customId: event.customId },
        'PayPal webhook for an order we do not know: nothing changed',
      );
      return 'ignored';
    }
    if (await completion.existing(order)) return 'ignored';
    // Never act on the event's own figures: ask PayPal what the order is now.
    const view = await readOrder(order.providerOrderId);
    const evidence = evidenceOf(view);
    if (view.capture?.status !== 'COMPLETED' || !evidence) {
      logger.warn(
        { orderId: order.id, eventId: event.eventId, capture: view.capture },
        'PayPal webhook says completed but the order is not: nothing changed',
      );
      return 'ignored';
    }
    // A refusal (evidence that does not match, an order that ended) is logged loudly by
    // completeOrder; PayPal is still answered 2xx, since delivering it again changes nothing.
    const result = await completion.completeOrder(order.id, evidence, 'paypal webhook');
    return result.outcome === 'completed' && result.credited ? 'processed' : 'ignored';
  }

  return {
    /** POST /api/payments/paypal/orders → the PayPal order id the buttons approve. */
    async createOrder(customerId: string, input: CreateOrderRequest, client: { ip: string }) {
      const { order, bundle, totals } = await orders.create(customerId, input, 'paypal', client);
      const texts = accountCopy.purchase.paypalItem;
      let created: { id: string };
      try {
        created = await paypal.createOrder({
          orderId: order.id,
          invoiceId: order.id,
          itemName: texts
            .name(accountCopy.purchase.bundleNames[bundle.id], bundle.minutes, bundle.giftMinutes)
            .slice(0, PAYPAL_TEXT_MAX),
          description: texts
            .description(ctx.config.brandName, totals.totalMinutes)
            .slice(0, PAYPAL_TEXT_MAX),
          priceCents: order.priceCents,
          discountCents: order.discountCents,
          taxCents: order.gstCents + order.qstCents,
          totalCents: order.totalCents,
        });
      } catch (error) {
        throw await orders.creationFailed(
          order,
          error,
          () =>
            new DomainError(
              'PAYMENT_CREATE_FAILED',
              accountCopy.purchase.payment.createPaypalFailed,
            ),
        );
      }
      await orders.acknowledged(order.id, created.id);
      return { id: created.id, totals };
    },

    /** POST /api/payments/paypal/orders/:paypalOrderId/capture */
    async capture(customerId: string, paypalOrderId: string): Promise<CaptureResponse> {
      const order = await repo.findOrderByProviderId(db, 'paypal', paypalOrderId);
      if (!order || order.customerId !== customerId) throw orderNotFound();

      // Completed already (a replay, a second click): the same answer, PayPal not asked again.
      const done = await completion.existing(order);
      if (done) return completedAnswer(done);
      if (!repo.openStatuses.includes(order.status)) throw captureFailed();

      // Checked once more before any money moves (docs/product.md §10.7). Uses and purchases of this
      // order itself do not count, so concurrent captures of it all pass.
      if (order.couponId !== null) {
        const refusal = await ctx.coupons.recheck(db, {
          customerId,
          couponId: order.couponId,
          orderId: order.id,
        });
        if (refusal !== null) throw couponRefusalError(refusal);
      }

      let view: PayPalOrderView;
      try {
        view = await paypal.captureOrder(paypalOrderId, `${order.id}-capture`);
      } catch (error) {
        if (!(error instanceof PayPalApiError)) throw providerFailure(error, captureFailed);
        switch (error.issue) {
          case 'ORDER_ALREADY_CAPTURED':
          case 'ORDER_COMPLETION_IN_PROGRESS':
            // Captured by an earlier request: take the capture PayPal holds, never a second one.
            view = await readOrder(paypalOrderId);
            break;
          case 'INSTRUMENT_DECLINED':
            throw paymentDeclined();
          case 'ORDER_NOT_APPROVED':
            throw paymentNotApproved();
          default:
            logger.warn(
              { orderId: order.id, paypalOrderId, issue: error.issue, debugId: error.debugId },
              'PayPal refused the capture',
            );
            throw captureFailed();
        }
      }
      return settle(order.id, view, 'paypal capture');
    },

    /**
     * POST /api/payments/paypal/webhook. Refused (400, nothing changed) unless PayPal confirms
     * the delivery is genuine; then PAYMENT.CAPTURE.COMPLETED, .REFUNDED and .REVERSED and
     * CUSTOMER.DISPUTE.CREATED and .RESOLVED are acted on, each once; anything else, and an
     * event about none of our purchases, is acknowledged and logged so PayPal stops sending.
     */
    async handleWebhook(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<WebhookOutcome> {
      const transmission = webhookHeaders(headers);
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        event = undefined;
      }
      if (!transmission || event === undefined) {
        logger.warn(
          { hasHeaders: transmission !== null },
          'PayPal webhook refused: not a PayPal delivery',
        );
        throw new DomainError('INVALID_REQUEST', copy.errors.invalidRequest);
      }
      let genuine: boolean;
      try {
        genuine = await paypal.verifyWebhook(transmission, event);
      } catch (error) {
        // PayPal retries a delivery that is not acknowledged; it is verified again then.
        logger.error({ err: error }, 'PayPal webhook could not be verified now; PayPal will retry');
        throw providerUnavailable();
      }
      if (!genuine) {
        logger.warn(
          { transmissionId: transmission.transmissionId },
          'PayPal webhook refused: verification failed; nothing changed',
        );
        throw new DomainError('INVALID_REQUEST', copy.errors.invalidRequest);
      }
      const parsed = readPayPalEvent(event);
      if (!parsed) {
        logger.warn(
          { transmissionId: transmission.transmissionId },
          'PayPal webhook without an event',
        );
        return 'ignored';
      }
      switch (parsed.kind) {
        case 'capture_completed':
          return onCaptureCompleted(parsed);
        case 'capture_refunded':
          return refunds.onPayPalRefund(parsed);
        case 'capture_reversed':
          return refunds.onPayPalReversal(parsed);
        case 'dispute_created':
        case 'dispute_resolved':
          return disputes.onDispute(parsed);
        case 'other':
          logger.info(
            { eventId: parsed.eventId, eventType: parsed.eventType },
            'PayPal webhook of a type we do not act on',
          );
          return 'ignored';
      }
    },
  };
}
