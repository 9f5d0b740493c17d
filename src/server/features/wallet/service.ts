// The wallet: the one way a customer's minutes change (docs/architecture.md §4). Each change is an atomic
// update of the balance and an append-only ledger row carrying the balance after it and its
// cause (a purchase, a call, a refund, an operator's note), written in the caller's transaction
// so the change and its cause commit or fail together. The balance never goes below zero: a
// debit takes what is there, up to what was asked, and says how much it took. The only file of
// this feature other features may import:
//
//   await db.transaction().execute(async (trx) => {
//     await wallet.credit(trx, customerId, [{ minutes: 20, reason: 'purchase', purchaseId }]);
//     const { taken } = await wallet.debit(trx, customerId, [{ minutes: 7, reason: 'call', callId }]);
//   });
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '#server/clock.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { LedgerReason } from '#server/db/tables/minute-ledger.ts';
import * as repo from './repo.ts';

/** Reasons that add minutes (the ledger's CHECK wants them positive). */
export type CreditReason = Extract<
  LedgerReason,
  | 'purchase'
  | 'gift'
  | 'coupon_bonus'
  | 'cashback'
  | 'dispute_release'
  | 'adjustment'
  | 'call_credit'
>;
/** Reasons that remove minutes (the ledger's CHECK wants them negative). */
export type DebitReason = Extract<
  LedgerReason,
  'call' | 'refund' | 'reversal' | 'dispute' | 'adjustment'
>;

/**
 * One change. `minutes` is a non-negative whole number (0 writes nothing). The database ties
 * each row to its cause: purchase, gift, coupon_bonus and cashback need `purchaseId`; refund,
 * reversal, dispute and dispute_release need `purchaseId` and the `paymentEventId` they apply
 * (one row per event); call needs `callId`; adjustment needs a `note`; call_credit needs
 * `callId` and a `note` (once per call).
 */
export interface WalletEntry<Reason extends LedgerReason> {
  minutes: number;
  reason: Reason;
  purchaseId?: string | null;
  callId?: string | null;
  paymentEventId?: string | null;
  note?: string | null;
}

export interface PostedEntry<Reason extends LedgerReason> {
  reason: Reason;
  /** What the entry asked for. */
  requested: number;
  /** What actually moved: the request for a credit; at most the balance for a debit. */
  applied: number;
  balanceAfter: number;
  /** Null when nothing moved (no ledger row is written for zero minutes). */
  ledgerId: string | null;
}

export interface WalletChange<Reason extends LedgerReason> {
  /** The balance after every entry. */
  balance: number;
  entries: PostedEntry<Reason>[];
  /** The minutes that moved in all, always ≥ 0. */
  total: number;
}

export interface LedgerCheck {
  /** How many customers there are, every one checked. */
  customers: number;
  /** Those whose balance is not their ledger's sum, by email; [] when all agree. */
  mismatches: repo.LedgerMismatch[];
}

export class UnknownCustomerError extends Error {
  constructor(customerId: string) {
    super(`wallet: no customer ${customerId}`);
    this.name = 'UnknownCustomerError';
  }
}

function assertMinutes(minutes: number): void {
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`wallet: minutes must be a non-negative whole number, got ${minutes}`);
  }
}

