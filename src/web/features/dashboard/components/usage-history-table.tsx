// The credit usage history (docs/product.md §2): Date, Minutes Used, Call Duration (minutes), newest
// first (the server's order). The date is when the call started, with its time, since a
// customer may call more than once a day. With `extraColumn`, a column the route gives (the
// call's rating, docs/decisions/053). With `guarantee`, a last column offers the
// satisfaction guarantee's claim for a billed call of the last 24 hours, or says what became of
// the call's claim (docs/decisions/054).
import type { UsageRow } from '#shared/api/customer.ts';
import type { Claim } from '#shared/api/guarantee.ts';
import { useId, type ReactNode } from 'react';
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
    /**
     * The call just claimed: its status, which takes the place of the button that opened the
     * claim, takes the focus when it appears, so the keyboard is not left on the page's top.
     */
    claimedCallId?: string | null;
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

const focusOnMount = (element: HTMLElement | null) => element?.focus();

function GuaranteeCell({
  call,
  guarantee,
  dateCellId,
}: {
  call: UsageRow;
  guarantee: NonNullable<UsageHistoryTableProps['guarantee']>;
  /** The row's date: every row's button has the same name, the date tells them apart. */
  dateCellId: string;
}) {
  const t = accountCopy.limits.guarantee;
  const shown = guaranteeOf(call, guarantee);
  if (shown === null) return null;
  if (shown !== 'claimable') {
    return call.id === guarantee.claimedCallId ? (
      <span ref={focusOnMount} tabIndex={-1}>
        {t.status[shown.status]}
      </span>
    ) : (
      <>{t.status[shown.status]}</>
    );
  }
  return (
    <Button
      variant="secondary"
      aria-describedby={dateCellId}
      onClick={() => guarantee.onClaim(call)}
    >
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
  const tableId = useId();
  const dateCellId = (call: UsageRow) => `${tableId}-${call.id}-date`;
  const rows = (usage ?? []).map((call) => (
    <tr key={call.id}>
      <td id={dateCellId(call)} className="whitespace-nowrap">
        {formatBusinessDateTime(call.callStart ?? call.createdAt)}
      </td>
      <td className="text-right tabular-nums">{call.minutesUsed}</td>
      <td className="text-right tabular-nums">{formatCallMinutes(call.durationSeconds)}</td>
      {guarantee ? (
        <td>
          <GuaranteeCell call={call} guarantee={guarantee} dateCellId={dateCellId(call)} />
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
