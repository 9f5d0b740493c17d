// Identifiers in PayPal's formats, so code and logs that look at them see what PayPal sends:
// order, capture and refund ids are 17 upper-case alphanumerics (5O190127TN364715T); payer and
// merchant ids 13 characters of PayPal's Base32 alphabet, without 0, 1, I and O (the documents'
// `account_id`: ^[2-9A-HJ-NP-Z]{13}$); debug ids 13 lower-case hex; webhook events "WH-" and two
// 17-character groups; disputes "PP-D-" and digits; access tokens "A21AA…" (docs/decisions/033).
import { randomBytes, randomInt } from 'node:crypto';

const upperAlphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** PayPal's Base32 variant: digits 2–9 and the letters but I and O. */
const accountIdAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `account_id` in the Orders v2 document: a payer's or a merchant's PayPal account. */
export const accountIdPattern = /^[2-9A-HJ-NP-Z]{13}$/;

function randomFrom(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Orders, captures and refunds: 17 upper-case alphanumerics. */
export function newResourceId(): string {
  return randomFrom(upperAlphanumerics, 17);
}

/** A payer id (`payer.payer_id`, `payment_source.paypal.account_id`). */
export function newPayerId(): string {
  return randomFrom(accountIdAlphabet, 13);
}

export function newDebugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

/** Disputes: "PP-D-" and digits, as PayPal numbers its cases. */
export function newDisputeId(): string {
  return `PP-D-${randomFrom('0123456789', 6)}`;
}

export function newWebhookEventId(): string {
  return `WH-${newResourceId()}-${newResourceId()}`;
}

export function newAccessToken(): string {
  return `A21AA${randomBytes(48).toString('base64url')}`;
}
