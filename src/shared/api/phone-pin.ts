// The signed-in customer's phone PIN (docs/decisions/026), under /api/me/phone-pin: whether one
// is set and since when, never the PIN or its hash. A visitor gets 401 UNAUTHENTICATED.
//   GET    /api/me/phone-pin            → 200 PhonePinResponse
//   PUT    /api/me/phone-pin {pin}      → 200 PhonePinResponse (set or changed); 400
//          INVALID_REQUEST with `fields.pin` for a PIN the rules refuse, nothing changed; 429
//          TOO_MANY_REQUESTS after 10 changes in an hour
//   DELETE /api/me/phone-pin            → 200 PhonePinResponse (removed; also when none was set)
import * as z from 'zod/mini';
import { PhonePinSchema } from '#shared/schemas/phone-pin.ts';

export const PhonePinStatusSchema = z.object({
  pinSet: z.boolean(),
  /** When the current PIN was set; null without one. */
  setAt: z.nullable(z.string()),
});
export type PhonePinStatus = z.infer<typeof PhonePinStatusSchema>;
export const PhonePinResponseSchema = z.object({ phonePin: PhonePinStatusSchema });
export type PhonePinResponse = z.infer<typeof PhonePinResponseSchema>;

export const PhonePinUpdateSchema = z.strictObject({ pin: PhonePinSchema });
