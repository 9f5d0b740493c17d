// How long the back office's links and sessions live, and how often sign-in may be tried
// (docs/decisions/044). Windows are fixed (src/server/rate-limits); keys are built here.
import type { RateLimitRule } from '#server/rate-limits/rate-limits.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const operatorLifetimes = {
  /** A set-up link works this long, once. */
  setupLinkMs: 72 * HOUR_MS,
  /** An operator session ends this long after its sign-in, however active. */
  sessionAbsoluteMs: 12 * HOUR_MS,
  /** An operator session unused this long ends; each use (at most one write a minute) pushes it back. */
  sessionIdleMs: 30 * MINUTE_MS,
  sessionRefreshMs: MINUTE_MS,
};

export const operatorLimits = {
  /** Failed sign-ins on one email, whoever sends them (a success never counts). */
  signInFailuresPerEmail: { limit: 5, windowMs: 15 * MINUTE_MS },
  /** Failed sign-ins from one address, across emails. */
  signInFailuresPerAddress: { limit: 20, windowMs: 15 * MINUTE_MS },
  /** Set-up links presented, and wrong codes at set-up, from one address. */
  setupAttemptsPerAddress: { limit: 30, windowMs: 15 * MINUTE_MS },
} satisfies Record<string, RateLimitRule>;

export const operatorLimitKeys = {
  signInEmail: (email: string) => `operator-sign-in:email:${email}`,
  signInAddress: (ip: string) => `operator-sign-in:ip:${ip}`,
  setupAddress: (ip: string) => `operator-setup:ip:${ip}`,
};
