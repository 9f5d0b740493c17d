// The owner's reports (docs/decisions/046-payout-rates-and-reports.md): read-only figures over a
// period of whole days in the business's time zone, grouped by day, week or month. The only
// file of this feature other features may import:
//
//   const reports = createReportsService({ database, payouts });
//   const sales = await reports.sales({ from: '2026-10-01', to: '2026-10-31' }, 'day');
//   reports.salesCsv(sales);   // for the tax returns
//   const pay = await reports.payouts({ from: '2026-10-01', to: '2026-10-31' });
//
// Sales are the orders completed in the period (the moment the money came in), by package and
// payment method, with their GST and QST; money given back (PayPal refunds and reversals) counts
// in the period it went back, with its share of the order's taxes, so the taxes collected net of
// refunds are what the period's tax returns declare. Payouts are each advisor's billed minutes
// times the rate in force on each call's start day, rounded to the cent once per advisor.
import type { Database } from '#server/db/database.ts';
import type { PaymentProvider } from '#server/db/tables/payment-orders.ts';
import {
  earningsTally,
  hundredthsOfCentToDecimalString,
  type Earnings,
  type EarningsTally,
  type PayoutRate,
  type PayoutsService,
} from '#server/features/payouts/service.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { divideRoundHalfUp } from '#shared/pricing/integer-division.ts';
import { centsToDecimalString } from '#shared/pricing/money.ts';
import { addDays } from '#shared/time/business-time.ts';
import { csvDocument, reportStyle } from '#server/csv.ts';
import { bucketOf, dayOfHour, periodRange, type Granularity, type Period } from './period.ts';
import * as repo from './repo.ts';

export type { Granularity, Period } from './period.ts';
/** A period's instants and buckets, for the advisors' own earnings (the same days and weeks). */
export { bucketOf, periodRange } from './period.ts';

export interface SalesFigures {
  /** Orders completed. */
  orders: number;
  /** Package prices before discounts, taxes excluded. */
  priceCents: number;
  discountCents: number;
  gstCents: number;
  qstCents: number;
  /** What customers paid: price − discount + GST + QST. */
  totalCents: number;
  /** Refunds and reversals made in the period (of orders of any period). */
  refunds: number;
  /** What went back, taxes included. */
  refundedCents: number;
  /** The GST and QST in what went back: each refund's share of its order's taxes. */
  refundedGstCents: number;
  refundedQstCents: number;
}

export interface SalesLine extends SalesFigures {
  /** The day, the week's Monday ('YYYY-MM-DD') or the month ('YYYY-MM'). */
  bucket: string;
  /** 'bundle-10' … 'bundle-80'. */
  bundleId: string;
  /** The package's name as purchases are recorded under it (English). */
  bundleName: string;
  paymentMethod: PaymentProvider;
}

export interface SalesReport {
  period: Period;
  by: Granularity;
  /** Every bucket of the period, in order (a chart's axis). */
  buckets: string[];
  /** One line per bucket, package and payment method with any sale or refund. */
  lines: SalesLine[];
  totals: SalesFigures & {
    /** GST and QST collected less those refunded: what the period's returns declare. */
    netGstCents: number;
    netQstCents: number;
    /** What customers paid less what went back. */
    netTotalCents: number;
  };
}

export interface OutstandingMinutes {
  /** Minutes held by open accounts: what is owed to customers. */
  minutes: number;
  /** Open accounts holding any. */
  customers: number;
  /** Minutes still on deleted accounts (not usable; shown apart). */
  deletedAccountMinutes: number;
  deletedAccounts: number;
}

export interface AdvisorRef {
  advisorId: string;
  name: string;
  extension: number;
}

export interface MinutesLine extends AdvisorRef {
  bucket: string;
  calls: number;
  minutes: number;
}

export interface MinutesTalkedReport {
  period: Period;
  by: Granularity;
  buckets: string[];
  /** One line per bucket and advisor who had billed calls. */
  lines: MinutesLine[];
  /** Each advisor's period, every advisor listed (zeros included). */
  advisors: (AdvisorRef & { calls: number; minutes: number })[];
  totals: { calls: number; minutes: number };
}

/** An advisor's line: their calls, then their earnings by the payouts' one formula. */
export interface AdvisorPayout extends AdvisorRef, Earnings {
  calls: number;
}

export interface PayoutsReport {
  period: Period;
  /** Advisors with billed minutes in the period. */
  advisors: AdvisorPayout[];
  totals: { calls: number; minutes: number; unratedMinutes: number; payoutCents: number };
}

