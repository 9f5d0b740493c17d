// The reports page's sections, each a titled <section> with its loading and error states: the
// figures as the API gave them, through the one money formatter (formatCad) and the operator's
// language's number format; every chart followed by a table of the same figures.
import { useId, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { GroupedPeriodQuery } from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { LoadFailed, Loading } from '../components/page-states.tsx';
import { payoutsCsvHref, reportFetchers, salesCsvHref } from '../lib/reports-api.ts';
import { StackedBarChart, type ChartRow, type ChartSeries } from './bar-chart.tsx';
import { FiguresTable } from './figures-table.tsx';
import { bucketLabel, packageLabel } from './labels.ts';

const texts = adminCopy.reports;
const n = (value: number) => texts.number(value);
const money = (cents: number) => formatCad(cents);

const downloadClassName =
  'inline-flex min-h-10 items-center self-start rounded-full border-2 border-accent px-4 text-sm font-semibold text-accent no-underline hover:bg-accent hover:text-on-accent';

function Section<Data>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      {query.isPending ? (
        <Loading label={texts.loading} />
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** Chart rows: one per bucket, each series' value (zero where it has none). */
function chartRows(
  buckets: string[],
  period: GroupedPeriodQuery,
  values: { bucket: string; series: string; value: number }[],
): ChartRow[] {
  const rows = new Map<string, ChartRow>(
    buckets.map((bucket) => [bucket, { label: bucketLabel(bucket, period.by) }]),
  );
  for (const { bucket, series, value } of values) {
    const row = rows.get(bucket);
    if (row) row[series] = Number(row[series] ?? 0) + value;
  }
  return [...rows.values()];
}

const keyOf = (period: GroupedPeriodQuery) => [
  'admin',
  'reports',
  period.from,
  period.to,
  period.by,
];

export function SalesSection({ period }: { period: GroupedPeriodQuery }) {
  const sales = useQuery({
    queryKey: [...keyOf(period), 'sales'],
    queryFn: ({ signal }) => reportFetchers.sales(period, signal),
  });
  const [stack, setStack] = useState<'method' | 'package'>('method');
  const columns = texts.sales.columns;
  return (
    <Section title={texts.sales.title} query={sales}>
      {(report) => {
        const seriesOf = (line: (typeof report.lines)[number]) =>
          stack === 'method' ? line.paymentMethod : line.bundleId;
        const series = new Map<string, ChartSeries>();
        for (const line of report.lines) {
          const key = seriesOf(line);
          series.set(key, {
            key,
            label:
              stack === 'method'
                ? texts.sales.paymentMethods[line.paymentMethod]
                : packageLabel(line.bundleId, line.bundleName),
          });
        }
        const t = report.totals;
        return (
          <>
            <div className="flex flex-col gap-1.5 self-start">
              <label htmlFor="sales-stack" className={labelClassName}>
                {texts.sales.stackBy}
              </label>
              <select
                id="sales-stack"
                value={stack}
                onChange={(event) => setStack(event.target.value as 'method' | 'package')}
                className={inputClassName}
              >
                <option value="method">{texts.sales.stackByMethod}</option>
                <option value="package">{texts.sales.stackByPackage}</option>
              </select>
            </div>
            {report.lines.length > 0 ? (
              <StackedBarChart
                title={texts.sales.chartTitle}
                rows={chartRows(
                  report.buckets,
                  period,
                  report.lines.map((line) => ({
                    bucket: line.bucket,
                    series: seriesOf(line),
                    value: line.totalCents / 100,
                  })),
                )}
                series={[...series.values()]}
                formatValue={(dollars) => money(Math.round(dollars * 100))}
              />
            ) : null}
            <FiguresTable
              caption={texts.sales.taxesCaption}
              columns={[
                { header: texts.sales.tax },
                { header: texts.sales.collected, numeric: true },
                { header: texts.sales.refunded, numeric: true },
                { header: texts.sales.net, numeric: true },
              ]}
              rows={[
                {
                  key: 'gst',
                  cells: [
                    texts.sales.gst,
                    money(t.gstCents),
                    money(t.refundedGstCents),
                    money(t.netGstCents),
                  ],
                },
                {
                  key: 'qst',
                  cells: [
                    texts.sales.qst,
                    money(t.qstCents),
                    money(t.refundedQstCents),
                    money(t.netQstCents),
                  ],
                },
                {
                  key: 'paid',
                  cells: [
                    texts.sales.amountPaid,
                    money(t.totalCents),
                    money(t.refundedCents),
                    money(t.netTotalCents),
                  ],
                },
              ]}
            />
            <FiguresTable
              caption={texts.sales.linesCaption}
              columns={[
                { header: texts.columns.bucket },
                { header: columns.package },
                { header: columns.method },
                { header: columns.orders, numeric: true },
                { header: columns.price, numeric: true },
                { header: columns.discount, numeric: true },
                { header: columns.gst, numeric: true },
                { header: columns.qst, numeric: true },
                { header: columns.total, numeric: true },
                { header: columns.refunds, numeric: true },
                { header: columns.refunded, numeric: true },
                { header: columns.refundedGst, numeric: true },
                { header: columns.refundedQst, numeric: true },
              ]}
              rows={report.lines.map((line) => ({
                key: `${line.bucket}|${line.bundleId}|${line.paymentMethod}`,
                cells: [
                  bucketLabel(line.bucket, period.by),
                  packageLabel(line.bundleId, line.bundleName),
                  texts.sales.paymentMethods[line.paymentMethod],
                  n(line.orders),
                  money(line.priceCents),
                  money(line.discountCents),
                  money(line.gstCents),
                  money(line.qstCents),
                  money(line.totalCents),
                  n(line.refunds),
                  money(line.refundedCents),
                  money(line.refundedGstCents),
                  money(line.refundedQstCents),
                ],
              }))}
              total={[
                '',
                '',
                n(t.orders),
                money(t.priceCents),
                money(t.discountCents),
                money(t.gstCents),
                money(t.qstCents),
                money(t.totalCents),
                n(t.refunds),
                money(t.refundedCents),
                money(t.refundedGstCents),
                money(t.refundedQstCents),
              ]}
            />
            <a href={salesCsvHref(period)} download className={downloadClassName}>
              {texts.sales.downloadCsv}
            </a>
          </>
        );
      }}
    </Section>
  );
}

export function OutstandingSection() {
  const outstanding = useQuery({
    queryKey: ['admin', 'reports', 'outstanding-minutes'],
    queryFn: ({ signal }) => reportFetchers.outstandingMinutes(signal),
  });
  const o = texts.outstanding;
  return (
    <Section title={o.title} query={outstanding}>
      {(figures) => (
        <>
          <p className="text-ink-muted">{o.intro}</p>
          <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {(
              [
                [o.minutes, figures.minutes],
                [o.customers, figures.customers],
                [o.deletedMinutes, figures.deletedAccountMinutes],
                [o.deletedAccounts, figures.deletedAccounts],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-line bg-surface p-3">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="text-2xl font-semibold text-ink">{n(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Section>
  );
}

export function MinutesTalkedSection({ period }: { period: GroupedPeriodQuery }) {
  const talked = useQuery({
    queryKey: [...keyOf(period), 'minutes-talked'],
    queryFn: ({ signal }) => reportFetchers.minutesTalked(period, signal),
  });
  const c = texts.columns;
  return (
    <Section title={texts.minutesTalked.title} query={talked}>
      {(report) => {
        const active = report.advisors.filter((advisor) => advisor.minutes > 0);
        return (
          <>
            {report.lines.length > 0 ? (
              <StackedBarChart
                title={texts.minutesTalked.chartTitle}
                rows={chartRows(
                  report.buckets,
                  period,
                  report.lines.map((line) => ({
                    bucket: line.bucket,
                    series: line.advisorId,
                    value: line.minutes,
                  })),
                )}
                series={active.map((advisor) => ({ key: advisor.advisorId, label: advisor.name }))}
                formatValue={n}
              />
            ) : null}
            <FiguresTable
              caption={texts.minutesTalked.advisorsCaption}
              columns={[
                { header: c.advisor },
                { header: c.extension, numeric: true },
                { header: c.calls, numeric: true },
                { header: c.minutes, numeric: true },
              ]}
              rows={active.map((advisor) => ({
                key: advisor.advisorId,
                cells: [advisor.name, advisor.extension, n(advisor.calls), n(advisor.minutes)],
              }))}
              total={['', n(report.totals.calls), n(report.totals.minutes)]}
            />
            <FiguresTable
              caption={texts.minutesTalked.linesCaption}
              columns={[
                { header: c.bucket },
                { header: c.advisor },
                { header: c.calls, numeric: true },
                { header: c.minutes, numeric: true },
              ]}
              rows={report.lines.map((line) => ({
                key: `${line.bucket}|${line.advisorId}`,
                cells: [
                  bucketLabel(line.bucket, period.by),
                  line.name,
                  n(line.calls),
                  n(line.minutes),
                ],
              }))}
            />
          </>
        );
      }}
    </Section>
  );
}

export function PayoutsSection({ period }: { period: GroupedPeriodQuery }) {
  const days = { from: period.from, to: period.to };
  const payouts = useQuery({
    queryKey: ['admin', 'reports', days.from, days.to, 'payouts'],
    queryFn: ({ signal }) => reportFetchers.payouts(days, signal),
  });
  const p = texts.payouts;
  const c = texts.columns;
  return (
    <Section title={p.title} query={payouts}>
      {(report) => (
        <>
          <FiguresTable
            caption={p.caption}
            columns={[
              { header: c.advisor },
              { header: c.extension, numeric: true },
              { header: c.calls, numeric: true },
              { header: c.minutes, numeric: true },
              { header: p.rates },
              { header: p.unrated, numeric: true },
              { header: p.payout, numeric: true },
            ]}
            rows={report.advisors.map((advisor) => ({
              key: advisor.advisorId,
              cells: [
                advisor.name,
                advisor.extension,
                n(advisor.calls),
                n(advisor.minutes),
                <ul key="rates">
                  {advisor.atRates.map((rate) => (
                    <li key={rate.appliesFrom}>
                      {p.atRate(
                        texts.ratePerMinute(rate.perMinuteHundredthsOfCent),
                        formatCalendarDate(rate.appliesFrom),
                        n(rate.minutes),
                      )}
                    </li>
                  ))}
                </ul>,
                n(advisor.unratedMinutes),
                money(advisor.payoutCents),
              ],
            }))}
            total={[
              '',
              n(report.totals.calls),
              n(report.totals.minutes),
              '',
              n(report.totals.unratedMinutes),
              money(report.totals.payoutCents),
            ]}
          />
          <a href={payoutsCsvHref(days)} download className={downloadClassName}>
            {p.downloadCsv}
          </a>
        </>
      )}
    </Section>
  );
}

export function CouponsSection({ period }: { period: GroupedPeriodQuery }) {
  const days = { from: period.from, to: period.to };
  const coupons = useQuery({
    queryKey: ['admin', 'reports', days.from, days.to, 'coupons'],
    queryFn: ({ signal }) => reportFetchers.coupons(days, signal),
  });
  const k = texts.coupons;
  return (
    <Section title={k.title} query={coupons}>
      {(report) => (
        <FiguresTable
          caption={k.caption}
          columns={[
            { header: k.code },
            { header: k.source },
            { header: k.uses, numeric: true },
            { header: k.discount, numeric: true },
            { header: k.bonusMinutes, numeric: true },
          ]}
          rows={report.coupons.map((coupon) => ({
            key: `${coupon.code}|${coupon.source}`,
            cells: [
              <code key="code">{coupon.code}</code>,
              k.sources[coupon.source] ?? coupon.source,
              n(coupon.uses),
              money(coupon.discountCents),
              n(coupon.bonusMinutes),
            ],
          }))}
          total={[
            '',
            n(report.totals.uses),
            money(report.totals.discountCents),
            n(report.totals.bonusMinutes),
          ]}
        />
      )}
    </Section>
  );
}

export function TarotSection({ period }: { period: GroupedPeriodQuery }) {
  const tarot = useQuery({
    queryKey: [...keyOf(period), 'tarot'],
    queryFn: ({ signal }) => reportFetchers.tarot(period, signal),
  });
  return (
    <Section title={texts.tarot.title} query={tarot}>
      {(report) => (
        <FiguresTable
          caption={texts.tarot.caption}
          columns={[
            { header: texts.columns.bucket },
            { header: texts.tarot.plays, numeric: true },
            { header: texts.tarot.wins, numeric: true },
          ]}
          rows={report.lines
            .filter((line) => line.count > 0)
            .map((line) => ({
              key: line.bucket,
              cells: [bucketLabel(line.bucket, period.by), n(line.count), n(line.wins)],
            }))}
          total={[n(report.total.count), n(report.total.wins)]}
        />
      )}
    </Section>
  );
}

export function CashbackSection({ period }: { period: GroupedPeriodQuery }) {
  const cashback = useQuery({
    queryKey: [...keyOf(period), 'cashback'],
    queryFn: ({ signal }) => reportFetchers.cashback(period, signal),
  });
  return (
    <Section title={texts.cashback.title} query={cashback}>
      {(report) => (
        <FiguresTable
          caption={texts.cashback.caption}
          columns={[
            { header: texts.columns.bucket },
            { header: texts.cashback.grants, numeric: true },
            { header: texts.cashback.minutes, numeric: true },
          ]}
          rows={report.lines
            .filter((line) => line.count > 0)
            .map((line) => ({
              key: line.bucket,
              cells: [bucketLabel(line.bucket, period.by), n(line.count), n(line.minutes)],
            }))}
          total={[n(report.total.count), n(report.total.minutes)]}
        />
      )}
    </Section>
  );
}

export function NewCustomersSection({ period }: { period: GroupedPeriodQuery }) {
  const joined = useQuery({
    queryKey: [...keyOf(period), 'new-customers'],
    queryFn: ({ signal }) => reportFetchers.newCustomers(period, signal),
  });
  const c = texts.newCustomers;
  return (
    <Section title={c.title} query={joined}>
      {(report) => (
        <>
          {report.total.count > 0 ? (
            <StackedBarChart
              title={c.chartTitle}
              rows={report.lines.map((line) => ({
                label: bucketLabel(line.bucket, period.by),
                count: line.count,
              }))}
              series={[{ key: 'count', label: c.count }]}
              formatValue={n}
            />
          ) : null}
          <FiguresTable
            caption={c.caption}
            columns={[{ header: texts.columns.bucket }, { header: c.count, numeric: true }]}
            rows={
              report.total.count > 0
                ? report.lines.map((line) => ({
                    key: line.bucket,
                    cells: [bucketLabel(line.bucket, period.by), n(line.count)],
                  }))
                : []
            }
            total={[n(report.total.count)]}
          />
        </>
      )}
    </Section>
  );
}
