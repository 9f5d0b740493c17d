// Interac through Gigadat (docs/product.md §4, §7; docs/product.md §10.21; docs/architecture.md §5.2):
// creating the payment (our order id is Gigadat's transactionId), and learning its outcome,
// either from the browser's status poll or from Gigadat's postback. Neither is trusted as is:
// both ask Gigadat for the transaction, and only STATUS_SUCCESS with our amount, CAD and our
// customer as userId credits the order, once (completeOrder).
import type { PaymentOrder } from '#server/db/tables/payment-orders.ts';
import { DomainError } from '#server/domain-error.ts';
import type { GigadatTransaction } from '#server/providers/gigadat/port.ts';
import { gigadatOutcome, gigadatStatus } from '#server/providers/gigadat/statuses.ts';
import type { CreateOrderRequest, InteracStatus } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { OrderTotals } from '#shared/pricing/totals.ts';
import type { CompletionService, CompletionSource } from './completion.ts';
import type { PaymentsContext } from './context.ts';
import { orderNotFound, providerFailure, providerUnavailable } from './errors.ts';
import type { Orders } from './orders.ts';
import * as repo from './repo.ts';

/** What the browser is told before Gigadat knows the transaction (docs/product.md §10.21). */
export const NOT_STARTED = 'initiated';
const SUCCESS = gigadatStatus.success;
/**
 * What the browser is told when Gigadat says paid but our checks refused to credit it (another
 * amount, currency or customer): the customer sees a failure, and the log an error to review.
 */
const REFUSED = gigadatStatus.failed;

export function createInteracPayments(
  ctx: PaymentsContext,
  parts: { orders: Orders; completion: CompletionService },
) {
  const { gigadat, logger } = ctx;
  const { orders, completion } = parts;
  const db = ctx.database.kysely;

  /** Asks Gigadat about the order and acts on the answer; the status the browser follows. */
  async function reconcile(order: PaymentOrder, source: CompletionSource): Promise<InteracStatus> {
    const done = await completion.existing(order);
    if (done?.outcome === 'completed') {
      return { status: SUCCESS, purchaseId: done.purchaseId, credits: done.credits };
    }
    const transactionId = order.providerOrderId ?? order.id;
    let transaction: GigadatTransaction | null;
    try {
      transaction = await gigadat.getTransaction(transactionId);
    } catch (error) {
      logger.warn({ orderId: order.id, err: error, source }, 'Gigadat status query failed');
      throw providerFailure(error, providerUnavailable);
    }
    if (!transaction) return { status: NOT_STARTED, purchaseId: null, credits: null };

    const at = ctx.nowIso();
    switch (gigadatOutcome(transaction.status)) {
      case 'paid': {
        const completed = await completion.completeOrder(
          order.id,
          {
            provider: 'interac',
            providerOrderId: transaction.transactionId,
            captureId: null,
            amountCents: transaction.amountCents,
            currency: transaction.currency,
            reference: transaction.userId,
          },
          source,
        );
        if (completed.outcome === 'completed') {
          return {
            status: SUCCESS,
            purchaseId: completed.purchaseId,
            credits: completed.credits,
          };
        }
        return { status: REFUSED, purchaseId: null, credits: null };
      }
      case 'unpaid':
        if (
          await repo.markFailed(db, { id: order.id, reason: `Gigadat ${transaction.status}`, at })
        ) {
          ctx.metrics.paymentFailed(order.provider);
          logger.info(
            { orderId: order.id, status: transaction.status, source },
            'Interac payment ended unpaid',
          );
        }
        break;
      case 'open':
        if (transaction.status === gigadatStatus.pending) {
          await repo.markPending(db, { id: order.id, captureId: null, at });
        }
        break;
      case 'unknown':
        logger.warn(
          { orderId: order.id, status: transaction.status, source },
          'Gigadat reported a status we do not know; order left as it is',
        );
        break;
    }
    return { status: transaction.status, purchaseId: null, credits: null };
  }

  return {
    /**
     * Asks Gigadat about an order of ours and acts on the answer (credits it once if paid, fails
     * it if over unpaid); the status as the browser would be told. 503 when Gigadat cannot be
     * reached. For the customer's cancel and the expiry sweep, which ask before ending an order.
     */
    reconcile,

    /** POST /api/payments/interac/orders → the Gigadat payment page and our transaction id. */
    async createOrder(
      customer: { id: string; name: string; email: string },
      input: CreateOrderRequest,
      client: { ip: string },
    ): Promise<{ paymentUrl: string; transactionId: string; totals: OrderTotals }> {
      const { order, totals } = await orders.create(customer.id, input, 'interac', client);
      const mobile = await repo.primaryPhone(db, customer.id);
      let paymentUrl: string;
      try {
        ({ paymentUrl } = await gigadat.createPayment({
          transactionId: order.id,
          userId: customer.id,
          name: customer.name,
          email: customer.email,
          mobile,
          userIp: client.ip,
          amountCents: order.totalCents,
        }));
      } catch (error) {
        throw await orders.creationFailed(
          order,
          error,
          () =>
            new DomainError(
              'PAYMENT_CREATE_FAILED',
              accountCopy.purchase.payment.createInteracFailed,
            ),
        );
      }
      await orders.acknowledged(order.id, order.id);
      return { paymentUrl, transactionId: order.id, totals };
    },

    /** GET /api/payments/interac/orders/:transactionId/status, for the order's own customer. */
    async status(customerId: string, transactionId: string): Promise<InteracStatus> {
      const order = await repo.findOrderByProviderId(db, 'interac', transactionId);
      if (!order || order.customerId !== customerId) throw orderNotFound();
      return reconcile(order, 'interac status');
    },

    /**
     * POST /api/payments/interac/postback?transaction=&status=: Gigadat's word is only a hint
     * to look; the transaction is read again from Gigadat before anything changes. Never
     * throws: Gigadat is always answered OK.
     */
    async postback(transactionId: string | null, claimedStatus: string | null): Promise<void> {
      if (!transactionId) {
        ctx.metrics.webhookReceived('gigadat', 'rejected');
        logger.warn({ claimedStatus }, 'Interac postback without a transaction: ignored');
        return;
      }
      try {
        const order = await repo.findOrderByProviderId(db, 'interac', transactionId);
        if (!order) {
          ctx.metrics.webhookReceived('gigadat', 'ignored');
          logger.warn(
            { transactionId, claimedStatus },
            'Interac postback for an unknown transaction: ignored',
          );
          return;
        }
        const before = order.status;
        const result = await reconcile(order, 'interac postback');
        const after = (await repo.findOrderById(db, order.id))?.status ?? before;
        ctx.metrics.webhookReceived('gigadat', after === before ? 'ignored' : 'processed');
        logger.info(
          { orderId: order.id, claimedStatus, status: result.status },
          'Interac postback reconciled with Gigadat',
        );
      } catch (error) {
        ctx.metrics.webhookReceived('gigadat', 'failed');
        logger.error(
          { err: error, transactionId, claimedStatus },
          'Interac postback not processed',
        );
      }
    },
  };
}

export type InteracPayments = ReturnType<typeof createInteracPayments>;
