// Applying a PayPal event to a purchase after it was paid (docs/decisions/027): refunds,
// reversals and disputes. Each event is applied in one transaction that, in this order,
//
//   1. locks the customer's balance (every change of one customer's minutes waits its turn),
//   2. reads what the purchase's earlier events claimed, to work out this event's claim,
//   3. records the event in payment_events (unique by PayPal's event id, and by refund,
//      reversal or dispute phase: a replayed or concurrent delivery fails here and changes
//      nothing), and
//   4. moves the minutes with one ledger row tied to that event.
//
// A claim is what the event takes back of the purchase's minutes; claims never add up past the
// purchase. What actually moves is the claim up to the purchase's unused minutes — minutes are
// spent oldest first, so those are the balance less what was credited after the purchase —
// hence minutes already talked are not clawed back, not even from a later purchase, and the
// balance never goes below zero.
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { PaymentEventKind } from '#server/db/tables/payment-events.ts';
import type { PaymentOrder } from '#server/db/tables/payment-orders.ts';
import type { Purchase } from '#server/db/tables/purchases.ts';
import type { PaymentsContext } from './context.ts';
import * as afterSaleRepo from './after-sale-repo.ts';
import { refundedShareOfMinutes } from './refund-share.ts';
import * as repo from './repo.ts';

/** Which way the event moves minutes, under which ledger reason, and the ledger row's note. */
export type Movement = { minutes: number; note: string } & (
  | { direction: 'take'; reason: 'refund' | 'reversal' | 'dispute' }
  | { direction: 'give'; reason: 'dispute_release' }
);

export interface EventFacts {
  /** PayPal's event id. */
  providerEventId: string;
  eventType: string;
  kind: PaymentEventKind;
  resourceId: string;
  amountCents: number | null;
}

export interface PurchaseState {
  /** The balance, locked for the rest of the transaction. */
  balance: number;
  /** The purchase's minutes no event has claimed yet. */
  unclaimed: number;
  /** Of those, how many are still in the balance (unused): at most what a take moves. */
  unused: number;
  /** What the purchase's refunds returned so far. */
  refundedCents: number;
  /**
   * The share of those refunds that no refund could claim (an open dispute held every
   * minute): a dispute that ends for the seller keeps it back.
   */
  refundShareUnclaimed: number;
}

export interface Applied {
  /** Signed: the minutes this event claimed (negative: given back to the purchase). */
  claimed: number;
  /** Signed: what the balance moved. */
  moved: number;
  balance: number;
}

