import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * The streak of wrong passwords on one email, whether or not an account uses it, and its lock
 * (docs/decisions/029-sessions-and-guessing-budgets.md). No row: no streak.
 */
export interface PasswordLockoutsTable {
  /** Lower-cased, as sign-in normalises it. */
  email: string;
  /** Wrong passwords of the streak, counted when each attempt starts. */
  failures: number;
  lastAttemptAt: Timestamp;
  /** Null until the streak's first lock. */
  lockedUntil: Timestamp | null;
  /** When the owner was emailed about the streak's first lock; null until then. */
  ownerWarnedAt: Timestamp | null;
}

export type PasswordLockout = Selectable<PasswordLockoutsTable>;
export type NewPasswordLockout = Insertable<PasswordLockoutsTable>;
