// The credit usage history (docs/product.md §2): Date, Minutes Used, Call Duration (minutes), newest
// first (the server's order). The date is when the call started, with its time, since a
// customer may call more than once a day. With `extraColumn`, a column the route gives (the
// call's rating, docs/decisions/053). With `guarantee`, a last column offers the
// satisfaction guarantee's claim for a billed call of the last 24 hours, or says what became of
// the call's claim (docs/decisions/054).
import type { UsageRow } from '#shared/api/customer.ts';
import type { Claim } from '#shared/api/guarantee.ts';
import type { ReactNode } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCallMinutes } from '../format-history.ts';
import { HistoryTable } from './history-table.tsx';

const columns = accountCopy.customer.dashboard.usageHistory;
const t = accountCopy.customerArea.dashboard.usageHistory;

const CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A last column: its heading and each call's cell. */
export interface UsageColumn {
  heading: string;
  cell: (callId: string) => ReactNode;
}

interface UsageHistoryTableProps {
  usage: UsageRow[] | undefined;
  loading: boolean;
  failed: boolean;
  guarantee?: {
    claims: readonly Claim[];
    /** The time now (ms): a call may be claimed within 24 hours of its end. */
    now: number;
    onClaim: (call: UsageRow) => void;
  };
  /**
   * A last column, given by the route (decision 053's rating: "Rate this call" or the rating):
   * its heading and each call's cell.
   */
  extraColumn?: UsageColumn | undefined;
}

/** What the guarantee shows beside a call: its claim's status, the claim button, or nothing. */
function guaranteeOf(call: UsageRow, guarantee: NonNullable<UsageHistoryTableProps['guarantee']>) {
  const claim = guarantee.claims.find((each) => each.callId === call.id);
  if (claim) return claim;
  const end = Date.parse(call.callEnd ?? call.createdAt);
  return call.minutesUsed > 0 && guarantee.now - end <= CLAIM_WINDOW_MS ? 'claimable' : null;
}

function GuaranteeCell({
  call,
  guarantee,
}: {
  call: UsageRow;
  guarantee: NonNullable<UsageHistoryTableProps['guarantee']>;
}) {
  const t = accountCopy.limits.guarantee;
  const shown = guaranteeOf(call, guarantee);
  if (shown === null) return null;
  if (shown !== 'claimable') return <>{t.status[shown.status]}</>;
  return (
    <Button variant="secondary" onClick={() => guarantee.onClaim(call)}>
      {t.claim}
    </Button>
  );
}

export function UsageHistoryTable({
  usage,
  loading,
  failed,
  guarantee: given,
  extraColumn,
}: UsageHistoryTableProps) {
  // The guarantee's column only when some call has something to show in it.
  const guarantee =
    given && (usage ?? []).some((call) => guaranteeOf(call, given) !== null) ? given : undefined;
  const rows = (usage ?? []).map((call) => (
    <tr key={call.id}>
      <td className="whitespace-nowrap">
        {formatBusinessDateTime(call.callStart ?? call.createdAt)}
      </td>
      <td className="text-right tabular-nums">{call.minutesUsed}</td>
      <td className="text-right tabular-nums">{formatCallMinutes(call.durationSeconds)}</td>
      {guarantee ? (
        <td>
          <GuaranteeCell call={call} guarantee={guarantee} />
        </td>
      ) : null}
      {extraColumn ? <td>{extraColumn.cell(call.id)}</td> : null}
    </tr>
  ));

  return (
    <HistoryTable
      title={t.heading}
      columns={[
        columns.date,
        columns.minutesUsed,
        columns.callDuration,
        ...(guarantee ? [accountCopy.limits.guarantee.column] : []),
        ...(extraColumn ? [extraColumn.heading] : []),
      ]}
      numericColumns={[1, 2]}
      loading={loading}
      failed={failed}
      empty={t.empty}
      rows={rows}
      minWidthClassName="min-w-[24rem]"
    />
  );
}
