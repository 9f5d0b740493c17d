// Québec sales tax (docs/product.md §10.4): GST 5 % + QST 9.975 % = 14.975 %, in integer cents, rounded
// half up. Rates are kept as integers per 100 000 so no dollar amount is ever multiplied by a
// floating-point rate.
import type { Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';
import { divideRoundHalfUp } from './integer-division.ts';

const RATE_SCALE = 100_000;
const SALES_TAX_RATE_PER_100000 = 14_975;
export const GST_RATE_PER_100000 = 5_000;
export const QST_RATE_PER_100000 = SALES_TAX_RATE_PER_100000 - GST_RATE_PER_100000;

export interface TaxBreakdown {
  gstCents: number;
  qstCents: number;
  totalTaxCents: number;
}

/**
 * Tax on a pre-tax amount. The combined tax is rounded once, and QST is what remains after GST,
 * so a receipt's two lines always add up to the total charged (rounding QST on its own could
 * be a cent off).
 */
export function taxFor(cents: number): TaxBreakdown {
  const totalTaxCents = divideRoundHalfUp(cents * SALES_TAX_RATE_PER_100000, RATE_SCALE);
  const gstCents = divideRoundHalfUp(cents * GST_RATE_PER_100000, RATE_SCALE);
  return { gstCents, qstCents: totalTaxCents - gstCents, totalTaxCents };
}

const percentFormat = perLocale(
  (intl) => new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 3 }),
);

/**
 * A tax rate as the pricing page and receipts show it: "14.975%", "5%", "9.975%" in English,
 * "14,975 %", "5 %", "9,975 %" in French; in the current language unless one is given.
 */
export function formatTaxRate(
  ratePer100000: number = SALES_TAX_RATE_PER_100000,
  locale?: Locale,
): string {
  return percentFormat(locale).format(ratePer100000 / RATE_SCALE);
}
