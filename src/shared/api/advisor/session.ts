// The advisors' app (docs/decisions/048), under /api/advisor: the request bodies the server
// parses strictly and the answers the advisors' pages parse. An advisor session has its own
// cookie (`lumina_advisor`); a customer's or an operator's never opens anything here, nor an
// advisor's anything of theirs.
//   POST   /api/advisor/code     {phone}          → 200 AdvisorCodeSentResponse (any number alike)
//   POST   /api/advisor/session  {phone, code}    → 200 AdvisorSessionResponse + cookie
//   GET    /api/advisor/session                   → 200 AdvisorSessionResponse, or 401
//   DELETE /api/advisor/session                   → 204, the cookie cleared
//   PUT    /api/advisor/presence {presence, awayUntil} → 200 AdvisorSessionResponse
//   GET    /api/advisor/call                      → 200 AdvisorCallResponse
import * as z from 'zod/mini';
import { OtpCodeSchema } from '#shared/schemas/otp.ts';
import { PhoneNumberSchema } from '#shared/schemas/phone.ts';

/** Available takes calls; Away is a break (the board shows offline); Offline is signed out. */
export const advisorPresences = ['available', 'away', 'offline'] as const;
export const AdvisorPresenceSchema = z.enum(advisorPresences);

/** The signed-in advisor, as the advisors' pages know them. */
export const AdvisorViewSchema = z.object({
  id: z.string(),
  extension: z.number(),
  name: z.string(),
  presence: AdvisorPresenceSchema,
  /** While Away: when they said they would be back (ISO), if they did. */
  awayUntil: z.nullable(z.string()),
  /** The line is open to them now (ringing or talking): the call panel shows it. */
  onACall: z.boolean(),
});
export type AdvisorView = z.infer<typeof AdvisorViewSchema>;

export const AdvisorSessionResponseSchema = z.object({ advisor: AdvisorViewSchema });
export type AdvisorSessionResponse = z.infer<typeof AdvisorSessionResponseSchema>;

/**
 * POST /api/advisor/code. The answer is the same for every well-formed number, an advisor's or
 * not (a code is texted only to an advisor's): the page says "if this is an advisor's number".
 */
export const AdvisorCodeRequestSchema = z.strictObject({ phone: PhoneNumberSchema });

export const AdvisorCodeSentResponseSchema = z.object({
  status: z.literal('sent'),
  expiresInSeconds: z.number(),
  /** The page offers a new code after this long. */
  resendAfterSeconds: z.number(),
});
export type AdvisorCodeSentResponse = z.infer<typeof AdvisorCodeSentResponseSchema>;

/** POST /api/advisor/session: the number and the code texted to it. */
export const AdvisorSignInRequestSchema = z.strictObject({
  phone: PhoneNumberSchema,
  code: OtpCodeSchema,
});

/** PUT /api/advisor/presence: `awayUntil` (ISO, within 24 hours) only with 'away', optional. */
export const AdvisorPresenceRequestSchema = z.strictObject({
  presence: AdvisorPresenceSchema,
  awayUntil: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type AdvisorPresenceRequest = z.infer<typeof AdvisorPresenceRequestSchema>;

/** The call open to the advisor now: never the caller's number or email. */
export const AdvisorCallSchema = z.object({
  /** The caller's first name. */
  callerFirstName: z.string(),
  /** The call's time limit in minutes: what the caller has for this call. */
  minutesLimit: z.number(),
  /** When the advisor picked up (ISO); null while it rings. The page runs the timer from it. */
  answeredAt: z.nullable(z.string()),
  /**
   * The call-back queue (docs/decisions/052): the first waiting customer's first name and how
   * many wait; absent when nobody waits.
   */
  nextWaiting: z.optional(z.object({ firstName: z.string(), waiting: z.number() })),
});
export type AdvisorCall = z.infer<typeof AdvisorCallSchema>;

/** GET /api/advisor/call: the call open now, or null. */
export const AdvisorCallResponseSchema = z.object({ call: z.nullable(AdvisorCallSchema) });
export type AdvisorCallResponse = z.infer<typeof AdvisorCallResponseSchema>;
