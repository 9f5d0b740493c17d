// The phone PIN field (docs/decisions/026): four digits, none of the few that are guessed first.
// Messages are read when a rule fails, so they are in the language of that moment.
import * as z from 'zod/mini';
import { accountCopy } from '#shared/copy/account-catalogue.ts';

export const PHONE_PIN_LENGTH = 4;

/**
 * The PINs a guesser tries first: one digit four times (0000, 7777) and straight runs up or down
 * (0123, 1234, 9876). Together they are a large share of the PINs people choose.
 */
export function isEasyToGuessPin(pin: string): boolean {
  const steps = new Set([...pin].slice(1).map((digit, i) => Number(digit) - Number(pin[i])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? NaN);
}

/** Length first, then digits only, then not easy to guess: one message at a time. No trimming. */
export const PhonePinSchema = z.string({ error: () => accountCopy.phonePin.rules.length }).check(
  z.length(PHONE_PIN_LENGTH, { error: () => accountCopy.phonePin.rules.length, abort: true }),
  z.regex(/^\d+$/, { error: () => accountCopy.phonePin.rules.digitsOnly, abort: true }),
  z.refine((pin) => !isEasyToGuessPin(pin), { error: () => accountCopy.phonePin.rules.tooEasy }),
);
