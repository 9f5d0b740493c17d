// Buying minutes (docs/decisions/012-payments.md; docs/product.md §4, §5, §7, §8; docs/product.md §10.3, 4, 7, 8, 21):
// orders whose amounts the server computes, PayPal capture and webhooks, Interac status and
// postback, exactly-once crediting, refunds and receipts; the customer's cancel and the sweep
// that ends unpaid orders (docs/decisions/025-coupon-holds.md). The only file of this feature other
// features may import.
import { DomainError } from '#server/domain-error.ts';
import type {
  CaptureResponse,
  CreateOrderRequest,
  InteracStatus,
  OrderCancelResponse,
  Receipt,
} from '#shared/api/payments.ts';
import type { PaymentMethod } from '#shared/api/payment-methods.ts';
import type { AccountHold, PaymentStatus } from '#shared/api/payment-status.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { offersPaymentMethod } from '#server/config.ts';
import type { OrderTotals } from '#shared/pricing/totals.ts';
import { createCancellation } from './cancellation.ts';
import { createCompletion, type CompletionSource } from './completion.ts';
import { paymentsContext, type PaymentsDeps } from './context.ts';
import { methodNotOffered } from './errors.ts';
import type { PaymentEvidence } from './evidence.ts';
import { createOrderExpiry, type ExpirySummary } from './expiry.ts';
import { createInteracPayments } from './interac.ts';
import { createOrders } from './orders.ts';
import { createPayPalPayments, type WebhookOutcome } from './paypal.ts';
import { buildReceipt } from './receipt.ts';
import { createAfterSale } from './after-sale.ts';
import { createDisputes } from './disputes.ts';
import { createHolds } from './holds.ts';
import { createOperatorRefunds } from './operator-refunds.ts';
import { paymentStatuses } from './purchase-status.ts';
import { createRefunds } from './refunds.ts';
import * as repo from './repo.ts';

export type { PaymentsDeps } from './context.ts';
export type { CompletionSource } from './completion.ts';
export type { PaymentEvidence } from './evidence.ts';
export type { ExpirySummary } from './expiry.ts';

