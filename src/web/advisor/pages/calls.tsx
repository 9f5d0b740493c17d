// "My calls": the advisor's calls newest first, a page at a time, and their totals by day, week
// or month over a period they choose (this month by default). Earnings are the server's, at the
// rate in force on each call's day; a day with no rate says its minutes are unpaid.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Granularity } from '#shared/api/admin/reports.ts';
import { granularities, MAX_REPORT_DAYS } from '#shared/api/admin/reports.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { addDays, businessDate } from '#shared/time/business-time.ts';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  CallRow,
  CallsHead,
  LoadFailed,
  Loading,
  ScrollingTable,
} from '../components/earnings-parts.tsx';
import { fetchCalls, fetchTotals } from '../lib/earnings-api.ts';
import { PageTitle } from './page-title.tsx';

function CallHistory() {
  const texts = advisorAppCopy.earnings.calls;
  const [page, setPage] = useState(1);
  const calls = useQuery({
    queryKey: ['advisor', 'calls', page],
    queryFn: ({ signal }) => fetchCalls(page, signal),
  });
  if (calls.isPending) return <Loading />;
  if (calls.isError) return <LoadFailed retry={() => void calls.refetch()} />;
  const { total, pageSize } = calls.data;
  if (total === 0) return <p>{texts.empty}</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="flex flex-col gap-3">
      <ScrollingTable caption={texts.caption}>
        <CallsHead />
        <tbody>
          {calls.data.calls.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </tbody>
      </ScrollingTable>
      <PageNav
        page={page}
        pages={pages}
        onPage={setPage}
        label={texts.pageOf(page, pages)}
        newer={texts.newer}
        older={texts.older}
        position={texts.pageOf(page, pages)}
      />
    </section>
  );
}

function bucketName(bucket: string, by: Granularity): string {
  const texts = advisorAppCopy.earnings.totals;
  if (by === 'day') return formatCalendarDate(bucket);
  if (by === 'week') return texts.weekOf(formatCalendarDate(bucket));
  const [year, month] = bucket.split('-').map(Number) as [number, number];
  const last = addDays(
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
    -1,
  );
  return `${formatCalendarDate(`${bucket}-01`)} – ${formatCalendarDate(last)}`;
}

function Totals() {
  const texts = advisorAppCopy.earnings.totals;
  const today = businessDate(new Date());
  const [form, setForm] = useState({
    from: `${today.slice(0, 7)}-01`,
    to: today,
    by: 'day' as Granularity,
  });
  const [asked, setAsked] = useState(form);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const totals = useQuery({
    queryKey: ['advisor', 'totals', asked],
    queryFn: ({ signal }) => fetchTotals(asked, signal),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's limits (a period runs forward, a year and a day at most), said in the field
    // rather than as a failed load. A browser without a date picker shows a text field.
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const found: typeof errors = {};
    if (!day.test(form.from)) found.from = texts.dayFormat;
    if (!day.test(form.to)) found.to = texts.dayFormat;
    else if (!found.from && form.to < form.from) found.to = texts.endsBeforeStart;
    else if (!found.from && addDays(form.from, MAX_REPORT_DAYS - 1) < form.to) {
      found.to = texts.tooLong(MAX_REPORT_DAYS);
    }
    setErrors(found);
    if (found.from || found.to) {
      document.getElementById(found.from ? 'totals-from' : 'totals-to')?.focus();
      return;
    }
    setAsked(form);
  }
  return (
    <section aria-labelledby="totals-title" className="flex flex-col gap-3">
      <h2 id="totals-title" className="font-display text-xl font-semibold">
        {texts.title}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          id="totals-from"
          label={texts.from}
          type="date"
          value={form.from}
          onValueChange={(from) => setForm({ ...form, from })}
          error={errors.from}
          required
        />
        <TextField
          id="totals-to"
          label={texts.to}
          type="date"
          value={form.to}
          onValueChange={(to) => setForm({ ...form, to })}
          error={errors.to}
          required
        />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-semibold">{texts.by}</legend>
          {granularities.map((by) => (
            <label key={by} className="flex items-center gap-2">
              <input
                type="radio"
                name="by"
                value={by}
                checked={form.by === by}
                onChange={() => setForm({ ...form, by })}
              />
              {texts[by]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="secondary" className="self-start">
          {texts.show}
        </Button>
      </form>
      {totals.isPending ? <Loading /> : null}
      {totals.isError ? <LoadFailed retry={() => void totals.refetch()} /> : null}
      {totals.data ? (
        <div aria-live="polite" className="flex flex-col gap-2">
          <ScrollingTable caption={texts.caption}>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3">
                  {texts.bucket}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {texts.calls}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {advisorAppCopy.earnings.columns.minutes}
                </th>
                <th scope="col" className="py-2">
                  {advisorAppCopy.earnings.columns.earnings}
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.data.lines.map((line) => (
                <tr key={line.bucket} className="border-b border-line">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {bucketName(line.bucket, totals.data.by)}
                  </th>
                  <td className="py-2 pr-3">{line.calls}</td>
                  <td className="py-2 pr-3">{line.minutes}</td>
                  <td className="py-2">{formatCad(line.payoutCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3">
                  {texts.whole}
                </th>
                <td className="py-2 pr-3">{totals.data.totals.calls}</td>
                <td className="py-2 pr-3">{totals.data.totals.minutes}</td>
                <td className="py-2">{formatCad(totals.data.totals.payoutCents)}</td>
              </tr>
            </tfoot>
          </ScrollingTable>
          {totals.data.totals.unratedMinutes > 0 ? (
            <p>{texts.unpaid(totals.data.totals.unratedMinutes)}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export function CallsPage() {
  return (
    <>
      <PageTitle>{advisorAppCopy.earnings.calls.title}</PageTitle>
      <CallHistory />
      <Totals />
    </>
  );
}
