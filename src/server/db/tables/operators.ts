import type { Insertable, Selectable } from 'kysely';
import type { OperatorRole } from '#shared/api/admin/session.ts';
import type { Timestamp } from './column-types.ts';

/**
 * A back-office operator (docs/decisions/044). Invited with a set-up link; enrolled once they
 * chose a password and enrolled an authenticator; never deleted, only disabled.
 */
export interface OperatorsTable {
  id: string;
  /** Lower-case. */
  email: string;
  role: OperatorRole;
  /** argon2id; null until enrolled. */
  passwordHash: string | null;
  /** The authenticator's secret, base32; null until enrolled. */
  totpSecret: string | null;
  /** The TOTP time step of the last code accepted (replay protection). */
  totpLastStep: number | null;
  enrolledAt: Timestamp | null;
  disabledAt: Timestamp | null;
  createdAt: Timestamp;
  lastSignInAt: Timestamp | null;
}

export type Operator = Selectable<OperatorsTable>;
export type NewOperator = Insertable<OperatorsTable>;

/** A one-time set-up link: only its secret's hash is kept, with the pending TOTP secret. */
export interface OperatorSetupLinksTable {
  id: string;
  operatorId: string;
  secretHash: string;
  totpSecret: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export type OperatorSetupLink = Selectable<OperatorSetupLinksTable>;
export type NewOperatorSetupLink = Insertable<OperatorSetupLinksTable>;

/** A recovery code, kept as a hash; signs in once in place of the authenticator's code. */
export interface OperatorRecoveryCodesTable {
  id: string;
  operatorId: string;
  codeHash: string;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
}

export type NewOperatorRecoveryCode = Insertable<OperatorRecoveryCodesTable>;

/** A signed-in back-office browser. Only a hash of the cookie's token is stored. */
export interface OperatorSessionsTable {
  id: string;
  tokenHash: string;
  operatorId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  /** Its idle end, never past its absolute one. */
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
}

export type OperatorSession = Selectable<OperatorSessionsTable>;
export type NewOperatorSession = Insertable<OperatorSessionsTable>;
