// The authenticator's codes (docs/decisions/044): TOTP (RFC 6238) with the parameters every
// authenticator app reads from a QR code: SHA-1, six digits, a 30-second step. A code is
// accepted one step early or late (clocks drift, people type slowly), and never twice: the step
// of the last code accepted is kept, and a code of that step or an earlier one is refused.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
/** Steps either side of now whose codes are accepted. */
const WINDOW_STEPS = 1;

function totpOf(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 160 random bits, base32, as RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads, and its QR code as an SVG document. */
export async function enrolment(secret: string, account: { email: string; issuer: string }) {
  const otpauthUri = totpOf(secret, account.email, account.issuer).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** The time step `at` falls in. */
const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The step of the code, when it is the secret's code for a step within the window around `at`
 * and later than `lastStep` (the last accepted); null otherwise.
 */
export function acceptedStep(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | null {
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: at.getTime(),
    window: WINDOW_STEPS,
  });
  if (delta === null) return null;
  const step = stepAt(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
