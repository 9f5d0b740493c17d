// A healthy limit (docs/decisions/054-limits-and-guarantee.md): a customer's own monthly purchase
// limit (cents, tax included, per calendar month in Montréal time) and per-call limit (minutes).
// Lowering a limit applies at once (and drops a raise that was waiting); raising or removing one
// applies 24 hours later: the value asked for and when it applies are stored beside the one in
// force, and read as in force from then on (nothing has to run at that moment). The only file of
// this feature other features may import: payments asks `refuseOverMonthlyLimit` inside its
// order's transaction, the phone line `callMinutesLimit` inside its reservation's.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import type { CustomerLimitsRow } from '#server/db/tables/customer-limits.ts';
import { DomainError } from '#server/domain-error.ts';
import type { Limits, LimitsUpdate } from '#shared/api/limits.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { businessMonth, businessMonthRange } from '#shared/time/business-time.ts';
import * as repo from './repo.ts';

/** A raise, or a removal, waits this long. */
export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

interface OneLimit {
  value: number | null;
  pending: { value: number | null; appliesAt: string } | null;
}

/** A limit as it stands at `now`: a pending value whose time has come is the one in force. */
function standing(
  value: number | null,
  pendingValue: number | null,
  pendingAt: string | null,
  now: Date,
): OneLimit {
  if (pendingAt === null) return { value, pending: null };
  if (Date.parse(pendingAt) <= now.getTime()) return { value: pendingValue, pending: null };
  return { value, pending: { value: pendingValue, appliesAt: pendingAt } };
}

function limitsOf(row: CustomerLimitsRow | null, now: Date) {
  return {
    monthly: standing(
      row?.monthlyCents ?? null,
      row?.monthlyPendingCents ?? null,
      row?.monthlyPendingAt ?? null,
      now,
    ),
    call: standing(
      row?.callMinutes ?? null,
      row?.callPendingMinutes ?? null,
      row?.callPendingAt ?? null,
      now,
    ),
  };
}

/** Lower than: null is no limit, higher than any. */
const lowers = (next: number | null, current: number | null) =>
  next !== null && (current === null || next < current);

/** The limit after the customer asks for `next`: at once when lower, in 24 hours otherwise. */
function changed(current: OneLimit, next: number | null, now: Date): OneLimit {
  if (lowers(next, current.value)) return { value: next, pending: null };
  if (next === current.value) return { value: next, pending: null };
  return {
    value: current.value,
    pending: { value: next, appliesAt: new Date(now.getTime() + RAISE_DELAY_MS).toISOString() },
  };
}

/** The calendar month (Montréal time) `now` falls in, as ISO instants. */
function monthOf(now: Date) {
  const { start, end } = businessMonthRange(businessMonth(now));
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * Throws 403 MONTHLY_LIMIT_REACHED when an order of `totalCents` would take the customer's
 * orders of this month past their monthly limit. Call in the order's transaction, with the
 * customer's row locked, so two orders at once are counted one after the other.
 */
export async function refuseOverMonthlyLimit(
  trx: Kysely<DB>,
  input: { customerId: string; totalCents: number; now: Date },
): Promise<void> {
  const { monthly } = limitsOf(await repo.findLimits(trx, input.customerId), input.now);
  if (monthly.value === null) return;
  const ordered = await repo.orderedBetween(trx, input.customerId, monthOf(input.now));
  if (ordered + input.totalCents <= monthly.value) return;
  throw new DomainError(
    'MONTHLY_LIMIT_REACHED',
    accountCopy.limits.overMonthly(
      formatCad(monthly.value),
      formatCad(Math.max(0, monthly.value - ordered)),
    ),
  );
}

/** The customer's per-call limit in minutes at `now`, or null for none. */
export async function callMinutesLimit(
  trx: Kysely<DB>,
  customerId: string,
  now: Date,
): Promise<number | null> {
  return limitsOf(await repo.findLimits(trx, customerId), now).call.value;
}

export function createLimitsService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.kysely;

  async function view(executor: Kysely<DB>, customerId: string, now: Date): Promise<Limits> {
    const { monthly, call } = limitsOf(await repo.findLimits(executor, customerId), now);
    return {
      monthly: {
        cents: monthly.value,
        pending: monthly.pending,
        spentCents: await repo.orderedBetween(executor, customerId, monthOf(now)),
      },
      call: { minutes: call.value, pending: call.pending },
    };
  }

  return {
    /** GET /api/me/limits: the limits in force, what waits, and this month's orders. */
    view: (customerId: string): Promise<Limits> => view(db, customerId, deps.clock.now()),

    /** PUT /api/me/limits: each limit lowered at once, raised or removed in 24 hours. */
    async set(customerId: string, input: LimitsUpdate): Promise<Limits> {
      const now = deps.clock.now();
      return db.transaction().execute(async (trx) => {
        const current = limitsOf(await repo.findLimits(trx, customerId), now);
        const monthly = changed(current.monthly, input.monthlyCents, now);
        const call = changed(current.call, input.callMinutes, now);
        await repo.saveLimits(trx, {
          customerId,
          monthlyCents: monthly.value,
          monthlyPendingCents: monthly.pending?.value ?? null,
          monthlyPendingAt: monthly.pending?.appliesAt ?? null,
          callMinutes: call.value,
          callPendingMinutes: call.pending?.value ?? null,
          callPendingAt: call.pending?.appliesAt ?? null,
          updatedAt: now.toISOString(),
        });
        return view(trx, customerId, now);
      });
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
