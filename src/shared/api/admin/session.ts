// The back office's operators and their sessions (docs/decisions/044), under /api/admin: the
// request bodies the server parses strictly and the answers the admin pages parse. An operator
// session has its own cookie; a customer's never opens anything here.
//   POST   /api/admin/setup/start    {token}                 → 200 SetupStartResponse
//   POST   /api/admin/setup/complete {token, password, code} → 200 SetupCompleteResponse + cookie
//   POST   /api/admin/session        {email, password, code} → 200 OperatorSessionResponse + cookie
//   GET    /api/admin/session                                → 200 OperatorSessionResponse, or 401
//   DELETE /api/admin/session                                → 204, the cookie cleared
//   GET    /api/admin/operators (owner)                      → 200 OperatorListResponse
import * as z from 'zod/mini';
import { EmailSchema, PasswordSchema } from '#shared/schemas/credentials.ts';
import { NewPasswordSchema } from '#shared/schemas/password-reset.ts';
import { OtpCodeSchema } from '#shared/schemas/otp.ts';

/** owner: everything; support: customers, and refunds up to the limit the owner sets. */
export const operatorRoles = ['owner', 'support'] as const;
export const OperatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

/** The signed-in operator, as the admin pages know them. */
export const OperatorViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: OperatorRoleSchema,
});
export type OperatorView = z.infer<typeof OperatorViewSchema>;

/** invited: the set-up link is not used yet; active: enrolled; disabled: can no longer sign in. */
export const operatorStatuses = ['invited', 'active', 'disabled'] as const;
export const OperatorListItemSchema = z.extend(OperatorViewSchema, {
  status: z.enum(operatorStatuses),
  /** ISO timestamps. */
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type OperatorListItem = z.infer<typeof OperatorListItemSchema>;

export const OperatorListResponseSchema = z.object({ operators: z.array(OperatorListItemSchema) });
export type OperatorListResponse = z.infer<typeof OperatorListResponseSchema>;

/** The one-time set-up link's token: an opaque base64url string, as the customers' email links. */
const SetupTokenSchema = z.string().check(z.minLength(16), z.maxLength(200));

/**
 * A recovery code as the operator types it (ten letters and digits in two groups of five);
 * sign-in takes it in place of the authenticator's six digits.
 */
const RECOVERY_CODE_MAX_LENGTH = 32;

// ---- Set-up: the one-time link, the password and the authenticator --------------------------

/**
 * POST /api/admin/setup/start → 200 SetupStartResponse. Checks the link without using it up; the
 * authenticator's secret is kept with the link on the server, so a second call answers the same.
 */
export const SetupStartRequestSchema = z.strictObject({ token: SetupTokenSchema });
export type SetupStartRequest = z.infer<typeof SetupStartRequestSchema>;

export const SetupStartResponseSchema = z.object({
  email: z.string(),
  role: OperatorRoleSchema,
  totp: z.object({
    /** The secret in base32, for typing into an authenticator by hand. */
    secret: z.string(),
    /** otpauth://totp/… (SHA1, 6 digits, 30 seconds), what the QR code holds. */
    otpauthUri: z.string(),
    /** The QR code of otpauthUri as an SVG document, drawn on the server. */
    qrSvg: z.string(),
  }),
});
export type SetupStartResponse = z.infer<typeof SetupStartResponseSchema>;

/**
 * POST /api/admin/setup/complete → 200 SetupCompleteResponse, signed in (the operator cookie).
 * `code` is the authenticator's current code. Uses the link up.
 */
export const SetupCompleteRequestSchema = z.strictObject({
  token: SetupTokenSchema,
  password: NewPasswordSchema,
  code: OtpCodeSchema,
});
export type SetupCompleteRequest = z.infer<typeof SetupCompleteRequestSchema>;

export const SetupCompleteResponseSchema = z.object({
  operator: OperatorViewSchema,
  /** Shown once: the server keeps only their hashes. Each signs in once in place of a code. */
  recoveryCodes: z.array(z.string()),
});
export type SetupCompleteResponse = z.infer<typeof SetupCompleteResponseSchema>;

// ---- Sign-in, the session, sign-out ------------------------------------------------------------

/**
 * POST /api/admin/session → 200 OperatorSessionResponse with the cookie. `code`: the
 * authenticator's six digits or one unused recovery code (used up). Any wrong part answers 401
 * with one message that does not say which.
 */
export const OperatorSignInRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(RECOVERY_CODE_MAX_LENGTH)),
});
export type OperatorSignInRequest = z.infer<typeof OperatorSignInRequestSchema>;

/** GET /api/admin/session, and the answer of POST. */
export const OperatorSessionResponseSchema = z.object({ operator: OperatorViewSchema });
export type OperatorSessionResponse = z.infer<typeof OperatorSessionResponseSchema>;