export interface CouponUseReport {
  period: Period;
  coupons: {
    code: string;
    type: string;
    /** 'operator' or 'tarot' (a weekly game's prize). */
    source: string;
    uses: number;
    discountCents: number;
    bonusMinutes: number;
  }[];
  totals: { uses: number; discountCents: number; bonusMinutes: number };
}

export interface CountLine {
  bucket: string;
  count: number;
}

export interface CountReport<Line extends CountLine = CountLine> {
  period: Period;
  by: Granularity;
  /** Every bucket of the period, zeros included. */
  lines: Line[];
  total: Omit<Line, 'bucket'>;
}

export type TarotLine = CountLine & { wins: number };
export type CashbackLine = CountLine & { minutes: number };

const emptySales = (): SalesFigures => ({
  orders: 0,
  priceCents: 0,
  discountCents: 0,
  gstCents: 0,
  qstCents: 0,
  totalCents: 0,
  refunds: 0,
  refundedCents: 0,
  refundedGstCents: 0,
  refundedQstCents: 0,
});

const salesKeys = Object.keys(emptySales()) as (keyof SalesFigures)[];

function addSales(into: SalesFigures, from: Partial<SalesFigures>): void {
  for (const key of salesKeys) into[key] += from[key] ?? 0;
}

/** Every bucket of the period, in order. */
function bucketsOf(period: Period, by: Granularity): string[] {
  const buckets: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, by);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** The share of an order's tax in what went back of it, rounded half up. */
function taxShare(taxCents: number, backCents: number, totalCents: number): number {
  if (totalCents <= 0 || taxCents <= 0) return 0;
  return divideRoundHalfUp(taxCents * Math.min(backCents, totalCents), totalCents);
}

const money = centsToDecimalString;
const rateDollars = hundredthsOfCentToDecimalString;

