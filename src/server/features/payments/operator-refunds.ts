// Refunds an operator makes from the back office (docs/decisions/047), and the support role's
// refund limit.
//
// PayPal: through PayPal's refunds API. A pending operator_refunds row is written first (one per
// purchase at a time: two operators refunding the same purchase at once make one refund), PayPal
// is asked with that row's id as PayPal-Request-Id (a retry never refunds twice), then the
// refund's share of the unused minutes is taken back in one transaction, as a payment event
// keyed by PayPal's refund id. PayPal's PAYMENT.CAPTURE.REFUNDED webhook for the same refund is
// keyed the same way (payment_events' unique (provider, kind, resource_id)), so whichever
// arrives second finds it applied and changes nothing: the minutes move exactly once.
//
// Interac: the refund is made outside (the bank's transfer) and recorded here with its amount
// and reference, taking back the same share of minutes, in the caller's transaction.
//
// Every refund carries the operator's reason. A support operator refunds at most the limit the
// owner sets (back_office_settings, $50 by default) at a time.
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import { inTransaction } from '#server/db/in-transaction.ts';
import type { DB } from '#server/db/schema.ts';
import type { PaymentOrder } from '#server/db/tables/payment-orders.ts';
import type { Purchase } from '#server/db/tables/purchases.ts';
import { DomainError } from '#server/domain-error.ts';
import { operatorReason, type ActingOperator } from '#server/operator-reason.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import { PayPalApiError, type PayPalRefund } from '#server/providers/paypal/port.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { centsToDecimalString, formatCad } from '#shared/pricing/money.ts';
import type { AfterSale, PurchaseState } from './after-sale.ts';
import * as afterSaleRepo from './after-sale-repo.ts';
import type { PaymentsContext } from './context.ts';
import * as refundsRepo from './operator-refunds-repo.ts';
import { refundClaim } from './refund-share.ts';
import * as repo from './repo.ts';

/** An Interac refund's reference is at most this long. */
const REFERENCE_MAX_LENGTH = 127;

export interface RefundRequest {
  customerId: string;
  purchaseId: string;
  /** Tax included. PayPal: omitted, all that is left to refund. Interac: required. */
  amountCents?: number;
  reason: string;
  operator: ActingOperator;
}

export interface RefundOutcome {
  /** The operator_refunds row. */
  refundId: string;
  provider: 'paypal' | 'interac';
  /** PayPal's refund id, or the Interac refund's reference. */
  providerRefundId: string;
  amountCents: number;
  /**
   * 'now': its minutes were taken back with it; 'by_webhook': PayPal's webhook had applied it
   * first (minutes taken once, by that); 'when_completed': PayPal has not completed it yet,
   * its webhook will apply it when it does.
   */
  applied: 'now' | 'by_webhook' | 'when_completed';
  /** The purchase's refunds and the customer's balance before and after: the audit's. */
  before: { refundedCents: number; balance: number };
  after: { refundedCents: number; balance: number };
}

/** Writes the audit row in the transaction that applies the refund. */
export type RecordRefund = (trx: Transaction<DB>, outcome: RefundOutcome) => Promise<void>;

const cad = (cents: number) => `CAD ${centsToDecimalString(cents)}`;
const refused = (message: string) => new DomainError('CHANGE_REFUSED', message);

