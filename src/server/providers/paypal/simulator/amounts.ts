// Amounts as PayPal reads them (docs/decisions/033): a money object is {currency_code, value},
// the value a decimal string ("10", "10.5", ".50", "-1.00") that a currency with cents may carry
// to two decimals at most, and never above 999999999999999.99. Cents are bigints here, so
// sums stay exact whatever the request holds. The simulated merchant receives CAD only.

/** The one currency the simulated merchant account receives. */
export const simulatedCurrency = 'CAD';

/** 999999999999999.99, PayPal's largest amount, in cents. */
export const maxCents = 99_999_999_999_999_999n;

export interface MoneyJson {
  currency_code: string;
  value: string;
}

/** The value in cents, or null past two decimals. `value` already matches PayPal's pattern. */
export function centsOf(value: string): bigint | null {
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  if (fraction.length > 2) return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}