export function createPaymentsService(deps: PaymentsDeps) {
  const ctx = paymentsContext(deps);
  const db = ctx.database.kysely;
  const orders = createOrders(ctx);
  const completion = createCompletion(ctx);
  const afterSale = createAfterSale(ctx);
  const refunds = createRefunds(ctx, { afterSale });
  const disputes = createDisputes(ctx, { afterSale });
  const holds = createHolds(ctx);
  const operatorRefunds = createOperatorRefunds(ctx, { afterSale });
  const paypal = createPayPalPayments(ctx, { orders, completion, refunds, disputes });
  const interac = createInteracPayments(ctx, { orders, completion });
  const cancellation = createCancellation(ctx, { interac });
  const expiry = createOrderExpiry(ctx, { completion, interac });

  /**
   * A method this deployment does not offer (PAYMENT_METHODS) takes no order: 400, before the
   * coupon is looked at or anything is recorded.
   */
  function requireOffered(method: PaymentMethod): void {
    if (!offersPaymentMethod(ctx.config, method)) throw methodNotOffered();
  }

  return {
    /** An account on hold (an open payment dispute) may not order: 403 ACCOUNT_ON_HOLD. */
    async createPayPalOrder(
      customerId: string,
      input: CreateOrderRequest,
      client: { ip: string },
    ): Promise<{ id: string; totals: OrderTotals }> {
      requireOffered('paypal');
      await holds.refuseOnHold(customerId);
      return paypal.createOrder(customerId, input, client);
    },

    capturePayPalOrder: (customerId: string, paypalOrderId: string): Promise<CaptureResponse> =>
      paypal.capture(customerId, paypalOrderId),

    /** Counted by outcome: refused as not genuine, failed (PayPal retries), processed or not. */
    async handlePayPalWebhook(
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<WebhookOutcome> {
      try {
        const outcome = await paypal.handleWebhook(headers, rawBody);
        ctx.metrics.webhookReceived('paypal', outcome === 'processed' ? 'processed' : 'ignored');
        return outcome;
      } catch (error) {
        const notGenuine = error instanceof DomainError && error.code === 'INVALID_REQUEST';
        ctx.metrics.webhookReceived('paypal', notGenuine ? 'rejected' : 'failed');
        throw error;
      }
    },

    /** An account on hold may not order either way: 403 ACCOUNT_ON_HOLD. */
    async createInteracOrder(
      customer: { id: string; name: string; email: string },
      input: CreateOrderRequest,
      client: { ip: string },
    ) {
      requireOffered('interac');
      await holds.refuseOnHold(customer.id);
      return interac.createOrder(customer, input, client);
    },

    interacStatus: (customerId: string, transactionId: string): Promise<InteracStatus> =>
      interac.status(customerId, transactionId),

    interacPostback: interac.postback,

    /** The customer ends their unfinished order, freeing the coupon use it held. */
    cancelOrder: (
      customerId: string,
      provider: 'paypal' | 'interac',
      providerOrderId: string,
    ): Promise<OrderCancelResponse> => cancellation.cancel(customerId, provider, providerOrderId),

    /**
     * The scheduled sweep: orders still unpaid 30 minutes after they were made are asked about
     * and completed, failed or expired (docs/decisions/025-coupon-holds.md).
     */
    expireUnpaidOrders: (): Promise<ExpirySummary> => expiry.expireUnpaid(),

    /** GET /api/me/purchases/:purchaseId/receipt: the customer's own package purchases only. */
    async receipt(customerId: string, purchaseId: string): Promise<Receipt> {
      const row = await repo.findReceiptSource(db, customerId, purchaseId);
      if (!row) throw new DomainError('RECEIPT_NOT_FOUND', accountCopy.purchase.receipt.notFound);
      const statuses = await paymentStatuses(db, customerId, [
        { id: row.purchaseId, amountCents: row.totalCents },
      ]);
      return buildReceipt(
        {
          purchase: {
            id: row.purchaseId,
            purchasedAt: row.purchasedAt,
            bundleName: row.bundleName,
          },
          order: { ...row, id: row.orderId },
          couponCode: row.couponCode,
          customer: { name: row.customerName, email: row.customerEmail },
        },
        ctx.config,
        // The screen's receipt is in the page's language.
        currentLocale(),
        statuses.get(row.purchaseId),
      );
    },

    /**
     * Whether the customer's account is on hold (an open payment dispute), for the profile and
     * the phone line; null when it is not.
     */
    accountHold: (customerId: string): Promise<AccountHold> => holds.accountHold(customerId),

    /**
     * For the back office (docs/decisions/047): an operator's hold on the account, put on or
     * lifted with a reason in the caller's transaction (`placeHold(trx, customerId, { operator,
     * reason })`, `liftHold(…)`), and the account's holds, the latest first.
     */
    placeHold: holds.placeHold,
    liftHold: holds.liftHold,
    holdHistory: holds.holdHistory,

    /**
     * For the back office (docs/decisions/047): refunds. `refundPayPal(request, record?)` through
     * PayPal's refunds API (minutes taken back exactly once with its webhook; `record` writes the
     * audit row in the transaction that applies it); `recordInteracRefund(trx, request)` for one
     * made outside; the support role's limit (`refundLimit()`, `setRefundLimit(trx, …)`); and
     * the customer's operators' refunds, the latest first.
     */
    refundPayPal: operatorRefunds.refundPayPal,
    recordInteracRefund: operatorRefunds.recordInteracRefund,
    refundLimit: operatorRefunds.refundLimit,
    setRefundLimit: operatorRefunds.setRefundLimit,
    operatorRefundsOf: operatorRefunds.refundsOf,

    /** What became of each of these purchases' payments (refunds, reversal, disputes). */
    paymentStatuses: (
      customerId: string,
      purchases: readonly { id: string; amountCents: number }[],
    ): Promise<Map<string, PaymentStatus>> => paymentStatuses(db, customerId, purchases),

    /**
     * Credits a paid order exactly once, whatever the path that learnt it was paid; exposed
     * for the payment paths to come (and tests).
     */
    completeOrder: (orderId: string, evidence: PaymentEvidence, source: CompletionSource) =>
      completion.completeOrder(orderId, evidence, source),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