export function createWalletService(deps: { clock: Clock }) {
  const { clock } = deps;

  async function post<Reason extends LedgerReason>(
    trx: Transaction<DB>,
    customerId: string,
    entry: WalletEntry<Reason>,
    delta: number,
    balanceBefore: number | null,
  ): Promise<PostedEntry<Reason>> {
    if (delta === 0) {
      const balance = balanceBefore ?? (await repo.lockCredits(trx, customerId));
      if (balance === null) throw new UnknownCustomerError(customerId);
      return {
        reason: entry.reason,
        requested: entry.minutes,
        applied: 0,
        balanceAfter: balance,
        ledgerId: null,
      };
    }
    const balanceAfter = await repo.addToCredits(trx, customerId, delta);
    if (balanceAfter === null) throw new UnknownCustomerError(customerId);
    const ledgerId = newId();
    await repo.insertLedgerEntry(trx, {
      id: ledgerId,
      customerId,
      deltaMinutes: delta,
      balanceAfter,
      reason: entry.reason,
      purchaseId: entry.purchaseId ?? null,
      callId: entry.callId ?? null,
      paymentEventId: entry.paymentEventId ?? null,
      note: entry.note ?? null,
      createdAt: clock.now().toISOString(),
    });
    return {
      reason: entry.reason,
      requested: entry.minutes,
      applied: Math.abs(delta),
      balanceAfter,
      ledgerId,
    };
  }

  function summary<Reason extends LedgerReason>(
    entries: PostedEntry<Reason>[],
    balance: number,
  ): WalletChange<Reason> {
    return { balance, entries, total: entries.reduce((sum, entry) => sum + entry.applied, 0) };
  }

  return {
    /** Adds each entry's minutes, in order. Throws UnknownCustomerError for an unknown customer. */
    async credit(
      trx: Transaction<DB>,
      customerId: string,
      entries: readonly WalletEntry<CreditReason>[],
    ): Promise<WalletChange<CreditReason>> {
      entries.forEach((entry) => assertMinutes(entry.minutes));
      const posted: PostedEntry<CreditReason>[] = [];
      let balance: number | null = null;
      for (const entry of entries) {
        const result: PostedEntry<CreditReason> = await post(
          trx,
          customerId,
          entry,
          entry.minutes,
          balance,
        );
        balance = result.balanceAfter;
        posted.push(result);
      }
      balance ??= await repo.lockCredits(trx, customerId);
      if (balance === null) throw new UnknownCustomerError(customerId);
      return summary(posted, balance);
    },

    /**
     * Removes each entry's minutes, in order, each taking min(minutes, balance): the balance
     * never goes below zero, and `applied` (and `total`) say what was actually taken.
     */
    async debit(
      trx: Transaction<DB>,
      customerId: string,
      entries: readonly WalletEntry<DebitReason>[],
    ): Promise<WalletChange<DebitReason>> {
      entries.forEach((entry) => assertMinutes(entry.minutes));
      const locked = await repo.lockCredits(trx, customerId);
      if (locked === null) throw new UnknownCustomerError(customerId);
      let balance: number = locked;
      const posted: PostedEntry<DebitReason>[] = [];
      for (const entry of entries) {
        const taken = Math.min(entry.minutes, balance);
        const result: PostedEntry<DebitReason> = await post(
          trx,
          customerId,
          entry,
          -taken,
          balance,
        );
        balance = result.balanceAfter;
        posted.push(result);
      }
      return summary(posted, balance);
    },

    /**
     * Credits many purchases at once, in two set-based statements whatever their number (the
     * monthly cashback credits thousands of customers per transaction): each purchase the query
     * selects that has no `reason` ledger row yet adds its minutes to its customer's balance,
     * with its ledger row. At most one selected purchase per customer. Answers how many were
     * credited.
     */
    async creditPurchases(
      trx: Transaction<DB>,
      reason: CreditReason,
      purchaseIds: repo.PurchaseIds,
    ): Promise<number> {
      const credited = await repo.addPurchasesToCredits(trx, purchaseIds, reason);
      const at = clock.now().toISOString();
      const recorded = await repo.insertLedgerEntriesForPurchases(trx, purchaseIds, reason, at);
      // A customer with two selected purchases is credited once but recorded twice: refuse it
      // (the caller's transaction then rolls back) rather than let balance and ledger differ.
      if (recorded !== credited) {
        throw new Error(`wallet: ${recorded} ledger rows for ${credited} credited balances`);
      }
      return credited;
    },

    /**
     * The balance, with the customer's row locked until the transaction ends, so a decision
     * about their minutes (the phone line's reservation) cannot race another; null for an
     * unknown customer.
     */
    lockBalance: (trx: Transaction<DB>, customerId: string) => repo.lockCredits(trx, customerId),

    /**
     * How many of a purchase's minutes are still unused, spending the oldest minutes first (as
     * a refund, a reversal or a dispute may take back only those): the balance less what was
     * credited after the purchase, between 0 and `unclaimed` (what is left of the purchase to
     * take). Call with the balance locked (`lockBalance`) in the same transaction.
     */
    async unusedOfPurchase(
      trx: Transaction<DB>,
      input: { customerId: string; purchaseId: string; balance: number; unclaimed: number },
    ): Promise<number> {
      const later = await repo.creditedAfterPurchase(trx, input.customerId, input.purchaseId);
      return Math.max(0, Math.min(input.unclaimed, input.balance - Math.max(0, later)));
    },

    /**
     * A call of the customer's as billed (when it ended, the minutes it took, whether they were
     * given back already), for the operators' call credit and the satisfaction guarantee; null
     * when the call is not theirs.
     */
    billedCall: (db: Kysely<DB>, customerId: string, callId: string) =>
      repo.billedCall(db, customerId, callId),

    /** The balance and the ledger's sum, for checks; null for an unknown customer. */
    audit: (db: Kysely<DB>, customerId: string) => repo.balanceAndLedgerSum(db, customerId),

    /**
     * Every customer whose balance differs from the sum of their ledger, which must never happen
     * (`npm run admin -- ledger check`, the restore drill), and how many customers were checked.
     */
    checkLedger: (db: Kysely<DB>): Promise<LedgerCheck> => repo.balancesOffTheirLedger(db),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
