// The accounts API (docs/product.md §2 /login, /register, /reset-password; §4 auth state; §5; docs/product.md §10
// 11–15): request bodies the server parses strictly and the answers the web app parses. Every
// path is under /api/auth.
import * as z from 'zod/mini';
import { copy } from '#shared/copy/catalogue.ts';
import { locales } from '#shared/copy/locale.ts';
import { CredentialsSchema, EmailSchema, PasswordSchema } from '#shared/schemas/credentials.ts';
import { NewPasswordSchema } from '#shared/schemas/password-reset.ts';
import { PhoneNumberSchema } from '#shared/schemas/phone.ts';
import { OtpCodeSchema } from '#shared/schemas/otp.ts';

/** Single-use tokens from email links are opaque base64url strings. */
const LinkTokenSchema = z.string().check(z.minLength(16), z.maxLength(200));

// ---- What the browser knows about the signed-in customer --------------------------------------

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whole minutes of credit. */
  credits: z.int(),
  /** Verified numbers, 10 digits each; the first is the primary. */
  phoneNumbers: z.array(z.string()),
  createdAt: z.string(),
  /**
   * The account's language (its emails, texts and phone line). Signing in sets the language
   * cookie to it, and a page in the other language reloads into it.
   */
  language: z.enum(locales),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /api/auth/session: the signed-in customer, or null for a visitor. */
export const SessionResponseSchema = z.object({ user: z.nullable(SessionUserSchema) });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/**
 * Answer of every call that signs in (email and password, phone and code), which also sets the
 * language cookie to the account's language.
 */
export const SignedInResponseSchema = z.object({ user: SessionUserSchema });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

// ---- Sign-up and email confirmation --------------------------------------------------------

/**
 * POST /api/auth/sign-up → 201 SignUpResponse. The account's language is the request's. The
 * customer accepts the French Terms, unless `englishTermsChosen`: the English site's box (offered
 * there only, unticked) choosing the English version. The French site never shows it, so there
 * the server ignores it.
 */
export const SignUpRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  adultConfirmed: z.literal(true, { error: () => copy.auth.signUp.adultRequired }),
  englishTermsChosen: z.optional(z.boolean()),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export const SignUpResponseSchema = z.object({
  status: z.literal('confirmation_sent'),
  email: z.string(),
});

/** POST /api/auth/confirm-email (the link's token) → 200 { status: 'confirmed' } */
export const ConfirmEmailRequestSchema = z.strictObject({ token: LinkTokenSchema });
export const ConfirmEmailResponseSchema = z.object({ status: z.literal('confirmed') });

/** POST /api/auth/confirm-email/resend → 202, the same answer whether or not the email exists. */
export const ResendConfirmationRequestSchema = z.strictObject({ email: EmailSchema });
export const AcceptedResponseSchema = z.object({ status: z.literal('accepted') });

// ---- Sign-in and sign-out --------------------------------------------------------------------

/** POST /api/auth/sign-in → 200 SignedInResponse, with the session cookie */
export const SignInRequestSchema = CredentialsSchema;
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** POST /api/auth/sign-out → 204, the cookie cleared (also when no session was open). */

// ---- Password reset ----------------------------------------------------------------------------

/** POST /api/auth/password-reset → 202 AcceptedResponse, the same whether or not the email exists. */
export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });

/** POST /api/auth/password-reset/complete → 200 { status: 'updated' } */
export const PasswordResetCompleteRequestSchema = z
  .strictObject({
    token: LinkTokenSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: () => copy.validation.passwordsDontMatch }),
  })
  .check(
    z.refine((body) => body.password === body.confirmPassword, {
      error: () => copy.validation.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  );
export const PasswordResetCompleteResponseSchema = z.object({ status: z.literal('updated') });

// ---- Phone sign-in with a one-time code --------------------------------------------------------

/** POST /api/auth/phone/request-code → 200 PhoneCodeSentResponse */
export const PhoneCodeRequestSchema = z.strictObject({ phone: PhoneNumberSchema });
export const PhoneCodeSentResponseSchema = z.object({
  status: z.literal('sent'),
  /** The 10 digits the code went to. */
  phone: z.string(),
  expiresInSeconds: z.int(),
  /** How long before another code may be requested for this number. */
  resendAfterSeconds: z.int(),
});
export type PhoneCodeSentResponse = z.infer<typeof PhoneCodeSentResponseSchema>;

/** POST /api/auth/phone/verify → 200 SignedInResponse, with the session cookie */
export const PhoneVerifyRequestSchema = z.strictObject({
  phone: PhoneNumberSchema,
  code: OtpCodeSchema,
});

// ---- Adding a phone number (signed in) ----------------------------------------------------------

/**
 * POST /api/auth/phone/add/request-code (signed in) → 200 PhoneCodeSentResponse. A number already
 * on any account is refused with 409.
 */
export const PhoneAddCodeRequestSchema = z.strictObject({ phone: PhoneNumberSchema });

/** POST /api/auth/phone/add/verify (signed in) → 200 SignedInResponse, the number added. */
export const PhoneAddVerifyRequestSchema = z.strictObject({
  phone: PhoneNumberSchema,
  code: OtpCodeSchema,
});

// ---- Confirming it is still you (signed in; docs/decisions/029) ---------------------------------

/**
 * POST /api/auth/reauthenticate/request-code (signed in) → 200 PhoneCodeSentResponse: a code by
 * SMS to one of the account's verified numbers (404 PHONE_NOT_FOUND for another number).
 */
export const ReauthenticationCodeRequestSchema = z.strictObject({ phone: PhoneNumberSchema });

/** POST /api/auth/reauthenticate (signed in) with the account's password… */
export const PasswordReauthenticationSchema = z.strictObject({ password: PasswordSchema });
/** …or with the code texted by /reauthenticate/request-code. */
export const CodeReauthenticationSchema = z.strictObject({
  phone: PhoneNumberSchema,
  code: OtpCodeSchema,
});
/**
 * → 200 ReauthenticatedResponse: the session's sign-in counts as recent again (10 minutes), for
 * deleting the account, adding a phone number or setting the phone PIN. No new session.
 */
export const ReauthenticationRequestSchema = z.union([
  PasswordReauthenticationSchema,
  CodeReauthenticationSchema,
]);
export type ReauthenticationRequest = z.infer<typeof ReauthenticationRequestSchema>;

/** The schema a body is checked against: the password form when it names a password. */
export function reauthenticationSchemaFor(body: unknown) {
  return typeof body === 'object' && body !== null && 'password' in body
    ? PasswordReauthenticationSchema
    : CodeReauthenticationSchema;
}

export const ReauthenticatedResponseSchema = z.object({ status: z.literal('reauthenticated') });
export type ReauthenticatedResponse = z.infer<typeof ReauthenticatedResponseSchema>;
