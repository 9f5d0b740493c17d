// The scheduled jobs (issue "Weekly tarot game, monthly cashback, scheduled jobs"): what each
// does, and which slot is due at a given moment. A slot is what one run is for — last month for
// the cashback, next week for the tarot game, this hour or day for the clean-ups — so each is
// run once per slot across every instance (claims.ts), and every job may safely run again.
import type { CashbackService } from '#server/features/cashback/service.ts';
import type { HousekeepingService } from '#server/features/housekeeping/service.ts';
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
}

export function createJobs(deps: JobDeps): readonly JobDefinition[] {
  return [
    {
      name: 'monthly-cashback',
      summary: "Grants last month's cashback minutes (DECISIONS.md 5), once per customer.",
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
        'Removes expired sessions and codes, closed rate-limit windows and the checks of calls long over.',
      slotLabel: 'hour (YYYY-MM-DDTHH)',
      dueSlot: (now) => `${businessDate(now)}T${String(zonedParts(now).hour).padStart(2, '0')}`,
      async run() {
        const removed = await deps.housekeeping.removeExpired();
        return `removed ${removed.sessions} sessions, ${removed.codes} codes, ${removed.rateWindows} rate-limit windows, ${removed.callerChecks} caller checks`;
      },
    },
    {
      name: 'anonymise-deleted-accounts',
      summary: 'Anonymises accounts deleted more than 30 days ago (DECISIONS.md 14).',
      slotLabel: 'day (YYYY-MM-DD)',
      dueSlot: (now) => businessDate(now),
      async run() {
        const { anonymised } = await deps.housekeeping.anonymiseDeletedAccounts();
        return `anonymised ${anonymised} accounts`;
      },
    },
  ];
}
