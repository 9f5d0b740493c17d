// The credit usage history (docs/product.md §2): Date, Minutes Used, Call Duration (minutes), newest
// first (the server's order). The date is when the call started, with its time, since a
// customer may call more than once a day.
import type { UsageRow } from '#shared/api/customer.ts';
import type { ReactNode } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCallMinutes } from '../format-history.ts';
import { HistoryTable } from './history-table.tsx';

const columns = copy.customer.dashboard.usageHistory;
const t = copy.customerArea.dashboard.usageHistory;

/** A last column: its heading and each call's cell. */
export interface UsageColumn {
  heading: string;
  cell: (callId: string) => ReactNode;
}

interface UsageHistoryTableProps {
  usage: UsageRow[] | undefined;
  loading: boolean;
  failed: boolean;
  /**
   * A last column, given by the route (decision 053's rating: "Rate this call" or the rating):
   * its heading and each call's cell.
   */
  extraColumn?: UsageColumn | undefined;
}

export function UsageHistoryTable({ usage, loading, failed, extraColumn }: UsageHistoryTableProps) {
  const rows = (usage ?? []).map((call) => (
    <tr key={call.id}>
      <td className="whitespace-nowrap">
        {formatBusinessDateTime(call.callStart ?? call.createdAt)}
      </td>
      <td className="text-right tabular-nums">{call.minutesUsed}</td>
      <td className="text-right tabular-nums">{formatCallMinutes(call.durationSeconds)}</td>
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
