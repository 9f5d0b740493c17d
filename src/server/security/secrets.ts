// Random secrets and how they are kept. Session tokens and link tokens carry 256 random bits, so
// an unsalted SHA-256 is a safe way to store them and to find them again. SMS codes are only six
// digits, so their hash is salted with their row id; they live 10 minutes and allow 5 tries.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;

/** 32 random bytes, base64url (43 characters): the session cookie's value. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex: how session tokens and the secret part of link tokens are stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** True when both hex digests are equal, in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * The single-use token of an email link: `<row id>.<32 random bytes, base64url>`. The id finds
 * the row by its primary key; only the secret's hash is stored, and it is compared in constant
 * time.
 */
export function newLinkToken(id: string): { token: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${id}.${secret}`, secretHash: hashSecret(secret) };
}

const linkTokenShape =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The row id and the secret's hash of a link token, or null when it is not one of ours. */
export function parseLinkToken(token: string): { id: string; secretHash: string } | null {
  const match = linkTokenShape.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], secretHash: hashSecret(match[2]) };
}

/** Six digits from the operating system's cryptographic generator, leading zeros kept. */
export function newNumericCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** The stored form of an SMS code: SHA-256 over its row id and the digits. */
export function hashCode(id: string, code: string): string {
  return hashSecret(`${id}:${code}`);
}
