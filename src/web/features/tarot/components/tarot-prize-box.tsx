// A won coupon (docs/product.md §8): the code with a copy button ('Coupon code copied to clipboard!' /
// 'Failed to copy coupon code.'), until when it is valid, and a link that opens the purchase
// page with the code applied (the modal closes as the page changes).
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import type { TarotPrize } from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { formatBusinessDate } from '#shared/format/display.ts';

const t = accountCopy.tarotGame.result;

async function copyToClipboard(code: string) {
  try {
    // Missing outside secure contexts, and refused without permission: both are a failure.
    await navigator.clipboard.writeText(code);
    toast.success(copy.tarot.copied);
  } catch {
    toast.error(copy.tarot.copyFailed);
  }
}

/** /purchase?coupon=CODE: the purchase page pre-selects Standard and applies the code. */
export function purchaseWithCoupon(code: string): string {
  return `${paths.purchase.path}?${new URLSearchParams({ coupon: code }).toString()}`;
}

export function TarotPrizeBox({ prize, onLeave }: { prize: TarotPrize; onLeave: () => void }) {
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-3 rounded-xl border-2 border-accent bg-surface-raised p-4"
    >
      <div className="flex flex-col gap-1">
        <p id={labelId} className="text-sm text-ink-muted">
          {t.codeLabel}
        </p>
        <code className="font-mono text-2xl font-bold tracking-wider break-all text-accent">
          {prize.code}
        </code>
        <p className="text-sm text-ink-muted">
          {t.validUntil(formatBusinessDate(prize.expiresAt))}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => void copyToClipboard(prize.code)}>
          {t.copyCode}
        </Button>
        <Link
          to={purchaseWithCoupon(prize.code)}
          onClick={onLeave}
          className={buttonClassName('primary')}
        >
          {t.useNow}
        </Link>
      </div>
    </section>
  );
}