export function createOperatorRefunds(ctx: PaymentsContext, parts: { afterSale: AfterSale }) {
  const db = ctx.database.kysely;
  const { afterSale } = parts;

  const refundLimit = () => refundsRepo.readSetting(db, 'support_refund_limit_cents');

  /**
   * The purchase and its paid order by `provider`, and the amount to refund, read on `executor`
   * (the caller's transaction, when it has one).
   */
  async function refundable(
    executor: Kysely<DB>,
    request: RefundRequest,
    provider: 'paypal' | 'interac',
  ) {
    const found = await refundsRepo.findPaidPurchase(
      executor,
      request.customerId,
      request.purchaseId,
    );
    if (!found) throw new DomainError('PURCHASE_NOT_FOUND', adminCopy.customers.purchaseNotFound);
    const { purchase, order } = found;
    if (
      purchase.kind !== 'package' ||
      !order ||
      (order.status !== 'completed' && order.status !== 'refunded')
    ) {
      throw refused(adminCopy.customers.purchaseNotRefundable);
    }
    if (order.provider !== provider) {
      throw refused(
        adminCopy.customers.wrongMethod(order.provider === 'paypal' ? 'PayPal' : 'Interac'),
      );
    }
    const { refundedCents } = await afterSaleRepo.purchaseClaims(executor, purchase.id);
    const left = order.totalCents - refundedCents;
    if (left <= 0) throw refused(adminCopy.customers.nothingLeftToRefund);
    const amount = request.amountCents ?? left;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > left) {
      throw refused(adminCopy.customers.refundAmountInvalid(formatCad(left)));
    }
    if (request.operator.role !== 'owner') {
      const limit = await refundsRepo.readSetting(executor, 'support_refund_limit_cents');
      if (amount > limit) {
        throw new DomainError(
          'REFUND_OVER_LIMIT',
          adminCopy.customers.refundOverLimit(formatCad(limit)),
        );
      }
    }
    return { purchase, order, amount, refundedCents };
  }

  /** Takes back the refund's share of the minutes, as the webhook would, in `trx`. */
  async function applyRefund(
    trx: Transaction<DB>,
    input: {
      order: PaymentOrder;
      purchase: Purchase;
      state: PurchaseState;
      providerEventId: string;
      eventType: string;
      resourceId: string;
      amountCents: number;
      note: string;
    },
  ) {
    const { order, purchase, state } = input;
    const claim = refundClaim({
      purchasedMinutes: purchase.minutes,
      paidCents: order.totalCents,
      refundedBeforeCents: state.refundedCents,
      refundCents: input.amountCents,
      unclaimedMinutes: state.unclaimed,
    });
    const applied = await afterSale.record(trx, {
      event: {
        providerEventId: input.providerEventId,
        eventType: input.eventType,
        kind: 'refund',
        resourceId: input.resourceId,
        amountCents: input.amountCents,
      },
      order,
      purchase,
      state,
      claimed: claim,
      movement: { direction: 'take', reason: 'refund', minutes: claim, note: input.note },
    });
    if (state.refundedCents + input.amountCents >= order.totalCents) {
      await repo.markRefunded(trx, { id: order.id, note: input.note, at: ctx.nowIso() });
    }
    return applied;
  }

  return {
    /** The support role's refund limit, in cents (tax included). */
    refundLimit,

    /** The owner sets the support role's refund limit; answers it before and after. */
    async setRefundLimit(
      executor: Kysely<DB>,
      input: { operator: ActingOperator; limitCents: number },
    ): Promise<{ before: number; after: number }> {
      if (input.operator.role !== 'owner') {
        throw new DomainError('REFUND_OVER_LIMIT', adminCopy.customers.ownerOnly);
      }
      if (!Number.isSafeInteger(input.limitCents) || input.limitCents < 0) {
        throw refused(adminCopy.customers.refundLimitInvalid);
      }
      const before = await refundsRepo.readSetting(executor, 'support_refund_limit_cents');
      await refundsRepo.writeSetting(executor, {
        key: 'support_refund_limit_cents',
        value: input.limitCents,
        by: input.operator.id,
        at: ctx.nowIso(),
      });
      return { before, after: input.limitCents };
    },

    /**
     * Refunds a PayPal purchase through PayPal's refunds API and takes back its share of the
     * unused minutes; `record` writes the audit row in the transaction that applies it.
     * Refusals: PURCHASE_NOT_FOUND, CHANGE_REFUSED (not a paid PayPal package, nothing left,
     * a wrong amount, no reason), REFUND_OVER_LIMIT, CONFLICTING_CHANGE (another refund of the
     * purchase under way), PAYMENT_PROVIDER_REFUSED (PayPal said no),
     * PAYMENT_PROVIDER_UNAVAILABLE (PayPal unreachable: whether it refunded, its webhook tells).
     */
    async refundPayPal(request: RefundRequest, record?: RecordRefund): Promise<RefundOutcome> {
      const reason = operatorReason(request.reason);
      const { purchase, order, amount } = await refundable(db, request, 'paypal');
      const captureId = order.providerCaptureId;
      if (!captureId) throw refused(adminCopy.customers.purchaseNotRefundable);
      const refundId = newId();
      try {
        await refundsRepo.insertRefund(db, {
          id: refundId,
          customerId: request.customerId,
          purchaseId: purchase.id,
          paymentOrderId: order.id,
          provider: 'paypal',
          amountCents: amount,
          status: 'pending',
          providerRefundId: null,
          paymentEventId: null,
          operatorId: request.operator.id,
          reason,
          failure: null,
          createdAt: ctx.nowIso(),
          endedAt: null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.refundUnderWay);
        }
        throw error;
      }

      let refund: PayPalRefund;
      try {
        refund = await ctx.paypal.refundCapture(captureId, {
          requestId: refundId,
          amountCents: amount,
        });
      } catch (error) {
        const failure =
          error instanceof PayPalApiError
            ? `${error.issue ?? error.errorName ?? error.status}: ${error.message}`
            : `unreachable: ${error instanceof Error ? error.message : String(error)}`;
        await refundsRepo.failRefund(db, { id: refundId, failure, at: ctx.nowIso() });
        ctx.logger.warn({ refundId, orderId: order.id, failure }, 'operator refund failed');
        if (error instanceof PayPalApiError) {
          throw new DomainError(
            'PAYMENT_PROVIDER_REFUSED',
            adminCopy.customers.paypalRefused(error.issue ?? error.message),
          );
        }
        if (error instanceof ProviderError) {
          throw new DomainError(
            'PAYMENT_PROVIDER_UNAVAILABLE',
            adminCopy.customers.paypalUnreachable,
          );
        }
        throw error;
      }

      const refundedCents = refund.amountCents ?? amount;
      const note = `PayPal refund ${refund.id}: ${cad(refundedCents)} of ${cad(order.totalCents)}`;
      const outcomeOf = (
        applied: RefundOutcome['applied'],
        before: PurchaseState,
        balance: number,
        refundedAfter: number,
      ): RefundOutcome => ({
        refundId,
        provider: 'paypal',
        providerRefundId: refund.id,
        amountCents: refundedCents,
        applied,
        before: { refundedCents: before.refundedCents, balance: before.balance },
        after: { refundedCents: refundedAfter, balance },
      });

      if (refund.status !== 'COMPLETED') {
        // Not refunded yet: PayPal's webhook applies it when it completes.
        return db.transaction().execute(async (trx) => {
          const state = await afterSale.within(trx, order, purchase, async (_trx, s) => s);
          await refundsRepo.completeRefund(trx, {
            id: refundId,
            providerRefundId: refund.id,
            paymentEventId: null,
            at: ctx.nowIso(),
          });
          const outcome = outcomeOf('when_completed', state, state.balance, state.refundedCents);
          await record?.(trx, outcome);
          return outcome;
        });
      }

      const applied = await afterSale.once(order, purchase, async (trx, state) => {
        const moved = await applyRefund(trx, {
          order,
          purchase,
          state,
          providerEventId: `operator-refund-${refundId}`,
          eventType: 'PAYMENT.CAPTURE.REFUNDED',
          resourceId: refund.id,
          amountCents: refundedCents,
          note,
        });
        const event = await afterSaleRepo.findEventByResource(trx, 'refund', refund.id);
        await refundsRepo.completeRefund(trx, {
          id: refundId,
          providerRefundId: refund.id,
          paymentEventId: event?.id ?? null,
          at: ctx.nowIso(),
        });
        const outcome = outcomeOf('now', state, moved.balance, state.refundedCents + refundedCents);
        await record?.(trx, outcome);
        return outcome;
      });
      if (applied !== 'duplicate') return applied;

      // PayPal's webhook applied this refund first: its minutes moved once, by that.
      return db.transaction().execute(async (trx) => {
        const state = await afterSale.within(trx, order, purchase, async (_trx, s) => s);
        const event = await afterSaleRepo.findEventByResource(trx, 'refund', refund.id);
        await refundsRepo.completeRefund(trx, {
          id: refundId,
          providerRefundId: refund.id,
          paymentEventId: event?.id ?? null,
          at: ctx.nowIso(),
        });
        const outcome = outcomeOf('by_webhook', state, state.balance, state.refundedCents);
        outcome.before = {
          refundedCents: state.refundedCents - refundedCents,
          balance: state.balance - (event?.minutesMoved ?? 0),
        };
        await record?.(trx, outcome);
        return outcome;
      });
    },

    /**
     * Records an Interac refund made outside (its amount and the transfer's reference) and takes
     * back its share of the unused minutes, on `executor` (the caller's transaction, with its
     * audit row). Refusals as for PayPal, and CONFLICTING_CHANGE for a reference recorded
     * already (two operators recording the same refund: one wins).
     */
    async recordInteracRefund(
      executor: Kysely<DB>,
      request: RefundRequest & { amountCents: number; reference: string },
    ): Promise<RefundOutcome> {
      const reason = operatorReason(request.reason);
      const reference = request.reference.trim();
      if (reference === '' || reference.length > REFERENCE_MAX_LENGTH) {
        throw refused(adminCopy.customers.interacReferenceRequired);
      }
      const { purchase, order, amount } = await refundable(executor, request, 'interac');
      const refundId = newId();
      const note = `Interac refund ${reference}: ${cad(amount)} of ${cad(order.totalCents)}`;
      try {
        return await inTransaction(executor, async (trx) =>
          afterSale.within(trx, order, purchase, async (_trx, state) => {
            if (state.refundedCents + amount > order.totalCents) {
              const left = order.totalCents - state.refundedCents;
              throw refused(adminCopy.customers.refundAmountInvalid(formatCad(left)));
            }
            const moved = await applyRefund(trx, {
              order,
              purchase,
              state,
              providerEventId: `operator-refund-${refundId}`,
              eventType: 'INTERAC.REFUND.RECORDED',
              resourceId: reference,
              amountCents: amount,
              note,
            });
            const event = await afterSaleRepo.findEventByProviderId(
              trx,
              `operator-refund-${refundId}`,
              'interac',
            );
            const at = ctx.nowIso();
            await refundsRepo.insertRefund(trx, {
              id: refundId,
              customerId: request.customerId,
              purchaseId: purchase.id,
              paymentOrderId: order.id,
              provider: 'interac',
              amountCents: amount,
              status: 'completed',
              providerRefundId: reference,
              paymentEventId: event?.id ?? null,
              operatorId: request.operator.id,
              reason,
              failure: null,
              createdAt: at,
              endedAt: at,
            });
            return {
              refundId,
              provider: 'interac' as const,
              providerRefundId: reference,
              amountCents: amount,
              applied: 'now' as const,
              before: { refundedCents: state.refundedCents, balance: state.balance },
              after: { refundedCents: state.refundedCents + amount, balance: moved.balance },
            };
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.interacReferenceTaken);
        }
        throw error;
      }
    },

    /** The customer's refunds asked by operators, the latest first (the customer's page). */
    refundsOf: (customerId: string) => refundsRepo.refundsOf(db, customerId),
  };
}
