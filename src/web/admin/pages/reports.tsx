// /admin/reports (owners): the period picker, then each report of the period (sales with the
// GST and QST to remit, the prepaid minutes owed, minutes talked, payouts, coupons, tarot,
// cashback, new customers). The period lives in the address. This module, and recharts with it,
// loads only when the page is opened (router.tsx), so the back office's first view is unchanged.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { GroupedPeriodQuery } from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { PageTitle } from '../components/page-states.tsx';
import { useOperator } from '../lib/operator-session.ts';
import { periodFromSearch, today } from '../reports/period.ts';
import { PeriodPicker } from '../reports/period-picker.tsx';
import {
  CashbackSection,
  CouponsSection,
  MinutesTalkedSection,
  NewCustomersSection,
  OutstandingSection,
  PayoutsSection,
  SalesSection,
  TarotSection,
} from '../reports/sections.tsx';

const texts = adminCopy.reports;

export function Component() {
  const operator = useOperator();
  const [search, setSearch] = useSearchParams();
  const { period, invalid } = periodFromSearch(search, today());
  const summary = useRef<HTMLParagraphElement>(null);
  const applied = useRef(false);
  const periodKey = `${period.from}|${period.to}|${period.by}`;

  // After the operator applies a period, focus goes to the line saying which one is shown.
  useEffect(() => {
    if (!applied.current) return;
    applied.current = false;
    summary.current?.focus();
  }, [periodKey]);

  function apply(next: GroupedPeriodQuery) {
    applied.current = true;
    setSearch({ from: next.from, to: next.to, by: next.by });
    if (`${next.from}|${next.to}|${next.by}` === periodKey) summary.current?.focus();
  }

  // Support reaching this address by hand: the reports show the business's money, owners only.
  if (operator.data?.role !== 'owner') {
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        <p>{adminCopy.operators.forbidden}</p>
      </>
    );
  }

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-10">
        <div className="flex flex-col gap-4">
          {invalid ? (
            <p role="alert" className="font-semibold text-danger">
              {texts.period.badAddress}
            </p>
          ) : null}
          <PeriodPicker key={periodKey} period={period} onApply={apply} />
          <p
            ref={summary}
            tabIndex={-1}
            aria-live="polite"
            className="text-lg font-semibold text-ink outline-none"
          >
            {texts.period.showing(formatCalendarDate(period.from), formatCalendarDate(period.to))}
          </p>
        </div>
        <SalesSection period={period} />
        <OutstandingSection />
        <MinutesTalkedSection period={period} />
        <PayoutsSection period={period} />
        <CouponsSection period={period} />
        <TarotSection period={period} />
        <CashbackSection period={period} />
        <NewCustomersSection period={period} />
      </div>
    </>
  );
}
