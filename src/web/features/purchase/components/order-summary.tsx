// The order summary (docs/product.md §2, §5): package, minutes (paid + free + coupon bonus), the per-minute
// price, price, discount, tax with GST and QST, and the total in CAD. The figures come from the
// shared `orderTotals`, or from the server once it has checked a coupon; they are the same rules.
import { useId, type ReactNode } from 'react';
import type { AppliedCoupon, OrderTotalsView } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { Bundle } from '#shared/pricing/bundles.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatPricePerMinute } from '#shared/pricing/per-minute.ts';
import { formatTaxRate, GST_RATE_PER_100000, QST_RATE_PER_100000 } from '#shared/pricing/tax.ts';
import { packageName } from '../purchase-order.ts';
import { SectionHeading } from './section-heading.tsx';

interface OrderSummaryProps {
  bundle: Bundle | null;
  totals: OrderTotalsView | null;
  coupon: AppliedCoupon | null;
}

function Row({
  label,
  children,
  strong = false,
  minor = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  minor?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-lg font-bold text-ink' : ''} ${minor ? 'pl-4 text-sm' : ''}`}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

export function OrderSummary({ bundle, totals, coupon }: OrderSummaryProps) {
  const t = accountCopy.checkout.summary;
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6"
    >
      <SectionHeading id={headingId}>{t.heading}</SectionHeading>
      {bundle && totals ? (
        <dl className="flex flex-col gap-2">
          <Row label={t.package}>{packageName(bundle)}</Row>
          <Row label={t.minutes}>
            <span className="block">{t.minutesLine(totals.minutes, totals.giftMinutes)}</span>
            {totals.bonusMinutes > 0 ? (
              <span className="block">{t.bonusMinutes(totals.bonusMinutes)}</span>
            ) : null}
            <span className="block text-sm text-ink-muted">
              {t.minutesInAll(totals.totalMinutes)}
            </span>
          </Row>
          <Row label={t.perMinute}>{formatPricePerMinute(bundle)}</Row>
          <Row label={t.price}>{formatCad(totals.priceCents)}</Row>
          {totals.discountCents > 0 ? (
            <Row label={coupon ? t.discountWithCode(coupon.code) : t.discount}>
              {t.discountAmount(formatCad(totals.discountCents))}
            </Row>
          ) : null}
          <Row label={t.tax(formatTaxRate())}>{formatCad(totals.taxCents)}</Row>
          <Row label={t.gst(formatTaxRate(GST_RATE_PER_100000))} minor>
            {formatCad(totals.gstCents)}
          </Row>
          <Row label={t.qst(formatTaxRate(QST_RATE_PER_100000))} minor>
            {formatCad(totals.qstCents)}
          </Row>
          <Row label={t.total} strong>
            {formatCad(totals.totalCents)}
          </Row>
        </dl>
      ) : (
        <p className="text-ink-muted">{t.empty}</p>
      )}
    </section>
  );
}
