// What an operator does to a customer from the back office (docs/decisions/047), beside the
// minute adjustments of ./operator.ts: credit back a call, put on or lift a hold, resend the
// confirmation email, end every session, clear the phone PIN, delete the account. Each change
// runs on the executor it is given (the route's transaction, which writes the audit row with it)
// or in a transaction of its own, and answers what the audit row needs (before and after).
// Refunds are the payments feature's (refundPayPal, recordInteracRefund).
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { inTransaction } from '#server/db/in-transaction.ts';
import type { DB } from '#server/db/schema.ts';
import type { CustomerHold } from '#server/db/tables/customer-holds.ts';
import { DomainError } from '#server/domain-error.ts';
import type { AuthService, Client } from '#server/features/auth/service.ts';
import type { PaymentsService } from '#server/features/payments/service.ts';
import type { PhonePinService } from '#server/features/phone-pin/service.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import { operatorReason, type ActingOperator } from '#server/operator-reason.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { deleteAccountIn } from './account-deletion.ts';
import * as repo from './repo.ts';

export interface CustomerActionsDeps {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'billedCall' | 'credit' | 'lockBalance'>;
  auth: Pick<AuthService, 'endAllSessions' | 'resendConfirmation'>;
  phonePin: Pick<PhonePinService, 'status' | 'remove'>;
  payments: Pick<PaymentsService, 'placeHold' | 'liftHold'>;
}

export interface CallCredit {
  callId: string;
  /** The call's billed minutes, given back. */
  minutes: number;
  ledgerId: string;
  before: { balance: number };
  after: { balance: number };
}

const notFound = () => new DomainError('CUSTOMER_NOT_FOUND', adminCopy.customers.customerNotFound);

export function createCustomerActions(deps: CustomerActionsDeps) {
  const { wallet, auth, phonePin, payments } = deps;
  const db = deps.database.kysely;
  const nowIso = () => deps.clock.now().toISOString();

  /** The customer's facts, refusing an unknown or (unless allowed) deleted account. */
  async function liveAccount(executor: Kysely<DB>, customerId: string) {
    const facts = await repo.findAccountFacts(executor, customerId);
    if (!facts) throw notFound();
    if (facts.deletedAt !== null) {
      throw new DomainError('CHANGE_REFUSED', adminCopy.customers.accountDeleted);
    }
    return facts;
  }

  return {
    /**
     * Gives back the minutes a call was billed, as one 'call_credit' ledger row tied to the call
     * with the operator's reason; at most once per call (a second, or a concurrent one, is
     * refused: CONFLICTING_CHANGE).
     */
    async creditBackCall(
      executor: Kysely<DB>,
      customerId: string,
      input: { callId: string; reason: string; operator: ActingOperator },
    ): Promise<CallCredit> {
      const reason = operatorReason(input.reason);
      try {
        return await inTransaction(executor, async (trx) => {
          const balance = await wallet.lockBalance(trx, customerId);
          if (balance === null) throw notFound();
          await liveAccount(trx, customerId);
          const billed = await wallet.billedCall(trx, customerId, input.callId);
          if (!billed) throw new DomainError('CALL_NOT_FOUND', adminCopy.customers.callNotFound);
          if (billed.minutes <= 0) {
            throw new DomainError('CHANGE_REFUSED', adminCopy.customers.callNotBilled);
          }
          if (billed.creditedAlready) {
            throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.callAlreadyCredited);
          }
          const change = await wallet.credit(trx, customerId, [
            { minutes: billed.minutes, reason: 'call_credit', callId: input.callId, note: reason },
          ]);
          const ledgerId = change.entries[0]?.ledgerId;
          if (!ledgerId) throw new Error('the wallet wrote no call credit');
          return {
            callId: input.callId,
            minutes: billed.minutes,
            ledgerId,
            before: { balance },
            after: { balance: change.balance },
          };
        });
      } catch (error) {
        // Two at once: the ledger's key (call_id, reason) lets one in.
        if (isUniqueViolation(error)) {
          throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.callAlreadyCredited);
        }
        throw error;
      }
    },

    /**
     * Puts the account on hold: it may still sign in, but not buy minutes nor call, and the
     * dashboard and the line say so. CONFLICTING_CHANGE when it is on hold already.
     */
    async placeHold(
      executor: Kysely<DB>,
      customerId: string,
      input: { reason: string; operator: ActingOperator },
    ): Promise<CustomerHold> {
      await liveAccount(executor, customerId);
      return payments.placeHold(executor, customerId, input);
    },

    /** Lifts the operator's hold; CONFLICTING_CHANGE when there is none. */
    async liftHold(
      executor: Kysely<DB>,
      customerId: string,
      input: { reason: string; operator: ActingOperator },
    ): Promise<CustomerHold> {
      if (!(await repo.findAccountFacts(executor, customerId))) throw notFound();
      return payments.liftHold(executor, customerId, input);
    },

    /**
     * Sends a fresh confirmation link, through the same path (and abuse limits) as the sign-up
     * page's "resend"; refused when the email is confirmed already or the account has no email
     * sign-in. `record` is called in the transaction that writes the link and its email (the
     * back office's audit row), which is delivered only once that transaction has committed.
     */
    async resendConfirmation(
      customerId: string,
      client: Client,
      record?: (trx: Kysely<DB>, sent: { email: string }) => Promise<void>,
    ): Promise<{ email: string }> {
      const facts = await liveAccount(db, customerId);
      if (facts.emailConfirmedAt !== null) {
        throw new DomainError('CONFLICTING_CHANGE', adminCopy.customers.emailAlreadyConfirmed);
      }
      const sent = { email: facts.email };
      const sentNow = await auth.resendConfirmation(
        facts.email,
        client,
        record && ((trx) => record(trx, sent)),
      );
      if (!sentNow) throw new DomainError('CHANGE_REFUSED', adminCopy.customers.noEmailSignIn);
      return sent;
    },

    /** Signs the customer out everywhere; answers how many sessions ended. */
    async endAllSessions(executor: Kysely<DB>, customerId: string): Promise<{ ended: number }> {
      if (!(await repo.findAccountFacts(executor, customerId))) throw notFound();
      return { ended: await auth.endAllSessions(executor, customerId) };
    },

    /** Removes the phone PIN (the line then asks for none); answers whether there was one. */
    async clearPhonePin(
      executor: Kysely<DB>,
      customerId: string,
    ): Promise<{ before: { pinSet: boolean } }> {
      if (!(await repo.findAccountFacts(executor, customerId))) throw notFound();
      const before = await phonePin.status(customerId, executor);
      await phonePin.remove(customerId, executor);
      return { before: { pinSet: before.pinSet } };
    },

    /**
     * Deletes the account as the customer's own request does (soft delete; anonymised 30 days
     * later). Refused (CHANGE_REFUSED) when it was deleted already.
     */
    async deleteAccount(executor: Kysely<DB>, customerId: string): Promise<{ deletedAt: string }> {
      await liveAccount(executor, customerId);
      const at = nowIso();
      await inTransaction(executor, (trx) => deleteAccountIn(trx, customerId, { auth, at }));
      return { deletedAt: at };
    },
  };
}
