// The scheduled jobs (docs/decisions/015-scheduled-jobs.md): what each
// does, and which slot is due at a given moment. A slot is what one run is for — last month for
// the cashback, next week for the tarot game, this hour or day for the clean-ups, five minutes
// for ending unpaid orders — so each is run once per slot across every instance (claims.ts),
// and every job may safely run again.
import type { CashbackService } from '#server/features/cashback/service.ts';
import type { HousekeepingService } from '#server/features/housekeeping/service.ts';
import type { PaymentsService } from '#server/features/payments/service.ts';
import type { ReviewsService } from '#server/features/reviews/service.ts';
import {
  addDays,
  businessDate,
  businessMonth,
  businessWeek,
  previousMonth,
  zonedParts,
} from '#shared/time/business-time.ts';

export const jobNames = [
  'monthly-cashback',
  'weekly-tarot-game',
  'remove-expired',
  'anonymise-deleted-accounts',
  'expire-unpaid-orders',
  'review-invitations',
] as const;
export type JobName = (typeof jobNames)[number];

export interface JobDefinition {
  name: JobName;
  summary: string;
  /** What the slot is, for the operator (`--month` for the cashback). */
  slotLabel: string;
  /** The slot due at `now`. */
  dueSlot(now: Date): string;
  /** Runs the job for `slot`; answers a one-line account of what it did. */
  run(slot: string): Promise<string>;
}

export interface JobDeps {
  cashback: CashbackService;
  housekeeping: HousekeepingService;
  /** Creates a business week's game if it is missing (the tarot feature). */
  tarot: { ensureGame(weekStart: string): Promise<unknown> };
  payments: Pick<PaymentsService, 'expireUnpaidOrders'>;
  reviews: Pick<ReviewsService, 'inviteForDay'>;
}

/**
 * How often unpaid orders are reviewed: a coupon held by an abandoned order is free at most this
 * long (and the scheduler's minute) after the order's 30 minutes.
 */
export const UNPAID_ORDERS_EVERY_MS = 5 * 60_000;

export function createJobs(deps: JobDeps): readonly JobDefinition[] {
  return [
    {
      name: 'monthly-cashback',
      summary: "Grants last month's cashback minutes (docs/product.md §10.5), once per customer.",
      slotLabel: 'month (YYYY-MM)',
      // From the 1st (business time), last month is due.
      dueSlot: (now) => previousMonth(businessMonth(now)),
      async run(month) {
        const run = await deps.cashback.grant(month);
        return `${month}: ${run.granted} customers granted ${run.minutes} minutes; ${run.alreadyGranted} had it already`;
      },
    },
    {
      name: 'weekly-tarot-game',
      summary: "Creates this week's and next week's tarot games if they are missing.",
      slotLabel: "next week's Monday (YYYY-MM-DD)",
      dueSlot: (now) => addDays(businessWeek(now).start, 7),
      async run(nextMonday) {
        await deps.tarot.ensureGame(addDays(nextMonday, -7));
        await deps.tarot.ensureGame(nextMonday);
        return `games of the weeks of ${addDays(nextMonday, -7)} and ${nextMonday} are there`;
      },
    },
    {
      name: 'remove-expired',
      summary:
        'Removes expired sessions (customers’ and operators’) and codes, closed rate-limit windows, messages older than 90 days, forgotten wrong-password streaks, the checks of calls long over and applications declined six months ago.',
      slotLabel: 'hour (YYYY-MM-DDTHH)',
      dueSlot: (now) => `${businessDate(now)}T${String(zonedParts(now).hour).padStart(2, '0')}`,
      async run() {
        const removed = await deps.housekeeping.removeExpired();
        return `removed ${removed.sessions} sessions, ${removed.operatorSessions} operator sessions, ${removed.codes} codes, ${removed.rateWindows} rate-limit windows, ${removed.messages} messages, ${removed.passwordStreaks} wrong-password streaks, ${removed.callerChecks} caller checks, ${removed.declinedApplications} declined applications`;
      },
    },
    {
      name: 'anonymise-deleted-accounts',
      summary: 'Anonymises accounts deleted more than 30 days ago (docs/product.md §10.14).',
      slotLabel: 'day (YYYY-MM-DD)',
      dueSlot: (now) => businessDate(now),
      async run() {
        const { anonymised } = await deps.housekeeping.anonymiseDeletedAccounts();
        return `anonymised ${anonymised} accounts`;
      },
    },
    {
      name: 'expire-unpaid-orders',
      summary:
        'Ends orders still unpaid after 30 minutes, freeing their coupons; paid ones are credited (decision 025).',
      // In UTC: a business-time slot would skip the hour that daylight saving repeats.
      slotLabel: 'five minutes, in UTC (YYYY-MM-DDTHH:MMZ)',
      dueSlot: (now) => {
        const start = Math.floor(now.getTime() / UNPAID_ORDERS_EVERY_MS) * UNPAID_ORDERS_EVERY_MS;
        return `${new Date(start).toISOString().slice(0, 16)}Z`;
      },
      async run() {
        const done = await deps.payments.expireUnpaidOrders();
        return `reviewed ${done.reviewed} unpaid orders: ${done.expired} expired, ${done.completed} completed, ${done.failed} failed, ${done.kept} left open, ${done.confirmed} cancels confirmed unpaid`;
      },
    },
    {
      name: 'review-invitations',
      summary:
        'Emails each customer once, the day after a call of at least 3 billed minutes, to rate it (decision 053).',
      slotLabel: 'day (YYYY-MM-DD), inviting for the day before',
      dueSlot: (now) => businessDate(now),
      async run(day) {
        const { queued } = await deps.reviews.inviteForDay(addDays(day, -1));
        return `${addDays(day, -1)}: queued ${queued} invitations to rate a call`;
      },
    },
  ];
}