export function createReportsService(deps: { database: Database; payouts: PayoutsService }) {
  const { payouts } = deps;
  const db = deps.database.kysely;
  const { dialect } = deps.database;

  async function advisorRefs(): Promise<Map<string, AdvisorRef>> {
    const rows = await repo.advisors(db);
    return new Map(
      rows.map((row) => [row.id, { advisorId: row.id, name: row.name, extension: row.extension }]),
    );
  }

  async function counts(
    period: Period,
    by: Granularity,
    read: (span: repo.Span) => Promise<repo.CountHour[]>,
  ) {
    const hours = await read(periodRange(period));
    const totals = new Map(bucketsOf(period, by).map((bucket) => [bucket, { count: 0, extra: 0 }]));
    for (const hour of hours) {
      const line = totals.get(bucketOf(dayOfHour(hour.hour), by));
      if (!line) continue;
      line.count += Number(hour.count);
      line.extra += Number(hour.extra);
    }
    return [...totals].map(([bucket, { count, extra }]) => ({ bucket, count, extra }));
  }

  return {
    async sales(period: Period, by: Granularity): Promise<SalesReport> {
      const span = periodRange(period);
      const [hours, returns] = await Promise.all([
        repo.salesByHour(db, dialect, span),
        repo.moneyBack(db, span),
      ]);
      const lines = new Map<string, SalesLine>();
      const lineFor = (instant: string, bundleId: string, paymentMethod: PaymentProvider) => {
        const bucket = bucketOf(dayOfHour(instant), by);
        const key = `${bucket}|${bundleId}|${paymentMethod}`;
        let line = lines.get(key);
        if (!line) {
          line = {
            bucket,
            bundleId,
            bundleName: findBundle(bundleId)?.name ?? bundleId,
            paymentMethod,
            ...emptySales(),
          };
          lines.set(key, line);
        }
        return line;
      };
      for (const hour of hours) {
        addSales(lineFor(hour.hour, hour.bundleId, hour.provider), {
          orders: Number(hour.orders),
          priceCents: Number(hour.priceCents),
          discountCents: Number(hour.discountCents),
          gstCents: Number(hour.gstCents),
          qstCents: Number(hour.qstCents),
          totalCents: Number(hour.totalCents),
        });
      }
      for (const back of returns) {
        // A reversal without an amount took back the whole capture.
        const cents = Math.min(back.amountCents ?? back.totalCents, back.totalCents);
        addSales(lineFor(back.createdAt, back.bundleId, back.provider), {
          refunds: 1,
          refundedCents: cents,
          refundedGstCents: taxShare(back.gstCents, cents, back.totalCents),
          refundedQstCents: taxShare(back.qstCents, cents, back.totalCents),
        });
      }
      const sorted = [...lines.values()].sort(
        (a, b) =>
          a.bucket.localeCompare(b.bucket) ||
          a.bundleId.localeCompare(b.bundleId) ||
          a.paymentMethod.localeCompare(b.paymentMethod),
      );
      const totals = emptySales();
      for (const line of sorted) addSales(totals, line);
      return {
        period,
        by,
        buckets: bucketsOf(period, by),
        lines: sorted,
        totals: {
          ...totals,
          netGstCents: totals.gstCents - totals.refundedGstCents,
          netQstCents: totals.qstCents - totals.refundedQstCents,
          netTotalCents: totals.totalCents - totals.refundedCents,
        },
      };
    },

    /** The sales report as CSV, one row per line and a last row of totals. */
    salesCsv(report: SalesReport): string {
      const figures = (line: SalesFigures) => [
        line.orders,
        money(line.priceCents),
        money(line.discountCents),
        money(line.priceCents - line.discountCents),
        money(line.gstCents),
        money(line.qstCents),
        money(line.totalCents),
        line.refunds,
        money(line.refundedCents),
        money(line.refundedGstCents),
        money(line.refundedQstCents),
        money(line.gstCents - line.refundedGstCents),
        money(line.qstCents - line.refundedQstCents),
      ];
      return csvDocument(
        [
          'period',
          'package',
          'payment_method',
          'orders',
          'price',
          'discount',
          'net_of_discount',
          'gst',
          'qst',
          'total_paid',
          'refunds',
          'refunded_total',
          'refunded_gst',
          'refunded_qst',
          'net_gst',
          'net_qst',
        ],
        [
          ...report.lines.map((line) => [
            line.bucket,
            line.bundleName,
            line.paymentMethod,
            ...figures(line),
          ]),
          [`${report.period.from}..${report.period.to}`, 'total', 'all', ...figures(report.totals)],
        ],
        reportStyle,
      );
    },

    /** What customers' balances hold now: the prepaid minutes owed. */
    async outstandingMinutes(): Promise<OutstandingMinutes> {
      const figures = await repo.outstanding(db);
      return {
        minutes: figures.minutes,
        customers: figures.customers,
        deletedAccountMinutes: figures.deletedMinutes,
        deletedAccounts: figures.deletedCustomers,
      };
    },

    /** Billed minutes per advisor and bucket, by each call's start. */
    async minutesTalked(period: Period, by: Granularity): Promise<MinutesTalkedReport> {
      const [hours, refs] = await Promise.all([
        repo.callsByHour(db, dialect, periodRange(period)),
        advisorRefs(),
      ]);
      const lines = new Map<string, MinutesLine>();
      const perAdvisor = new Map(
        [...refs.values()].map((ref) => [ref.advisorId, { ...ref, calls: 0, minutes: 0 }]),
      );
      const totals = { calls: 0, minutes: 0 };
      for (const hour of hours) {
        const bucket = bucketOf(dayOfHour(hour.hour), by);
        const ref = refs.get(hour.advisorId) ?? {
          advisorId: hour.advisorId,
          name: hour.advisorId,
          extension: 0,
        };
        const key = `${bucket}|${hour.advisorId}`;
        const line = lines.get(key) ?? { ...ref, bucket, calls: 0, minutes: 0 };
        lines.set(key, line);
        const advisor = perAdvisor.get(hour.advisorId) ?? { ...ref, calls: 0, minutes: 0 };
        perAdvisor.set(hour.advisorId, advisor);
        for (const into of [line, advisor, totals]) {
          into.calls += Number(hour.calls);
          into.minutes += Number(hour.minutes);
        }
      }
      return {
        period,
        by,
        buckets: bucketsOf(period, by),
        lines: [...lines.values()].sort(
          (a, b) => a.bucket.localeCompare(b.bucket) || a.extension - b.extension,
        ),
        advisors: [...perAdvisor.values()].sort((a, b) => a.extension - b.extension),
        totals,
      };
    },

    /** What each advisor earned: billed minutes × the rate in force on each call's start day. */
    async payouts(period: Period): Promise<PayoutsReport> {
      const [hours, refs] = await Promise.all([
        repo.callsByHour(db, dialect, periodRange(period)),
        advisorRefs(),
      ]);
      const rates = await payouts.ratesUpTo([...new Set(hours.map((h) => h.advisorId))], period.to);
      const ratesOf = new Map<string, PayoutRate[]>();
      for (const rate of rates) {
        ratesOf.set(rate.advisorId, [...(ratesOf.get(rate.advisorId) ?? []), rate]);
      }
      const advisors = new Map<string, AdvisorRef & { calls: number; tally: EarningsTally }>();
      for (const hour of hours) {
        const ref = refs.get(hour.advisorId) ?? {
          advisorId: hour.advisorId,
          name: hour.advisorId,
          extension: 0,
        };
        const advisor = advisors.get(hour.advisorId) ?? {
          ...ref,
          calls: 0,
          tally: earningsTally(ratesOf.get(hour.advisorId) ?? []),
        };
        advisors.set(hour.advisorId, advisor);
        advisor.calls += Number(hour.calls);
        advisor.tally.add(dayOfHour(hour.hour), Number(hour.minutes));
      }
      const totals = { calls: 0, minutes: 0, unratedMinutes: 0, payoutCents: 0 };
      const list: AdvisorPayout[] = [...advisors.values()]
        .sort((a, b) => a.extension - b.extension)
        .map(({ tally, ...advisor }) => {
          const payout = { ...advisor, ...tally.earnings() };
          totals.calls += payout.calls;
          totals.minutes += payout.minutes;
          totals.unratedMinutes += payout.unratedMinutes;
          totals.payoutCents += payout.payoutCents;
          return payout;
        });
      return { period, advisors: list, totals };
    },

    /** The payout report as CSV: one row per advisor and rate, then each advisor's total. */
    payoutsCsv(report: PayoutsReport): string {
      const period = `${report.period.from}..${report.period.to}`;
      const rows = report.advisors.flatMap((advisor) => [
        ...advisor.atRates.map((line) => [
          period,
          advisor.extension,
          advisor.name,
          line.appliesFrom,
          rateDollars(line.perMinuteHundredthsOfCent),
          line.minutes,
          '',
        ]),
        ...(advisor.unratedMinutes > 0
          ? [[period, advisor.extension, advisor.name, 'no rate', '', advisor.unratedMinutes, '']]
          : []),
        [
          period,
          advisor.extension,
          advisor.name,
          'total',
          '',
          advisor.minutes,
          money(advisor.payoutCents),
        ],
      ]);
      return csvDocument(
        ['period', 'extension', 'advisor', 'rate_from', 'rate_per_minute', 'minutes', 'payout'],
        [
          ...rows,
          [
            period,
            '',
            'all advisors',
            'total',
            '',
            report.totals.minutes,
            money(report.totals.payoutCents),
          ],
        ],
        reportStyle,
      );
    },

    /** Coupons used on orders completed in the period. */
    async couponUse(period: Period): Promise<CouponUseReport> {
      const rows = await repo.couponUses(db, periodRange(period));
      const coupons = rows.map((row) => ({
        code: row.code,
        type: row.type,
        source: row.source,
        uses: Number(row.uses),
        discountCents: Number(row.discountCents),
        bonusMinutes: Number(row.bonusMinutes),
      }));
      const totals = { uses: 0, discountCents: 0, bonusMinutes: 0 };
      for (const coupon of coupons) {
        totals.uses += coupon.uses;
        totals.discountCents += coupon.discountCents;
        totals.bonusMinutes += coupon.bonusMinutes;
      }
      return { period, coupons, totals };
    },

    /** Weekly tarot game plays and wins. */
    async tarotPlays(period: Period, by: Granularity): Promise<CountReport<TarotLine>> {
      const rows = await counts(period, by, (span) => repo.tarotPlaysByHour(db, dialect, span));
      const lines = rows.map(({ bucket, count, extra }) => ({ bucket, count, wins: extra }));
      return {
        period,
        by,
        lines,
        total: {
          count: lines.reduce((sum, line) => sum + line.count, 0),
          wins: lines.reduce((sum, line) => sum + line.wins, 0),
        },
      };
    },

    /** Monthly cashback grants made in the period, and their minutes. */
    async cashbackGranted(period: Period, by: Granularity): Promise<CountReport<CashbackLine>> {
      const rows = await counts(period, by, (span) => repo.cashbackByHour(db, dialect, span));
      const lines = rows.map(({ bucket, count, extra }) => ({ bucket, count, minutes: extra }));
      return {
        period,
        by,
        lines,
        total: {
          count: lines.reduce((sum, line) => sum + line.count, 0),
          minutes: lines.reduce((sum, line) => sum + line.minutes, 0),
        },
      };
    },

    /** Accounts opened in the period. */
    async newCustomers(period: Period, by: Granularity): Promise<CountReport> {
      const rows = await counts(period, by, (span) => repo.newCustomersByHour(db, dialect, span));
      const lines = rows.map(({ bucket, count }) => ({ bucket, count }));
      return {
        period,
        by,
        lines,
        total: { count: lines.reduce((sum, line) => sum + line.count, 0) },
      };
    },
  };
}
