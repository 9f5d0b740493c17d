// What a minute costs in a package, as the pricing page shows it (docs/product.md §5): price over all the
// minutes received, free ones included, before tax and coupons.
import type { Locale } from '#shared/copy/locale.ts';
import type { Bundle } from './bundles.ts';
import { formatCad } from './money.ts';

/** Cents per minute; usually fractional (Basic: 2500 / 12 = 208.33…). */
export function pricePerMinuteCents(
  bundle: Pick<Bundle, 'priceCents' | 'minutes' | 'giftMinutes'>,
): number {
  return bundle.priceCents / (bundle.minutes + bundle.giftMinutes);
}

/** "$2.08" ("2,08 $"): the per-minute price rounded half up to the cent, for display only. */
export function formatPricePerMinute(
  bundle: Pick<Bundle, 'priceCents' | 'minutes' | 'giftMinutes'>,
  locale?: Locale,
): string {
  return formatCad(Math.round(pricePerMinuteCents(bundle)), locale);
}
