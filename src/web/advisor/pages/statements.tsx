// "Statements": the advisor picks a month and gets a printable page (their name and extension,
// the month, each call with its rate, the totals and the minutes at each rate of the month; the
// print stylesheet leaves out the app's header, navigation and this form) and the same statement
// as a CSV download. Its total is the owners' payout report's line for the advisor and month, to
// the cent (the server computes both alike).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { formatCad, formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  CallRow,
  CallsHead,
  LoadFailed,
  Loading,
  ScrollingTable,
} from '../components/earnings-parts.tsx';
import { fetchStatement, statementCsvUrl } from '../lib/earnings-api.ts';
import { PageTitle } from './page-title.tsx';

function Statement({ month }: { month: string }) {
  const texts = advisorAppCopy.earnings.statements;
  const statement = useQuery({
    queryKey: ['advisor', 'statement', month],
    queryFn: ({ signal }) => fetchStatement(month, signal),
  });
  if (statement.isPending) return <Loading />;
  if (statement.isError) return <LoadFailed retry={() => void statement.refetch()} />;
  const { advisor, period, calls, totals } = statement.data;
  const span = `${formatCalendarDate(period.from)} – ${formatCalendarDate(period.to)}`;
  return (
    <article aria-labelledby="statement-title" className="statement flex flex-col gap-3">
      <h2 id="statement-title" className="font-display text-xl font-semibold">
        {texts.heading(span)}
      </h2>
      <p>{texts.advisor(advisor.name, advisor.extension)}</p>
      <div className="no-print flex flex-wrap gap-3">
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          {texts.print}
        </Button>
        <a href={statementCsvUrl(month)} download className="self-center font-semibold">
          {texts.downloadCsv}
        </a>
      </div>
      {calls.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ScrollingTable caption={texts.caption}>
          <CallsHead />
          <tbody>
            {calls.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </tbody>
        </ScrollingTable>
      )}
      <dl className="flex flex-col gap-1">
        <dt className="font-semibold">{texts.total}</dt>
        <dd>{texts.totalCalls(totals.calls)}</dd>
        <dd>{texts.totalMinutes(totals.minutes)}</dd>
        {totals.atRates.map((line) => (
          <dd key={line.appliesFrom}>
            {texts.atRate(
              line.minutes,
              formatHundredthsOfCent(line.perMinuteHundredthsOfCent),
              formatCalendarDate(line.appliesFrom),
            )}
          </dd>
        ))}
        <dd className="text-lg font-semibold">{formatCad(totals.payoutCents)}</dd>
        {totals.unratedMinutes > 0 ? (
          <dd>{advisorAppCopy.earnings.totals.unpaid(totals.unratedMinutes)}</dd>
        ) : null}
      </dl>
    </article>
  );
}

export function StatementsPage() {
  const texts = advisorAppCopy.earnings.statements;
  const [month, setMonth] = useState(() => businessDate(new Date()).slice(0, 7));
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  function submit(event: FormEvent) {
    event.preventDefault();
    // A browser without a month picker shows a text field: say what it takes.
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month.trim())) {
      setError(texts.monthFormat);
      document.getElementById('statement-month')?.focus();
      return;
    }
    setError(undefined);
    setShown(month.trim());
  }
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate onSubmit={submit} className="no-print flex flex-col gap-3">
        <TextField
          id="statement-month"
          label={texts.month}
          type="month"
          value={month}
          onValueChange={setMonth}
          error={error}
          required
        />
        <Button type="submit" variant="secondary" className="self-start">
          {texts.show}
        </Button>
      </form>
      {shown ? <Statement month={shown} /> : null}
    </>
  );
}
