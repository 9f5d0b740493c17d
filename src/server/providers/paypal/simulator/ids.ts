// Identifiers shaped like PayPal's, so code and logs that look at them see what PayPal sends:
// order, capture and refund ids are 17 upper-case alphanumerics (5O190127TN364715T), payer ids
// 13 (QYR5Z8XDVJNXQ), debug ids 13 lower-case hex, webhook events "WH-" + two 17-character
// groups, disputes "PP-D-" + digits, access tokens "A21AA…".
import { randomBytes, randomInt } from 'node:crypto';

const upperAlphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomFrom(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Orders, captures and refunds: 17 upper-case alphanumerics. */
export function newResourceId(): string {
  return randomFrom(upperAlphanumerics, 17);
}

export function newPayerId(): string {
  return randomFrom(upperAlphanumerics, 13);
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
