// North American phone numbers (docs/product.md §5, docs/product.md §10.12). A number is stored as its 10 digits;
// the other forms are derived for dialling and SMS here, and for display in
// src/shared/format/display.ts.

const nanpNumber = /^[2-9]\d{2}[2-9]\d{6}$/;

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The 10 stored digits of a North American number, or null. Punctuation and spaces are ignored
 * and a leading country code 1 is dropped; area code and exchange cannot start with 0 or 1 (NANP).
 */
export function normalizePhone(input: string): string | null {
  let digits = digitsOf(input);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return nanpNumber.test(digits) ? digits : null;
}

/**
 * The 10 stored digits of a caller ID that is exactly "+1" and a valid North American number
 * ("+15145550100" → "5145550100"), as Twilio sends `From`; null for anything else: another
 * country code ("+445145550100"), a withheld number ("anonymous"), or any other form. The phone
 * line recognises callers by this alone (docs/decisions/026).
 */
export function northAmericanCallerId(from: string): string | null {
  const match = /^\+1(\d{10})$/.exec(from);
  const digits = match?.[1];
  return digits !== undefined && nanpNumber.test(digits) ? digits : null;
}

/**
 * The last 10 digits of whatever a form or a message carries, for display ("+15145550100" →
 * "5145550100"); null when fewer than 10 digits arrive. Never to recognise a caller: any
 * country code would do (northAmericanCallerId does that).
 */
export function lastTenDigits(input: string): string | null {
  const digits = digitsOf(input);
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** "15145550100": the number with the country code, as dialled; null if it is not a valid number. */
export function toDialNumber(input: string): string | null {
  const digits = normalizePhone(input);
  return digits === null ? null : `1${digits}`;
}

/** "+15145550100", as SMS and telephony providers want it; null if it is not a valid number. */
export function toE164(input: string): string | null {
  const digits = normalizePhone(input);
  return digits === null ? null : `+1${digits}`;
}
