// What operators do with a customer (npm run admin -- customer … / credit …): find one by email,
// phone number or id and see the account at a glance, and adjust their minutes. An adjustment
// is a ledger row with its reason, written through the wallet in one transaction with the
// balance; it never takes the balance below zero (removing more than is there is refused, not
// cut short, so the operator decides). Reached through service.ts, the feature's only entry.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import type { LedgerReason } from '#server/db/tables/minute-ledger.ts';
import type { PurchaseKind } from '#server/db/tables/purchases.ts';
import type { CallStatus } from '#server/db/tables/calls.ts';
import { inTransaction } from '#server/db/in-transaction.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { normalizePhone } from '#shared/phone/phone.ts';
import * as repo from './repo.ts';

/** How many of the latest purchases, calls and ledger rows an overview shows. */
export const OVERVIEW_ROWS = 5;
/** One adjustment moves at most this many minutes: a guard against a mistyped number. */
export const ADJUSTMENT_MAX_MINUTES = 10_000;
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

/** How an operator names a customer. */
export type CustomerQuery =
  { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'id'; id: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An email (it has an @), a North American phone number in any usual form, or a customer id
 * (a UUID); null for anything else.
 */
export function parseCustomerQuery(text: string): CustomerQuery | null {
  const value = text.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  if (uuid.test(value)) return { kind: 'id', id: value.toLowerCase() };
  const phone = normalizePhone(value);
  return phone === null ? null : { kind: 'phone', phone };
}

export interface CustomerOverview {
  id: string;
  name: string;
  email: string;
  credits: number;
  /** The ledger's sum, which must equal `credits` (docs/architecture.md §4). */
  ledgerSum: number;
  isActive: boolean;
  deletedAt: string | null;
  anonymizedAt: string | null;
  createdAt: string;
  lastConnectedAt: string | null;
  birthDate: string | null;
  emailNotifications: boolean;
  /** Null: the email was never confirmed (or the account signs in by phone only). */
  emailConfirmedAt: string | null;
  /** Oldest first: the first is the primary. */
  phoneNumbers: { phone: string; verifiedAt: string }[];
  purchases: {
    purchasedAt: string;
    kind: PurchaseKind;
    bundleName: string;
    minutes: number;
    amountCents: number;
    providerOrderId: string | null;
  }[];
  calls: {
    createdAt: string;
    status: CallStatus;
    advisorExtension: number;
    advisorName: string;
    durationSeconds: number | null;
    minutesUsed: number | null;
  }[];
  ledger: {
    createdAt: string;
    deltaMinutes: number;
    balanceAfter: number;
    reason: LedgerReason;
    note: string | null;
  }[];
}

export interface MinutesAdjustment {
  /** Positive adds, negative removes; never 0. */
  minutes: number;
  /** Kept as the ledger row's note (the customer's data export shows it). */
  reason: string;
}

export interface AdjustedMinutes {
  /** What moved: exactly the requested minutes. */
  minutes: number;
  balance: number;
  ledgerId: string;
}

export interface CustomerAdmin {
  /** The customer so named, deleted ones included (a deleted account has no numbers left). */
  find(query: CustomerQuery): Promise<CustomerOverview | null>;
  /**
   * Refuses (CHANGE_REFUSED) a deleted customer's minutes or a balance below zero;
   * CUSTOMER_NOT_FOUND for an unknown customer. Runs on `executor` (the back office's route
   * passes its transaction, which writes the audit row with it) or in a transaction of its own.
   */
  adjustMinutes(
    customerId: string,
    adjustment: MinutesAdjustment,
    executor?: Kysely<DB>,
  ): Promise<AdjustedMinutes>;
}

function checkedAdjustment(adjustment: MinutesAdjustment): MinutesAdjustment {
  const { minutes } = adjustment;
  if (!Number.isInteger(minutes) || minutes === 0 || Math.abs(minutes) > ADJUSTMENT_MAX_MINUTES) {
    throw changeRefused(adminCopy.customers.adjustmentRange(ADJUSTMENT_MAX_MINUTES, minutes));
  }
  const reason = adjustment.reason.trim();
  if (reason === '') throw changeRefused(adminCopy.customers.adjustmentReasonRequired);
  if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) {
    throw changeRefused(
      adminCopy.customers.adjustmentReasonTooLong(reason.length, ADJUSTMENT_REASON_MAX_LENGTH),
    );
  }
  return { minutes, reason };
}

export function createCustomerAdmin(deps: {
  database: Database;
  wallet: Pick<WalletService, 'credit' | 'debit' | 'lockBalance' | 'audit'>;
}): CustomerAdmin {
  const { wallet } = deps;
  const db = deps.database.kysely;

  async function idOf(executor: Kysely<DB>, query: CustomerQuery): Promise<string | null> {
    switch (query.kind) {
      case 'email':
        return repo.findIdByEmail(executor, query.email);
      case 'phone':
        return repo.findIdByPhone(executor, query.phone);
      case 'id':
        return query.id;
    }
  }

  return {
    async find(query) {
      const id = await idOf(db, query);
      const facts = id === null ? null : await repo.findAccountFacts(db, id);
      if (!facts) return null;
      const phones = await repo.listPhoneNumbers(db, facts.id);
      const purchases = await repo.listPurchases(db, facts.id, OVERVIEW_ROWS);
      const calls = await repo.listRecentCalls(db, facts.id, OVERVIEW_ROWS);
      const ledger = await repo.listRecentLedger(db, facts.id, OVERVIEW_ROWS);
      const audit = await wallet.audit(db, facts.id);
      return {
        ...facts,
        ledgerSum: audit?.ledgerSum ?? 0,
        phoneNumbers: phones.map(({ phone, verifiedAt }) => ({ phone, verifiedAt })),
        purchases: purchases.map((row) => ({
          purchasedAt: row.purchasedAt,
          kind: row.kind,
          bundleName: row.bundleName,
          minutes: row.minutes,
          amountCents: row.amountCents,
          providerOrderId: row.providerOrderId,
        })),
        calls: calls.map(({ id: _id, ...call }) => call),
        ledger: ledger.map(({ id: _id, ...entry }) => entry),
      };
    },

    async adjustMinutes(customerId, adjustment, executor = db) {
      const { minutes, reason } = checkedAdjustment(adjustment);
      return inTransaction(executor, async (trx) => {
        // The row stays locked until the end: no call or purchase changes the balance meanwhile.
        const balance = await wallet.lockBalance(trx, customerId);
        const facts = balance === null ? null : await repo.findAccountFacts(trx, customerId);
        if (balance === null || !facts) {
          throw new DomainError(
            'CUSTOMER_NOT_FOUND',
            adminCopy.customers.noSuchCustomer(customerId),
          );
        }
        if (facts.deletedAt !== null) {
          throw changeRefused(adminCopy.customers.minutesOfDeletedAccount(facts.email));
        }
        if (minutes < 0 && -minutes > balance) {
          throw changeRefused(adminCopy.customers.belowZero(facts.email, balance, -minutes));
        }
        const entry = { minutes: Math.abs(minutes), reason: 'adjustment' as const, note: reason };
        const change =
          minutes > 0
            ? await wallet.credit(trx, customerId, [entry])
            : await wallet.debit(trx, customerId, [entry]);
        const ledgerId = change.entries[0]?.ledgerId;
        if (!ledgerId || change.total !== Math.abs(minutes)) {
          throw new Error(`the wallet moved ${change.total} of ${Math.abs(minutes)} minutes`);
        }
        return { minutes, balance: change.balance, ledgerId };
      });
    },
  };
}
