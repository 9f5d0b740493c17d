// The credit usage history (docs/product.md §2): Date, Minutes Used, Call Duration (minutes), newest
// first (the server's order). The date is when the call started, with its time, since a
// customer may call more than once a day.
import type { UsageRow } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCallMinutes } from '../format-history.ts';
import { HistoryTable } from './history-table.tsx';

const columns = accountCopy.customer.dashboard.usageHistory;
const t = accountCopy.customerArea.dashboard.usageHistory;

interface UsageHistoryTableProps {
  usage: UsageRow[] | undefined;
  loading: boolean;
  failed: boolean;
}

export function UsageHistoryTable({ usage, loading, failed }: UsageHistoryTableProps) {
  const rows = (usage ?? []).map((call) => (
    <tr key={call.id}>
      <td className="whitespace-nowrap">
        {formatBusinessDateTime(call.callStart ?? call.createdAt)}
      </td>
      <td className="text-right tabular-nums">{call.minutesUsed}</td>
      <td className="text-right tabular-nums">{formatCallMinutes(call.durationSeconds)}</td>
    </tr>
  ));

  return (
    <HistoryTable
      title={t.heading}
      columns={[columns.date, columns.minutesUsed, columns.callDuration]}
      numericColumns={[1, 2]}
      loading={loading}
      failed={failed}
      empty={t.empty}
      rows={rows}
      minWidthClassName="min-w-[24rem]"
    />
  );
}
