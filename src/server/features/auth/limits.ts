// How long secrets and sessions live and how often each thing may be tried (the abuse limits of
// docs/decisions/007: brute force on passwords and codes, SMS pumping, email bombing; and the
// budgets per target of docs/decisions/029). Windows are fixed (src/server/rate-limits); keys are
// built by the functions below so they stay consistent.
import type { RateLimitRule } from '#server/rate-limits/rate-limits.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const lifetimes = {
  emailConfirmationMs: 24 * HOUR_MS,
  passwordResetMs: HOUR_MS,
  phoneCodeMs: 10 * MINUTE_MS,
  /** A session ends this long after its sign-in, however active (docs/decisions/029). */
  sessionAbsoluteMs: 30 * DAY_MS,
  /** A session unused this long ends; each use (at most one write an hour) pushes it back. */
  sessionIdleMs: 7 * DAY_MS,
  /** A session's idle expiry slides forward at most once per this interval. */
  sessionRefreshMs: HOUR_MS,
  /**
   * How long a sign-in (password or SMS code) or a re-authentication counts as recent: deleting
   * the account, adding a phone number and setting the phone PIN need one this recent.
   */
  recentSignInMs: 10 * MINUTE_MS,
};

export const phoneCodeRules = {
  /** Tries of one code; the fifth wrong one uses it up. */
  maxTries: 5,
  /** Time between two codes to one number. */
  resendAfterMs: 30_000,
};

/**
 * Wrong passwords on one email (docs/decisions/029): a streak of failures, whoever sends them. The
 * fifth locks the email for a minute; after a lock, one try, and each further wrong password
 * locks it twice as long as the last, up to an hour. A right password ends the streak, and so
 * does a password reset or a day without an attempt.
 */
export const passwordLockoutRules = {
  /** Wrong passwords of a streak before the first lock. */
  failuresBeforeLock: 5,
  firstLockMs: MINUTE_MS,
  longestLockMs: HOUR_MS,
  /** A streak with no attempt for this long is forgotten. */
  streakForgottenAfterMs: DAY_MS,
};

/** How long the lock after the streak's `failures`-th wrong password lasts (none before). */
export function passwordLockMs(failures: number): number {
  const { failuresBeforeLock, firstLockMs, longestLockMs } = passwordLockoutRules;
  if (failures < failuresBeforeLock) return 0;
  const doublings = Math.min(failures - failuresBeforeLock, 30);
  return Math.min(firstLockMs * 2 ** doublings, longestLockMs);
}

export const limits = {
  /** Failed sign-ins and re-authentications from one address (a success never counts). */
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
  /** And per (UTC) day: the number's budget, whatever their purpose. */
  codesPerPhonePerDay: { limit: 10, windowMs: DAY_MS },
  /** Code requests from one address, unknown numbers included (pumping, number discovery). */
  codeRequestsPerAddress: { limit: 20, windowMs: HOUR_MS },
  /** Add-phone and re-authentication codes one signed-in customer may ask for. */
  codeRequestsPerCustomer: { limit: 10, windowMs: HOUR_MS },
  /** Wrong codes from one address, across numbers. */
  wrongCodesPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
  /**
   * Wrong codes for one number in a (UTC) day, across its codes (sign-in, adding it,
   * re-authentication): past it, the number gets no code and no code for it is checked.
   */
  wrongCodesPerPhonePerDay: { limit: 10, windowMs: DAY_MS },
} satisfies Record<string, RateLimitRule>;

export const limitKeys = {
  signInAddress: (ip: string) => `sign-in:ip:${ip}`,
  signUpAddress: (ip: string) => `sign-up:ip:${ip}`,
  confirmationResendEmail: (email: string) => `confirm-resend:email:${email}`,
  confirmationResendAddress: (ip: string) => `confirm-resend:ip:${ip}`,
  resetEmail: (email: string) => `reset:email:${email}`,
  resetAddress: (ip: string) => `reset:ip:${ip}`,
  linksAddress: (ip: string) => `link:ip:${ip}`,
  codePhone: (phone: string) => `code:phone:${phone}`,
  codePhoneDay: (phone: string) => `code-day:phone:${phone}`,
  codeAddress: (ip: string) => `code:ip:${ip}`,
  codeCustomer: (customerId: string) => `code:customer:${customerId}`,
  wrongCodeAddress: (ip: string) => `code-verify:ip:${ip}`,
  wrongCodePhone: (phone: string) => `code-verify:phone:${phone}`,
};
