// What a pricing card shows for a bundle, computed by the shared pricing rules (docs/product.md §10.4,
// 16; docs/product.md §5 per-minute price) so the page can never disagree with the checkout.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { bundles, type Bundle, type BundleId } from '#shared/pricing/bundles.ts';
import { cashbackMinutes } from '#shared/pricing/cashback.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatPricePerMinute } from '#shared/pricing/per-minute.ts';
import { formatTaxRate } from '#shared/pricing/tax.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { formatList } from '#web/lib/format-list.ts';

export interface PackageFigures {
  id: BundleId;
  name: string;
  /** "$50.00": before tax. */
  price: string;
  tax: string;
  total: string;
  minutes: number;
  giftMinutes: number;
  totalMinutes: number;
  perMinute: string;
  cashbackPercent: number;
  isBestPackage: boolean;
  features: string[];
}

export function bundleName(bundle: Pick<Bundle, 'id'>): string {
  return accountCopy.purchase.bundleNames[bundle.id];
}

export function packageFigures(bundle: Bundle): PackageFigures {
  const totals = orderTotals(bundle);
  return {
    id: bundle.id,
    name: bundleName(bundle),
    price: formatCad(totals.priceCents),
    tax: formatCad(totals.taxCents),
    total: formatCad(totals.totalCents),
    minutes: totals.minutes,
    giftMinutes: totals.giftMinutes,
    totalMinutes: totals.totalMinutes,
    perMinute: formatPricePerMinute(bundle),
    cashbackPercent: bundle.cashbackPercent,
    isBestPackage: bundle.isBestPackage,
    features: bundle.features.map((feature) => accountCopy.purchase.packageFeatures[feature]),
  };
}

/** "14.975%": GST and QST together. */
export function combinedTaxRate(): string {
  return formatTaxRate();
}

/** The page description, listing every package with its price (docs/product.md §10.9). */
export function pricingDescription(): string {
  const t = contentCopy.pricing;
  return t.description(
    formatList(
      bundles.map((bundle) => t.descriptionItem(bundleName(bundle), formatCad(bundle.priceCents))),
    ),
  );
}

/** The packages that earn monthly cashback, in order. */
export function cashbackBundles(): Bundle[] {
  return bundles.filter((bundle) => bundle.cashbackPercent > 0);
}

/** The worked example of the cashback rule, on the smallest package that earns it. */
export function cashbackExample(): string | null {
  const [bundle] = cashbackBundles();
  if (!bundle) return null;
  const bonus = cashbackMinutes([
    { minutes: bundle.minutes, cashbackPercent: bundle.cashbackPercent },
  ]);
  return contentCopy.pricing.cashback.example(
    bundleName(bundle),
    bundle.minutes,
    bundle.cashbackPercent,
    bonus,
  );
}
