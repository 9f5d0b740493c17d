// The purchase history (docs/product.md §2): Date, Package, Minutes, Amount, Order ID, newest first (the
// server's order). The order id shows its first 8 characters; the whole id is in its tooltip
// and is what screen readers read. A payment refunded, reversed or disputed since says so under
// its package's name (docs/decisions/027).
import type { ReactNode } from 'react';
import type { PurchaseRow } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatBusinessDate } from '#shared/format/display.ts';
import { describePaymentStatus } from '#web/lib/payment-status.ts';
import { shortOrderId } from '../format-history.ts';
import { HistoryTable } from './history-table.tsx';

const columns = accountCopy.customer.dashboard.purchaseHistory;
const t = accountCopy.customerArea.dashboard.purchaseHistory;

function OrderId({ orderId }: { orderId: string | null }) {
  if (orderId === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t.noOrderId}</span>
      </>
    );
  }
  return (
    <span title={orderId} className="font-mono">
      <span aria-hidden="true">{shortOrderId(orderId)}</span>
      <span className="sr-only">{orderId}</span>
    </span>
  );
}

function PaymentStatusNote({ status }: { status: PurchaseRow['paymentStatus'] }) {
  const words = describePaymentStatus(status);
  if (words.length === 0) return null;
  return <span className="block text-xs font-semibold text-ink-muted">{words.join(' · ')}</span>;
}

/** Renders a package row's extra action (its receipt) from the purchase and order ids. */
export type ReceiptAction = (purchaseId: string, orderId: string) => ReactNode;

interface PurchaseHistoryTableProps {
  purchases: PurchaseRow[] | undefined;
  loading: boolean;
  failed: boolean;
  receiptAction?: ReceiptAction | undefined;
}

export function PurchaseHistoryTable({
  purchases,
  loading,
  failed,
  receiptAction,
}: PurchaseHistoryTableProps) {
  const rows = (purchases ?? []).map((purchase) => (
    <tr key={purchase.id}>
      <td className="whitespace-nowrap">{formatBusinessDate(purchase.purchasedAt)}</td>
      <td>
        {purchase.kind === 'cashback' ? accountCopy.purchase.monthlyCashback : purchase.packageName}
        <PaymentStatusNote status={purchase.paymentStatus} />
      </td>
      <td className="text-right tabular-nums">{purchase.minutes}</td>
      <td className="text-right whitespace-nowrap tabular-nums">
        {formatCad(purchase.amountCents)}
      </td>
      <td className="whitespace-nowrap">
        <OrderId orderId={purchase.orderId} />
        {purchase.kind === 'package' && purchase.orderId && receiptAction ? (
          <span className="ml-3">{receiptAction(purchase.id, purchase.orderId)}</span>
        ) : null}
      </td>
    </tr>
  ));

  return (
    <HistoryTable
      title={t.heading}
      columns={[columns.date, columns.package, columns.minutes, columns.amount, columns.orderId]}
      numericColumns={[2, 3]}
      loading={loading}
      failed={failed}
      empty={t.empty}
      rows={rows}
      minWidthClassName="min-w-[36rem]"
    />
  );
}