export function createAfterSale(ctx: PaymentsContext) {
  const db = ctx.database.kysely;

  /** The customer's balance locked and the purchase's claims read, in `trx`. */
  async function stateOf(
    trx: Transaction<DB>,
    order: PaymentOrder,
    purchase: Purchase,
  ): Promise<PurchaseState> {
    const balance = await ctx.wallet.lockBalance(trx, order.customerId);
    if (balance === null) throw new Error(`after-sale: no customer ${order.customerId}`);
    const { claimed, refundedCents, refundClaimed } = await afterSaleRepo.purchaseClaims(
      trx,
      purchase.id,
    );
    const unclaimed = Math.max(0, purchase.minutes - claimed);
    const refundShare = refundedShareOfMinutes({
      purchasedMinutes: purchase.minutes,
      refundedCents,
      paidCents: order.totalCents,
    });
    const unused = await ctx.wallet.unusedOfPurchase(trx, {
      customerId: order.customerId,
      purchaseId: purchase.id,
      balance,
      unclaimed,
    });
    return {
      balance,
      unclaimed,
      unused,
      refundedCents,
      refundShareUnclaimed: refundedCents > 0 ? Math.max(0, refundShare - refundClaimed) : 0,
    };
  }

  return {
    /**
     * Runs `work` in the caller's transaction, with the customer's balance locked and the
     * purchase's claims read (an operator's Interac refund, written with its audit row). A
     * unique violation (the event applied already) is the caller's to handle.
     */
    async within<T>(
      trx: Transaction<DB>,
      order: PaymentOrder,
      purchase: Purchase,
      work: (trx: Transaction<DB>, state: PurchaseState) => Promise<T>,
    ): Promise<T> {
      return work(trx, await stateOf(trx, order, purchase));
    },

    /**
     * Runs `work` in one transaction, with the customer's balance locked and the purchase's
     * claims read. 'duplicate' when the event (or its refund or dispute phase) was already
     * applied, by an earlier delivery or a concurrent one: nothing changed.
     */
    async once<T>(
      order: PaymentOrder,
      purchase: Purchase,
      work: (trx: Transaction<DB>, state: PurchaseState) => Promise<T>,
    ): Promise<T | 'duplicate'> {
      try {
        return await db
          .transaction()
          .execute(async (trx) => work(trx, await stateOf(trx, order, purchase)));
      } catch (error) {
        if (isUniqueViolation(error)) return 'duplicate';
        throw error;
      }
    },

    /**
     * The PayPal order an event is about, and the purchase it made: by capture id first (what
     * refunds, reversals and disputes name), then by our order id where the event carries it
     * (custom_id, invoice_id). Null when it is none of ours, or never credited anything.
     */
    async paidPurchase(candidates: {
      captureIds: readonly (string | null)[];
      orderIds: readonly (string | null)[];
    }): Promise<{ order: PaymentOrder; purchase: Purchase } | null> {
      let order: PaymentOrder | null = null;
      for (const captureId of candidates.captureIds) {
        order ??= captureId ? await repo.findOrderByCaptureId(db, captureId) : null;
      }
      for (const orderId of candidates.orderIds) {
        order ??= orderId ? await repo.findOrderById(db, orderId) : null;
      }
      if (!order || order.provider !== 'paypal') return null;
      const purchase = await repo.findPurchaseByOrder(db, order.id);
      return purchase ? { order, purchase } : null;
    },

    /** True when PayPal's event was applied already (a replay): nothing to do. */
    async seen(providerEventId: string): Promise<boolean> {
      return (await afterSaleRepo.findEventByProviderId(db, providerEventId)) !== null;
    },

    /**
     * Records the event and moves its minutes, with one ledger row when any move (none for 0).
     * `claimed` is signed; a take moves at most the purchase's unused minutes, a give all it
     * says.
     */
    async record(
      trx: Transaction<DB>,
      input: {
        event: EventFacts;
        order: PaymentOrder;
        purchase: Purchase;
        state: PurchaseState;
        claimed: number;
        /** Null: the event is recorded and moves nothing. */
        movement: Movement | null;
      },
    ): Promise<Applied> {
      const { event, order, purchase, state, movement } = input;
      const moved =
        movement === null
          ? 0
          : movement.direction === 'take'
            ? -Math.min(movement.minutes, state.unused)
            : movement.minutes;
      const paymentEventId = newId();
      await afterSaleRepo.insertEvent(trx, {
        id: paymentEventId,
        provider: order.provider,
        providerEventId: event.providerEventId,
        eventType: event.eventType,
        kind: event.kind,
        paymentOrderId: order.id,
        purchaseId: purchase.id,
        resourceId: event.resourceId,
        amountCents: event.amountCents,
        minutesClaimed: input.claimed,
        minutesMoved: moved,
        createdAt: ctx.nowIso(),
      });
      const cause = { purchaseId: purchase.id, paymentEventId, note: movement?.note ?? null };
      let balance = state.balance;
      if (movement?.direction === 'take') {
        const change = await ctx.wallet.debit(trx, order.customerId, [
          { ...cause, minutes: -moved, reason: movement.reason },
        ]);
        balance = change.balance;
      } else if (movement?.direction === 'give') {
        const change = await ctx.wallet.credit(trx, order.customerId, [
          { ...cause, minutes: moved, reason: movement.reason },
        ]);
        balance = change.balance;
      }
      return { claimed: input.claimed, moved, balance };
    },
  };
}

export type AfterSale = ReturnType<typeof createAfterSale>;
