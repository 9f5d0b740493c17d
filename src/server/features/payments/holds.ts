// An account on hold: while one of the customer's payment disputes is open (docs/decisions/027),
// or an operator put it on hold (docs/decisions/047), they may not buy minutes (order creation
// answers 403 ACCOUNT_ON_HOLD) nor spend them on the line (the telephony feature asks
// `accountHold`), and the dashboard says why. Signing in still works, so the customer sees their
// account, their data and the notice. A dispute's hold is not stored: it is the open disputes
// themselves, so it lifts when the last one is resolved. An operator's hold is a row of
// customer_holds, at most one in force per customer, lifted by an operator with a reason.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { CustomerHold } from '#server/db/tables/customer-holds.ts';
import { DomainError } from '#server/domain-error.ts';
import { operatorReason, type ActingOperator } from '#server/operator-reason.ts';
import type { AccountHold } from '#shared/api/payment-status.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import * as afterSaleRepo from './after-sale-repo.ts';
import type { PaymentsContext } from './context.ts';
import { accountHeld, accountOnHold } from './errors.ts';
import * as holdsRepo from './holds-repo.ts';

export function createHolds(ctx: PaymentsContext) {
  const db = ctx.database.kysely;

  /** An operator's hold first: only an operator lifts it, whatever becomes of the disputes. */
  async function accountHold(customerId: string): Promise<AccountHold> {
    const held = await holdsRepo.holdInForce(db, customerId);
    if (held) return { reason: 'operator_hold', since: held.placedAt };
    const [oldest] = await afterSaleRepo.openDisputesOf(db, customerId);
    return oldest ? { reason: 'payment_dispute', since: oldest.openedAt } : null;
  }

  return {
    accountHold,

    /** Throws 403 ACCOUNT_ON_HOLD (with the support address) when the account is on hold. */
    async refuseOnHold(customerId: string): Promise<void> {
      const hold = await accountHold(customerId);
      if (hold?.reason === 'operator_hold') throw accountHeld(ctx.config.supportEmail);
      if (hold) throw accountOnHold(ctx.config.supportEmail);
    },

    /**
     * Puts the account on hold, on `executor` (the caller's transaction, with its audit row).
     * CONFLICTING_CHANGE when it is on hold already (two operators at once: one wins).
     */
    async placeHold(
      executor: Kysely<DB>,
      customerId: string,
      input: { operator: ActingOperator; reason: string },
    ): Promise<CustomerHold> {
      const hold: CustomerHold = {
        id: newId(),
        customerId,
        reason: operatorReason(input.reason),
        placedBy: input.operator.id,
        placedAt: ctx.nowIso(),
        liftedBy: null,
        liftReason: null,
        liftedAt: null,
      };
      try {
        await holdsRepo.insertHold(executor, hold);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.alreadyOnHold);
        }
        throw error;
      }
      return hold;
    },

    /** Lifts the operator's hold, with a reason; CONFLICTING_CHANGE when there is none. */
    async liftHold(
      executor: Kysely<DB>,
      customerId: string,
      input: { operator: ActingOperator; reason: string },
    ): Promise<CustomerHold> {
      const lifted = await holdsRepo.liftHold(executor, {
        customerId,
        liftedBy: input.operator.id,
        liftReason: operatorReason(input.reason),
        at: ctx.nowIso(),
      });
      if (!lifted) throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.notOnHold);
      return lifted;
    },

    /** Every operator's hold of the customer, the latest first. */
    holdHistory: (customerId: string) => holdsRepo.holdsOf(db, customerId),
  };
}
