// 'Last Promo Code Won' (docs/product.md §2): the tarot coupon won in the last 7 days, with a copy button
// and a link that opens the purchase page with the code applied.
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { PromoCode } from '#shared/api/customer.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { formatBusinessDate } from '#shared/format/display.ts';
import { CopyIcon } from './dashboard-icons.tsx';

const t = accountCopy.customerArea.dashboard.promoCode;

async function copyToClipboard(code: string) {
  try {
    // Missing outside secure contexts, and refused without permission: both are a failure.
    await navigator.clipboard.writeText(code);
    toast.success(copy.tarot.copied);
  } catch {
    toast.error(copy.tarot.copyFailed);
  }
}

export function PromoCodeBanner({ promo }: { promo: PromoCode }) {
  const headingId = useId();
  const purchaseWithCoupon = `${paths.purchase.path}?${new URLSearchParams({ coupon: promo.code }).toString()}`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-accent bg-surface-raised p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
          {accountCopy.customer.dashboard.lastPromoCodeWon}
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="sr-only">{t.code}</span>
          <code className="font-mono text-2xl font-bold tracking-wider break-all text-accent">
            {promo.code}
          </code>
          <span className="text-ink">{t.discount(promo.percentOff)}</span>
        </p>
        {promo.expiresAt ? (
          <p className="text-sm text-ink-muted">
            {t.validUntil(formatBusinessDate(promo.expiresAt))}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="secondary" onClick={() => void copyToClipboard(promo.code)}>
          <CopyIcon />
          {t.copyCode}
        </Button>
        <Link to={purchaseWithCoupon} className={buttonClassName('primary')}>
          {t.useNow}
        </Link>
      </div>
    </section>
  );
}
