// PayPal disputes of our purchases (docs/decisions/027): CUSTOMER.DISPUTE.CREATED and
// CUSTOMER.DISPUTE.RESOLVED, each applied once by its event id. A dispute is matched to our
// purchase by its disputed transaction's seller_transaction_id, which is our capture id.
//
// - Created: the dispute is recorded open, which puts the customer's account on hold (no
//   purchase, no call: holds.ts), and every minute of the purchase not claimed yet is taken
//   back ('dispute' ledger row, up to the balance): they could not be used on hold anyway.
// - Resolved: the dispute is closed; the hold lifts when it was the customer's last open one.
//   When the buyer did not get the money back (dispute-outcomes.ts), the minutes the dispute
//   took come back ('dispute_release' row) and its claim on the purchase is released; otherwise
//   they stay taken.
//
// Deliveries may come out of order: a dispute resolved before its creation was heard of is
// recorded resolved (never held), the resolution takes what the creation would have taken
// unless the seller won, and the late creation then changes nothing.
import { newId } from '#server/db/ids.ts';
import type { AfterSale } from './after-sale.ts';
import * as afterSaleRepo from './after-sale-repo.ts';
import type { PaymentsContext } from './context.ts';
import { disputeOutcome } from './dispute-outcomes.ts';
import type { PayPalWebhookEvent } from './paypal-events.ts';
import * as repo from './repo.ts';

type DisputeEvent = Extract<PayPalWebhookEvent, { kind: 'dispute_created' | 'dispute_resolved' }>;
type Outcome = 'processed' | 'ignored';

const eventTypes = {
  dispute_created: 'CUSTOMER.DISPUTE.CREATED',
  dispute_resolved: 'CUSTOMER.DISPUTE.RESOLVED',
} as const;

export function createDisputes(ctx: PaymentsContext, parts: { afterSale: AfterSale }) {
  const { logger } = ctx;
  const { afterSale } = parts;
  const db = ctx.database.kysely;

  /** The dispute's purchase: the one we recorded, else the first disputed capture of ours. */
  async function purchaseOf(event: DisputeEvent) {
    const known = await afterSaleRepo.findDispute(db, event.disputeId);
    if (known) {
      const order = await repo.findOrderById(db, known.paymentOrderId);
      const purchase = await repo.findPurchaseByOrder(db, known.paymentOrderId);
      return order && purchase ? { order, purchase } : null;
    }
    for (const captureId of event.captureIds) {
      const paid = await afterSale.paidPurchase({ captureIds: [captureId], orderIds: [] });
      if (paid) return paid;
    }
    return null;
  }

  async function apply(event: DisputeEvent): Promise<Outcome> {
    const details = {
      eventId: event.eventId,
      eventType: eventTypes[event.kind],
      disputeId: event.disputeId,
      captureIds: event.captureIds,
      outcomeCode: event.outcomeCode,
    };
    const { eventId } = event;
    if (eventId === null) {
      logger.warn(details, 'PayPal dispute event without an event id: nothing changed; review');
      return 'ignored';
    }
    const paid = await purchaseOf(event);
    if (!paid) {
      logger.warn(details, 'PayPal dispute about no purchase of ours: nothing changed');
      return 'ignored';
    }
    const { order, purchase } = paid;
    if (await afterSale.seen(eventId)) {
      logger.info({ ...details, orderId: order.id }, 'PayPal dispute event already applied');
      return 'ignored';
    }
    const facts = {
      providerEventId: eventId,
      eventType: eventTypes[event.kind],
      kind: event.kind,
      resourceId: event.disputeId,
      amountCents: null,
    };
    const base = { event: facts, order, purchase };
    const at = ctx.nowIso();

    const applied = await afterSale.once(order, purchase, async (trx, state) => {
      const dispute = await afterSaleRepo.findDispute(trx, event.disputeId);
      const nothing = { ...base, state, claimed: 0, movement: null };

      if (event.kind === 'dispute_created') {
        if (dispute) {
          // Resolved already (its resolution came first): no hold, nothing taken. (Open: this
          // is another creation event of it, which fails as a duplicate.)
          return afterSale.record(trx, nothing);
        }
        await afterSaleRepo.insertDispute(trx, {
          id: newId(),
          provider: 'paypal',
          providerDisputeId: event.disputeId,
          customerId: order.customerId,
          paymentOrderId: order.id,
          purchaseId: purchase.id,
          status: 'open',
          outcomeCode: null,
          openedAt: at,
          resolvedAt: null,
        });
        return afterSale.record(trx, {
          ...base,
          state,
          claimed: state.unclaimed,
          movement: {
            direction: 'take',
            reason: 'dispute',
            minutes: state.unclaimed,
            note: `PayPal dispute ${event.disputeId} opened`,
          },
        });
      }

      if (dispute) {
        // Closed already (another resolution event): recording this one fails as a duplicate.
        await afterSaleRepo.markDisputeResolved(trx, {
          id: dispute.id,
          outcomeCode: event.outcomeCode,
          at,
        });
      } else {
        // Resolved before its creation reached us: recorded closed, never held.
        await afterSaleRepo.insertDispute(trx, {
          id: newId(),
          provider: 'paypal',
          providerDisputeId: event.disputeId,
          customerId: order.customerId,
          paymentOrderId: order.id,
          purchaseId: purchase.id,
          status: 'resolved',
          outcomeCode: event.outcomeCode,
          openedAt: at,
          resolvedAt: at,
        });
      }
      const note = `PayPal dispute ${event.disputeId} resolved: ${event.outcomeCode ?? 'no outcome'}`;
      if (disputeOutcome(event.outcomeCode) !== 'seller_favour') {
        // The minutes stay taken; any of the purchase not claimed yet (its creation was never
        // heard of) is taken now, so the end is the same whatever order the events came in.
        return afterSale.record(trx, {
          ...base,
          state,
          claimed: state.unclaimed,
          movement: { direction: 'take', reason: 'dispute', minutes: state.unclaimed, note },
        });
      }
      if (dispute?.status !== 'open') return afterSale.record(trx, nothing);
      const opened = await afterSaleRepo.findEventByResource(
        trx,
        'dispute_created',
        dispute.providerDisputeId,
      );
      const held = opened ? opened.minutesClaimed : 0;
      // A refund made while the dispute held every minute could claim none: its share stays.
      const keptForRefunds = Math.min(state.refundShareUnclaimed, held);
      const taken = opened ? -opened.minutesMoved : 0;
      return afterSale.record(trx, {
        ...base,
        state,
        claimed: -(held - keptForRefunds),
        movement: {
          direction: 'give',
          reason: 'dispute_release',
          minutes: Math.max(0, taken - keptForRefunds),
          note,
        },
      });
    });

    if (applied === 'duplicate') {
      logger.info({ ...details, orderId: order.id }, 'PayPal dispute event already applied');
      return 'ignored';
    }
    const logged = { ...details, orderId: order.id, customerId: order.customerId, ...applied };
    if (event.kind === 'dispute_created') {
      logger.warn(logged, 'PayPal dispute opened: account on hold, unused minutes set aside');
    } else if (disputeOutcome(event.outcomeCode) === 'unclear') {
      logger.warn(
        logged,
        'PayPal dispute resolved without a clear outcome: minutes stay taken; review',
      );
    } else {
      logger.info(logged, 'PayPal dispute resolved');
    }
    return 'processed';
  }

  return { onDispute: apply };
}

export type Disputes = ReturnType<typeof createDisputes>;
