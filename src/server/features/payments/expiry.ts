// Ending unpaid orders (docs/decisions/025-coupon-holds.md): a scheduled job reviews the orders
// still open 30 minutes after they were made (PayPal orders never captured, Interac requests
// never paid), so the coupon use each holds is freed. The provider is asked about each first:
// a paid one is completed through completeOrder, not expired; one whose capture PayPal holds
// for review stays open; a refused one fails; one whose provider cannot be reached waits for
// the next pass. Expired orders are 'cancelled' with the reason; a payment reported for one
// later is honoured all the same (completion.ts). An Interac request ended while Gigadat could
// still take its payment (the customer's cancel, or Gigadat still waiting at 30 minutes) is asked
// about again at each pass until Gigadat says it is over, in case a payment's postback was lost.
import type { PaymentOrder } from '#server/db/tables/payment-orders.ts';
import { gigadatOutcome } from '#server/providers/gigadat/statuses.ts';
import { CANCELLED_BY_CUSTOMER } from './cancellation.ts';
import type { CompletionService } from './completion.ts';
import type { PaymentsContext } from './context.ts';
import { describeError } from './errors.ts';
import { NOT_STARTED, type InteracPayments } from './interac.ts';
import { evidenceOf } from './paypal.ts';
import * as repo from './repo.ts';

/**
 * How long an order may stay unpaid: Gigadat's own payment requests expire after 30 minutes,
 * and the buyer of either method is long gone by then.
 */
export const UNPAID_ORDER_LIFETIME_MS = 30 * 60_000;

const EXPIRED = 'expired unpaid after 30 minutes';
/** An Interac request expired while Gigadat still waited for the buyer or their bank. */
const EXPIRED_WHILE_GIGADAT_WAITED = `${EXPIRED} while Gigadat still waited`;
/** Reasons of Interac orders Gigadat could still be paying: asked about again. */
const UNCONFIRMED_REASONS = [CANCELLED_BY_CUSTOMER, EXPIRED_WHILE_GIGADAT_WAITED];

/**
 * What the review did with one order: ended it unpaid, completed it, found it failed, left it
 * open, or confirmed with Gigadat that an Interac order ended earlier was not paid.
 */
export type ExpiryOutcome = 'expired' | 'completed' | 'failed' | 'kept' | 'confirmed';

export type ExpirySummary = Record<ExpiryOutcome, number> & { reviewed: number };

