// Pieces the calls and statements pages share: a call's row (its earnings and the rate in force
// on its day, which a month with a rate change needs to be checked), the loading and error
// states, every figure through the shared formatters.
import type { ReactNode } from 'react';
import type { AdvisorCallLine } from '#shared/api/advisor/earnings.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

const texts = () => advisorAppCopy.earnings;

export function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <Spinner /> {texts().loading}
    </p>
  );
}

export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <FormAlert>
      <p>{texts().loadFailed}</p>
      <Button size="sm" variant="secondary" onClick={retry} className="self-start">
        {texts().retry}
      </Button>
    </FormAlert>
  );
}

/** A table that scrolls sideways on a narrow phone, in a region the keyboard can scroll. */
export function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ScrollRegion label={caption} className="earnings-table">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}

export function CallsHead() {
  const columns = texts().columns;
  return (
    <thead>
      <tr className="border-b border-line">
        <th scope="col" className="py-2 pr-3">
          {columns.date}
        </th>
        <th scope="col" className="py-2 pr-3">
          {columns.caller}
        </th>
        <th scope="col" className="py-2 pr-3">
          {columns.duration}
        </th>
        <th scope="col" className="py-2 pr-3">
          {columns.minutes}
        </th>
        <th scope="col" className="py-2 pr-3">
          {columns.rate}
        </th>
        <th scope="col" className="py-2">
          {columns.earnings}
        </th>
      </tr>
    </thead>
  );
}

export function CallRow({ call }: { call: AdvisorCallLine }) {
  return (
    <tr className="border-b border-line">
      <td className="py-2 pr-3">{formatBusinessDateTime(call.startedAt)}</td>
      <td className="py-2 pr-3">{call.callerFirstName}</td>
      <td className="py-2 pr-3">{advisorAppCopy.call.duration(call.durationSeconds)}</td>
      <td className="py-2 pr-3">{call.minutesBilled}</td>
      <td className="py-2 pr-3">
        {call.perMinuteHundredthsOfCent === null
          ? texts().noRateShort
          : texts().perMinute(formatHundredthsOfCent(call.perMinuteHundredthsOfCent))}
      </td>
      <td className="py-2">
        {call.earnedHundredthsOfCent === null
          ? texts().noRate
          : formatHundredthsOfCent(call.earnedHundredthsOfCent)}
      </td>
    </tr>
  );
}
