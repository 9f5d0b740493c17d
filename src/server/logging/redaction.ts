// What never reaches a log line (docs/decisions/028): the secrets that let someone act as a
// customer (session cookies, link tokens, SMS codes, PINs, passwords), the credentials and
// signatures of the providers, and the words of the messages we send. Phone numbers and email
// addresses are personal data an operator may need to tell cases apart: they are shortened, not
// removed. The rules work on names and on shapes, so they hold for fields nobody has written
// yet:
// - by the field's name, at any depth: `authorization`, `cookie`, anything with `token`,
//   `password`, `secret` or `signature` in it, `pin`, message bodies (`text`, `html`, `body`);
//   `code` when it holds the digits of an SMS code or a PIN (error codes stay);
// - in every string (messages, URLs, error messages and stacks): the values of secret-bearing
//   URL or form parameters (`?token=`, `#confirm=`, `&code=`…) and JSON fields (`"password":`)
//   a provider's answer may echo, `Bearer`/`Basic` credentials, the password of a
//   `scheme://user:password@host` address, and anything shaped like our session tokens or link
//   secrets (43 base64url characters); phone numbers and email addresses are shortened there
//   too.
import { stdSerializers } from 'pino';

export const REDACTED = '[REDACTED]';

/** Field names whose value is a secret whatever it holds (compared without case or - and _). */
const secretNames = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'cookies',
  'setcookie',
  'pin',
  'otp',
  'confirm',
  'text',
  'html',
  'body',
  'rawbody',
]);
/** Field names that are secrets wherever these words appear in them (`authToken`, `newPassword`…). */
const secretParts = ['token', 'password', 'passwd', 'secret', 'signature', 'apikey', 'credential'];
/** `X-Twilio-Signature`'s like: PayPal's `PayPal-Transmission-Sig`. */
const signatureSuffix = /(^|[-_])sig$/i;
/** An SMS code (6 digits) or a phone PIN (4); PostgreSQL's and Twilio's error codes have 5. */
const codeDigits = /^(\d{4}|\d{6})$/;
/** Field names of phone numbers and email addresses, kept shortened. */
const personalNames = new Set([
  'phone',
  'phones',
  'phonenumber',
  'phonenumbers',
  'recipient',
  'to',
  'from',
  'caller',
  'called',
  'email',
]);

type FieldKind = 'secret' | 'code' | 'personal' | 'other';
const fieldKinds = new Map<string, FieldKind>();
/** Field names are few and repeat on every line: each is classified once. */
const fieldKindsKept = 1000;

function classify(name: string): FieldKind {
  const key = name.toLowerCase().replace(/[-_]/g, '');
  if (
    secretNames.has(key) ||
    secretParts.some((part) => key.includes(part)) ||
    signatureSuffix.test(name)
  ) {
    return 'secret';
  }
  if (key === 'code') return 'code';
  return personalNames.has(key) ? 'personal' : 'other';
}

function fieldKind(name: string): FieldKind {
  let kind = fieldKinds.get(name);
  if (kind === undefined) {
    kind = classify(name);
    if (fieldKinds.size < fieldKindsKept) fieldKinds.set(name, kind);
  }
  return kind;
}

/** URL parameters whose values are secrets: ours, and the usual ones of other services. */
const secretParameters =
  'token|confirm|code|pin|otp|password|passwd|secret|signature|sig|access_token|refresh_token|id_token|client_secret|api_key|apikey|key|[\\w-]*session';
const secretParameter = new RegExp(
  `((?:^|[?&#;\\s"'(,])(?:${secretParameters})=)[^&#;\\s"'<>]*`,
  'gi',
);
const secretJsonField =
  /("(?:[\w-]*(?:token|password|passwd|secret|signature)[\w-]*|confirm|pin|otp|authorization|cookie|text|html|body)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const codeJsonField = /("code"\s*:\s*)"(\d{4}|\d{6})"/gi;
const schemeCredentials = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const addressPassword = /(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:)[^/\s@]+@/gi;
/** A session token or a link's secret: 32 random bytes in base64url. */
const randomSecret = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** A North American number as people and providers write it: 5145550177, +1 (514) 555-0177… */
const phoneNumber = /(?<![\w.-])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?(\d{4})(?![\w-])/g;
const emailAddress = /[\w.+-]+(@(?:[\w-]+\.)+[\w-]+)/g;

const hasDigits = /\d{4}/;

/**
 * A string with every secret it carries replaced by [REDACTED], and personal data shortened.
 * Each rule runs only on text it could match (most log messages and paths have none of `=`,
 * `":`, `@`, four digits in a row or 43 characters), so a line costs little.
 */
export function redactText(text: string): string {
  let result = text;
  if (result.includes('=')) result = result.replace(secretParameter, `$1${REDACTED}`);
  if (result.includes('":')) {
    result = result
      .replace(secretJsonField, `$1"${REDACTED}"`)
      .replace(codeJsonField, `$1"${REDACTED}"`);
  }
  if (result.includes('Bearer') || result.includes('Basic')) {
    result = result.replace(schemeCredentials, `$1 ${REDACTED}`);
  }
  const at = result.includes('@');
  if (at && result.includes('://')) result = result.replace(addressPassword, `$1${REDACTED}@`);
  if (result.length >= 43) result = result.replace(randomSecret, REDACTED);
  if (hasDigits.test(result)) result = result.replace(phoneNumber, '…$1');
  if (at) result = result.replace(emailAddress, '…$1');
  return result;
}

/** The last four digits of a phone number; the domain of an email address. */
function shortenPersonal(value: string): string {
  const at = value.lastIndexOf('@');
  if (at >= 0) return `…${value.slice(at)}`;
  const digits = value.replace(/\D/g, '');
  if (digits.length >= 7) return `…${digits.slice(-4)}`;
  return redactText(value);
}

const maxDepth = 8;

/**
 * A copy of `value` fit for a log: secrets replaced, personal data shortened, errors turned
 * into plain objects (type, message, stack and their fields) and redacted the same way.
 */
export function redactValue(value: unknown, name?: string): unknown {
  return redactWithin(value, name, undefined, 0);
}

/**
 * `seen` is made with the first object met: most fields of most lines are strings and numbers,
 * and a WeakSet for each would cost more than redacting them.
 */
function redactWithin(
  value: unknown,
  name: string | undefined,
  seen: WeakSet<object> | undefined,
  depth: number,
): unknown {
  if (value === null || value === undefined) return value;
  const kind = name === undefined ? 'other' : fieldKind(name);
  if (kind === 'secret') return REDACTED;
  if (kind === 'code' && codeDigits.test(String(value))) return REDACTED;
  if (typeof value === 'string') {
    return kind === 'personal' ? shortenPersonal(value) : redactText(value);
  }
  if (typeof value !== 'object') return value;
  const within = seen ?? new WeakSet<object>();
  if (within.has(value)) return '[Circular]';
  if (depth >= maxDepth) return '[Object]';
  within.add(value);

  if (value instanceof Error) {
    return redactWithin(plainError(value), name, within, depth + 1);
  }
  if (Array.isArray(value)) {
    return value.map((item) => redactWithin(item, name, within, depth + 1));
  }
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') {
    return redactWithin(withJson.toJSON(), name, within, depth + 1);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = redactWithin(field, key, within, depth + 1);
  }
  return copy;
}

/** pino's error serializer (type, message and stack with their causes, and every field). */
function plainError(error: Error): Record<string, unknown> {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const plain: Record<string, unknown> = {};
  for (const key in serialized) {
    if (serialized[key] !== undefined) plain[key] = serialized[key];
  }
  return plain;
}