export function createOrderExpiry(
  ctx: PaymentsContext,
  parts: { completion: CompletionService; interac: InteracPayments },
) {
  const { logger, paypal } = ctx;
  const { completion, interac } = parts;
  const db = ctx.database.kysely;

  async function expire(order: PaymentOrder, why: string | null): Promise<ExpiryOutcome> {
    const expired = await repo.markCancelled(db, {
      id: order.id,
      reason: why === null ? EXPIRED_WHILE_GIGADAT_WAITED : `${EXPIRED}: ${why}`.slice(0, 500),
      at: ctx.nowIso(),
      from: repo.openStatuses,
    });
    if (!expired) return 'kept';
    logger.info(
      { orderId: order.id, provider: order.provider, couponId: order.couponId, why },
      'unpaid payment order expired',
    );
    return 'expired';
  }

  async function reviewPayPal(order: PaymentOrder): Promise<ExpiryOutcome> {
    // PayPal never gave us an id: the buyer never saw the order, so nothing can be paid on it.
    if (order.providerOrderId === null) return expire(order, 'never created at PayPal');
    const view = await paypal.getOrder(order.providerOrderId);
    const capture = view.capture;
    if (!capture) return expire(order, `PayPal order ${view.status}, never captured`);
    const evidence = evidenceOf(view);
    switch (capture.status) {
      case 'COMPLETED': {
        if (!evidence) break;
        const done = await completion.completeOrder(order.id, evidence, 'paypal expiry sweep');
        return done.outcome === 'completed' ? 'completed' : 'failed';
      }
      case 'PENDING':
        // PayPal holds the money for review; its webhook (or a later pass) settles it.
        await repo.markPending(db, { id: order.id, captureId: capture.id, at: ctx.nowIso() });
        return 'kept';
      case 'DECLINED':
      case 'FAILED':
        if (
          await repo.markFailed(db, {
            id: order.id,
            reason: `PayPal capture ${capture.status}`,
            at: ctx.nowIso(),
          })
        ) {
          ctx.metrics.paymentFailed(order.provider);
        }
        return 'failed';
      default:
        break;
    }
    logger.warn(
      { orderId: order.id, paypalOrderId: view.id, orderStatus: view.status, capture },
      'expiry sweep: PayPal reports a capture we cannot act on; order left open',
    );
    return 'kept';
  }

  async function reviewInterac(order: PaymentOrder): Promise<ExpiryOutcome> {
    // Gigadat's answer is acted on as for the status poll: credited once if paid, failed if
    // over unpaid. Still waiting (or unknown to Gigadat) after 30 minutes is abandoned.
    const answer = await interac.reconcile(order, 'interac expiry sweep');
    if (answer.purchaseId !== null) return 'completed';
    if (answer.status === NOT_STARTED) return expire(order, 'Gigadat never saw the payment');
    switch (gigadatOutcome(answer.status)) {
      case 'open':
        return expire(order, null);
      case 'unpaid':
      case 'paid':
        // 'paid' here is a payment our checks refused: completeOrder failed the order.
        return 'failed';
      case 'unknown':
        return 'kept';
    }
  }

  /** An Interac order ended while Gigadat could still take its payment: is it over there? */
  async function confirmInteracEnd(order: PaymentOrder): Promise<ExpiryOutcome> {
    const answer = await interac.reconcile(order, 'interac expiry sweep');
    if (answer.purchaseId !== null) return 'completed';
    // Still open at Gigadat: asked again at the next pass, until Gigadat ends it.
    if (answer.status !== NOT_STARTED && gigadatOutcome(answer.status) === 'open') return 'kept';
    const from = order.failureReason ?? '';
    await repo.noteCancelReason(db, {
      id: order.id,
      from,
      reason: `${from}; unpaid at Gigadat (${answer.status})`.slice(0, 500),
      at: ctx.nowIso(),
    });
    return 'confirmed';
  }

  async function review(order: PaymentOrder): Promise<ExpiryOutcome> {
    if (order.status === 'cancelled') return confirmInteracEnd(order);
    return order.provider === 'paypal' ? reviewPayPal(order) : reviewInterac(order);
  }

  return {
    /**
     * One pass: every order open for longer than UNPAID_ORDER_LIFETIME_MS, oldest first, then
     * the Interac orders ended while Gigadat could still take their payment.
     */
    async expireUnpaid(): Promise<ExpirySummary> {
      const cutoff = new Date(ctx.clock.now().getTime() - UNPAID_ORDER_LIFETIME_MS).toISOString();
      const orders = [
        ...(await repo.findOpenOrdersCreatedBefore(db, cutoff)),
        ...(await repo.findCancelledInteracOrdersCreatedBefore(db, {
          createdBefore: cutoff,
          reasons: UNCONFIRMED_REASONS,
        })),
      ];
      const summary: ExpirySummary = {
        reviewed: 0,
        expired: 0,
        completed: 0,
        failed: 0,
        kept: 0,
        confirmed: 0,
      };
      for (const order of orders) {
        let outcome: ExpiryOutcome;
        try {
          outcome = await review(order);
        } catch (error) {
          // The provider could not be asked: nothing is ended without its word.
          logger.warn(
            { orderId: order.id, provider: order.provider, error: describeError(error) },
            'expiry sweep: provider not reached; order left open until the next pass',
          );
          outcome = 'kept';
        }
        summary.reviewed += 1;
        summary[outcome] += 1;
      }
      return summary;
    },
  };
}
