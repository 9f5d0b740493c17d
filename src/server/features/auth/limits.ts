// How long secrets live and how often each thing may be tried (the abuse limits of the issue
// "Accounts": brute force on passwords and codes, SMS pumping, email bombing). Windows are fixed
// (features/rate-limits); keys are built by the functions below so they stay consistent.
import type { RateLimitRule } from '#server/features/rate-limits/service.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const lifetimes = {
  emailConfirmationMs: 24 * HOUR_MS,
  passwordResetMs: HOUR_MS,
  phoneCodeMs: 10 * MINUTE_MS,
  /** A session slides forward at most once per this interval (one write a day, not per request). */
  sessionRefreshMs: 24 * HOUR_MS,
};

export const phoneCodeRules = {
  /** Tries of one code; the fifth wrong one uses it up. */
  maxTries: 5,
  /** Time between two codes to one number. */
  resendAfterMs: 30_000,
};

export const limits = {
  /** Failed sign-ins (a success never counts). */
  signInFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE_MS },
  signInFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
  signUpsPerAddress: { limit: 10, windowMs: HOUR_MS },
  confirmationResendsPerEmail: { limit: 3, windowMs: HOUR_MS },
  confirmationResendsPerAddress: { limit: 10, windowMs: HOUR_MS },
  passwordResetsPerEmail: { limit: 3, windowMs: HOUR_MS },
  passwordResetsPerAddress: { limit: 10, windowMs: HOUR_MS },
  /** Confirmation and reset links presented (each costs a lookup, a reset also a hash). */
  linksPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  /** SMS codes sent to one number, whatever their purpose (SMS pumping). */
  codesPerPhone: { limit: 5, windowMs: HOUR_MS },
  /** Code requests from one address, unknown numbers included (pumping, number discovery). */
  codeRequestsPerAddress: { limit: 20, windowMs: HOUR_MS },
  /** Add-phone codes one signed-in customer may ask for. */
  codeRequestsPerCustomer: { limit: 10, windowMs: HOUR_MS },
  /** Wrong codes from one address, across numbers. */
  wrongCodesPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

export const limitKeys = {
  signInEmail: (email: string) => `sign-in:email:${email}`,
  signInAddress: (ip: string) => `sign-in:ip:${ip}`,
  signUpAddress: (ip: string) => `sign-up:ip:${ip}`,
  confirmationResendEmail: (email: string) => `confirm-resend:email:${email}`,
  confirmationResendAddress: (ip: string) => `confirm-resend:ip:${ip}`,
  resetEmail: (email: string) => `reset:email:${email}`,
  resetAddress: (ip: string) => `reset:ip:${ip}`,
  linksAddress: (ip: string) => `link:ip:${ip}`,
  codePhone: (phone: string) => `code:phone:${phone}`,
  codeAddress: (ip: string) => `code:ip:${ip}`,
  codeCustomer: (customerId: string) => `code:customer:${customerId}`,
  wrongCodeAddress: (ip: string) => `code-verify:ip:${ip}`,
};
