// A receipt's content (issue 6 "Receipt"; docs/product.md §10.4): the seller with its Montréal address
// and GST and QST registration numbers, the customer, the order, the package and its minutes,
// price, discount and coupon, GST and QST on separate lines, and the total in CAD.
import type { ReactNode } from 'react';
import type { Receipt } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatTaxRate, GST_RATE_PER_100000, QST_RATE_PER_100000 } from '#shared/pricing/tax.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { describePaymentStatus } from '#web/lib/payment-status.ts';

function Line({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-2 text-lg font-bold' : ''}`}
    >
      <dt className={strong ? '' : 'text-ink-muted print:text-black'}>{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const t = accountCopy.checkout.receipt;
  const totalMinutes = receipt.minutes + receipt.giftMinutes + receipt.bonusMinutes;
  const status = describePaymentStatus(receipt.paymentStatus);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="font-display text-xl font-semibold">{receipt.brandName}</p>
        <p className="whitespace-pre-line text-sm">{receipt.businessAddress}</p>
        <p className="text-sm">{t.gstNumber(receipt.gstRegistrationNumber)}</p>
        <p className="text-sm">{t.qstNumber(receipt.qstRegistrationNumber)}</p>
      </div>

      <dl className="flex flex-col gap-1 text-sm">
        <Line label={t.billedTo}>
          <span className="block">{receipt.customerName}</span>
          <span className="block">{receipt.customerEmail}</span>
        </Line>
        <Line label={t.orderId}>
          <span className="break-all">{receipt.orderId}</span>
        </Line>
        <Line label={t.date}>{formatBusinessDateTime(receipt.purchasedAt)}</Line>
        <Line label={t.paymentMethod}>{t.paymentMethods[receipt.paymentMethod]}</Line>
        {status.length > 0 ? (
          <Line label={t.paymentStatus}>
            {status.map((words) => (
              <span key={words} className="block font-semibold">
                {words}
              </span>
            ))}
          </Line>
        ) : null}
      </dl>

      <dl className="flex flex-col gap-1 border-t border-line pt-4">
        <Line label={t.package}>{receipt.packageName}</Line>
        <Line label={t.paidMinutes}>{receipt.minutes}</Line>
        <Line label={t.freeMinutes}>{receipt.giftMinutes}</Line>
        {receipt.bonusMinutes > 0 ? (
          <Line label={t.bonusMinutes}>{receipt.bonusMinutes}</Line>
        ) : null}
        <Line label={t.totalMinutes}>{totalMinutes}</Line>
      </dl>

      <dl className="flex flex-col gap-1 border-t border-line pt-4">
        <Line label={t.price}>{formatCad(receipt.priceCents)}</Line>
        {receipt.discountCents > 0 || receipt.couponCode ? (
          <Line label={receipt.couponCode ? t.discountWithCode(receipt.couponCode) : t.discount}>
            {t.discountAmount(formatCad(receipt.discountCents))}
          </Line>
        ) : null}
        <Line label={t.gst(formatTaxRate(GST_RATE_PER_100000))}>{formatCad(receipt.gstCents)}</Line>
        <Line label={t.qst(formatTaxRate(QST_RATE_PER_100000))}>{formatCad(receipt.qstCents)}</Line>
        <Line label={t.total} strong>
          {formatCad(receipt.totalCents)}
        </Line>
      </dl>

      <p className="text-sm text-ink-muted print:text-black">{t.thanks}</p>
    </div>
  );
}
