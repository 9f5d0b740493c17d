// The advisors' calls and earnings (docs/decisions/048, "History and earnings"), under
// /api/advisor, each behind an advisor session and only ever of the signed-in advisor:
//   GET /api/advisor/calls?page=                  → 200 AdvisorCallsPage (newest first)
//   GET /api/advisor/earnings?from=&to=&by=       → 200 AdvisorEarningsView (day, week or month)
//   GET /api/advisor/statement?month=YYYY-MM      → 200 AdvisorStatement
//   GET /api/advisor/statement.csv?month=YYYY-MM  → text/csv attachment
// A call shows the caller's first name only, never their number or email. Earnings are billed
// minutes at the payout rate in force on the call's business day (decision 046), by the same
// code as the owners' payout report: a call's in exact hundredths of a cent, a total rounded to
// the cent once. Minutes of a day no rate applied to are unpaid (`unratedMinutes`, null
// earnings), as the report says.
import * as z from 'zod/mini';
import { granularities } from '#shared/api/admin/reports.ts';

/** A page of the call history. */
export const ADVISOR_CALLS_PAGE_SIZE = 20;

export const AdvisorCallsQuerySchema = z.strictObject({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
});

const DaySchema = z.iso.date();

export const AdvisorEarningsQuerySchema = z.strictObject({
  from: DaySchema,
  to: DaySchema,
  by: z.enum(granularities),
});

export const AdvisorStatementQuerySchema = z.strictObject({
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
});

const count = z.int();

export const AdvisorCallLineSchema = z.object({
  id: z.string(),
  /** When the advisor picked up (ISO). */
  startedAt: z.string(),
  callerFirstName: z.string(),
  durationSeconds: count,
  minutesBilled: count,
  /** The rate in force on the call's business day; null: none yet, the minutes are unpaid. */
  perMinuteHundredthsOfCent: z.nullable(count),
  /** minutes × rate, exact; null with no rate. */
  earnedHundredthsOfCent: z.nullable(count),
});
export type AdvisorCallLine = z.infer<typeof AdvisorCallLineSchema>;

export const AdvisorCallsPageSchema = z.object({
  calls: z.array(AdvisorCallLineSchema),
  page: count,
  pageSize: count,
  total: count,
});
export type AdvisorCallsPage = z.infer<typeof AdvisorCallsPageSchema>;

const TotalsShape = {
  calls: count,
  minutes: count,
  /** Minutes of days with no rate: unpaid. */
  unratedMinutes: count,
  /** Rounded half up to the cent once, on this total. */
  payoutCents: count,
};

export const AdvisorEarningsViewSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  by: z.enum(granularities),
  /** Every day, week (its Monday) or month ('YYYY-MM') of the period, zeros included. */
  lines: z.array(z.object({ bucket: z.string(), ...TotalsShape })),
  totals: z.object(TotalsShape),
});
export type AdvisorEarningsView = z.infer<typeof AdvisorEarningsViewSchema>;

export const AdvisorStatementSchema = z.object({
  advisor: z.object({ name: z.string(), extension: count }),
  month: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  /** The month's calls, the first first. */
  calls: z.array(AdvisorCallLineSchema),
  totals: z.object({
    ...TotalsShape,
    atRates: z.array(
      z.object({
        perMinuteHundredthsOfCent: count,
        appliesFrom: z.string(),
        minutes: count,
        amountHundredthsOfCent: count,
      }),
    ),
  }),
});
export type AdvisorStatement = z.infer<typeof AdvisorStatementSchema>;
