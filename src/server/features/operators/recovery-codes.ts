// Recovery codes (docs/decisions/044): ten codes shown once at set-up, each signing in once in
// place of the authenticator's code (a lost phone). Ten characters from an alphabet without
// look-alikes (no i, l, o, 0, 1), in two groups of five: about 49 random bits each. Only a hash
// is kept, salted with the operator's id; what the operator types is read without case, spaces
// or hyphens.
import { randomInt } from 'node:crypto';
import { hashSecret } from '#server/security/secrets.ts';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A new code, e.g. "k7m2p-x9qrt". */
function newRecoveryCode(): string {
  const characters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, GROUP).join('')}-${characters.slice(GROUP).join('')}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** The stored form of a code, from what was typed: null when it cannot be one. */
export function recoveryCodeHash(operatorId: string, typed: string): string | null {
  const normalized = typed.toLowerCase().replace(/[\s-]/g, '');
  if (normalized.length !== GROUP * 2 || [...normalized].some((c) => !ALPHABET.includes(c))) {
    return null;
  }
  return hashSecret(`${operatorId}:${normalized}`);
}
