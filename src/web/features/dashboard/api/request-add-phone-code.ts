// POST /api/auth/phone/add/request-code (signed in): a 6-digit code by SMS to a number the
// customer wants to add. A number already on an account is refused (409 PHONE_TAKEN). Sending
// the code again uses the same call.
import { PhoneCodeSentResponseSchema, type PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function requestAddPhoneCode(phone: string): Promise<PhoneCodeSentResponse> {
  return apiRequest('/api/auth/phone/add/request-code', {
    method: 'POST',
    body: { phone },
    schema: PhoneCodeSentResponseSchema,
  });
}
