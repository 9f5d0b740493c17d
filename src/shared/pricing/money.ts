// Money is integer cents everywhere; these turn cents into what people and payment providers read.
import type { Locale } from '#shared/copy/locale.ts';
import { perLocale } from '#shared/copy/per-locale.ts';

// Prices are CAD but shown with a bare "$" (docs/product.md §10.16): the narrow symbol of CAD is "$",
// where the default display would be "CA$". English keeps en-US's "$1,234.56"; French writes
// "1 234,56 $", with the no-break spaces Intl puts in it.
const cadFormat = perLocale(
  (intl) =>
    new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    }),
);

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
}

/**
 * "$1,234.56" (English) or "1 234,56 $" (French) from 123456, in the current language unless
 * one is given (an email follows its customer's language).
 */
export function formatCad(cents: number, locale?: Locale): string {
  assertCents(cents);
  return cadFormat(locale).format(cents / 100);
}

const rateFormat = perLocale(
  (intl) =>
    new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }),
);

/**
 * An advisor's payout rate, whole hundredths of a cent a minute, as money: "$0.275" ("0,275 $")
 * from 2750 (decision 046), to four decimals at most, so no rate is shown rounded.
 */
export function formatHundredthsOfCent(amount: number, locale?: Locale): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Expected an integer, got ${amount}`);
  return rateFormat(locale).format(amount / 10_000);
}

/**
 * "50.00" from 5000, as payment provider APIs want amounts. Built from the integer's digits, so
 * no floating-point rounding can alter an amount that is charged.
 */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

const decimalAmount = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents from a provider's decimal amount ("50.00", "50.5", "50"), or null when the text is not
 * such an amount (more than two decimals included: that is not a CAD amount).
 */
export function decimalStringToCents(amount: string): number | null {
  const match = decimalAmount.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}
