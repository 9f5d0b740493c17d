// SHAKEN/STIR on inbound calls, as Twilio reports it (docs/decisions/026): Programmable Voice
// adds `StirVerstat` to the incoming-call webhook when the call arrived with a SHAKEN PASSporT
// identity header, and leaves it out otherwise. "Passed" means the caller ID's signature was
// verified (A: the carrier knows the caller and their right to the number; B: knows the caller
// only; C: neither, a gateway call); "Failed" means a signature was there and did not verify;
// "No-TN-Validation" means no verification took place.

/** The values Twilio documents, in the order `npm run call -- --help` lists them. */
export const stirVerstatValues = [
  'TN-Validation-Passed-A',
  'TN-Validation-Passed-B',
  'TN-Validation-Passed-C',
  'TN-Validation-Failed-A',
  'TN-Validation-Failed-B',
  'TN-Validation-Failed-C',
  'TN-Validation-Failed',
  'No-TN-Validation',
] as const;
export type StirVerstat = (typeof stirVerstatValues)[number];

export const isStirVerstat = (value: string): value is StirVerstat =>
  (stirVerstatValues as readonly string[]).includes(value);

/**
 * What a StirVerstat says of the caller ID: 'failed' for every TN-Validation-Failed form, with
 * or without an attestation level; 'passed' for TN-Validation-Passed ones; 'none' when absent,
 * for No-TN-Validation, and for a value Twilio may add later.
 */
export function callerIdVerification(
  stirVerstat: string | null | undefined,
): 'passed' | 'failed' | 'none' {
  if (!stirVerstat) return 'none';
  if (stirVerstat.startsWith('TN-Validation-Failed')) return 'failed';
  if (stirVerstat.startsWith('TN-Validation-Passed')) return 'passed';
  return 'none';
}
