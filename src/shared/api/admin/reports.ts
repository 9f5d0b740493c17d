// The owner's reports (docs/decisions/046): read-only figures over a period of whole days in the
// business's time zone, each day, week (Monday to Sunday) or month. Under /api/admin, owners only
// (they show the business's money):
//   GET /api/admin/reports/sales?from=&to=&by=            → 200 SalesReportView
//   GET /api/admin/reports/sales.csv?from=&to=&by=        → text/csv attachment (the tax returns)
//   GET /api/admin/reports/outstanding-minutes            → 200 OutstandingMinutesView
//   GET /api/admin/reports/minutes-talked?from=&to=&by=   → 200 MinutesTalkedView
//   GET /api/admin/reports/payouts?from=&to=              → 200 PayoutsView
//   GET /api/admin/reports/payouts.csv?from=&to=          → text/csv attachment
//   GET /api/admin/reports/coupons?from=&to=              → 200 CouponUseView
//   GET /api/admin/reports/tarot?from=&to=&by=            → 200 TarotPlaysView
//   GET /api/admin/reports/cashback?from=&to=&by=         → 200 CashbackView
//   GET /api/admin/reports/new-customers?from=&to=&by=    → 200 NewCustomersView
// Amounts are integer cents; days are 'YYYY-MM-DD', weeks their Monday, months 'YYYY-MM'.
import * as z from 'zod/mini';
import { paymentMethods } from '#shared/api/payment-methods.ts';

export const granularities = ['day', 'week', 'month'] as const;
export type Granularity = (typeof granularities)[number];

/** A year and a day: a year's report, leap years included (the service holds the same limit). */
export const MAX_REPORT_DAYS = 366;

const DaySchema = z.iso.date();

/** ?from=&to=: the first and last days, both included. Nothing else is accepted. */
export const PeriodQuerySchema = z.strictObject({ from: DaySchema, to: DaySchema });
export type PeriodQuery = z.infer<typeof PeriodQuerySchema>;

/** ?from=&to=&by=: the period and its buckets. */
export const GroupedPeriodQuerySchema = z.strictObject({
  from: DaySchema,
  to: DaySchema,
  by: z.enum(granularities),
});
export type GroupedPeriodQuery = z.infer<typeof GroupedPeriodQuerySchema>;

/** The outstanding minutes take no parameters. */
export const NoQuerySchema = z.strictObject({});

const count = z.int();
const PeriodSchema = z.object({ from: z.string(), to: z.string() });

const SalesFiguresShape = {
  orders: count,
  priceCents: count,
  discountCents: count,
  gstCents: count,
  qstCents: count,
  totalCents: count,
  refunds: count,
  refundedCents: count,
  refundedGstCents: count,
  refundedQstCents: count,
};

export const SalesReportViewSchema = z.object({
  period: PeriodSchema,
  by: z.enum(granularities),
  buckets: z.array(z.string()),
  lines: z.array(
    z.object({
      ...SalesFiguresShape,
      bucket: z.string(),
      bundleId: z.string(),
      bundleName: z.string(),
      paymentMethod: z.enum(paymentMethods),
    }),
  ),
  totals: z.object({
    ...SalesFiguresShape,
    netGstCents: count,
    netQstCents: count,
    netTotalCents: count,
  }),
});
export type SalesReportView = z.infer<typeof SalesReportViewSchema>;

export const OutstandingMinutesViewSchema = z.object({
  minutes: count,
  customers: count,
  deletedAccountMinutes: count,
  deletedAccounts: count,
});
export type OutstandingMinutesView = z.infer<typeof OutstandingMinutesViewSchema>;

const AdvisorRefShape = { advisorId: z.string(), name: z.string(), extension: count };

export const MinutesTalkedViewSchema = z.object({
  period: PeriodSchema,
  by: z.enum(granularities),
  buckets: z.array(z.string()),
  lines: z.array(
    z.object({ ...AdvisorRefShape, bucket: z.string(), calls: count, minutes: count }),
  ),
  advisors: z.array(z.object({ ...AdvisorRefShape, calls: count, minutes: count })),
  totals: z.object({ calls: count, minutes: count }),
});
export type MinutesTalkedView = z.infer<typeof MinutesTalkedViewSchema>;

export const PayoutsViewSchema = z.object({
  period: PeriodSchema,
  advisors: z.array(
    z.object({
      ...AdvisorRefShape,
      calls: count,
      minutes: count,
      atRates: z.array(
        z.object({
          perMinuteHundredthsOfCent: count,
          appliesFrom: z.string(),
          minutes: count,
          amountHundredthsOfCent: count,
        }),
      ),
      unratedMinutes: count,
      payoutCents: count,
    }),
  ),
  totals: z.object({ calls: count, minutes: count, unratedMinutes: count, payoutCents: count }),
});
export type PayoutsView = z.infer<typeof PayoutsViewSchema>;

export const CouponUseViewSchema = z.object({
  period: PeriodSchema,
  coupons: z.array(
    z.object({
      code: z.string(),
      type: z.string(),
      source: z.string(),
      uses: count,
      discountCents: count,
      bonusMinutes: count,
    }),
  ),
  totals: z.object({ uses: count, discountCents: count, bonusMinutes: count }),
});
export type CouponUseView = z.infer<typeof CouponUseViewSchema>;

/** A count per bucket, every bucket of the period listed (zeros included), and the total. */
function countReport<Extra extends Record<string, typeof count>>(extra: Extra) {
  return z.object({
    period: PeriodSchema,
    by: z.enum(granularities),
    lines: z.array(z.object({ bucket: z.string(), count, ...extra })),
    total: z.object({ count, ...extra }),
  });
}

export const TarotPlaysViewSchema = countReport({ wins: count });
export type TarotPlaysView = z.infer<typeof TarotPlaysViewSchema>;

export const CashbackViewSchema = countReport({ minutes: count });
export type CashbackView = z.infer<typeof CashbackViewSchema>;

export const NewCustomersViewSchema = countReport({});
export type NewCustomersView = z.infer<typeof NewCustomersViewSchema>;
