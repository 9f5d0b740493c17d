// POST /api/auth/phone/request-code: a 6-digit code by SMS to a number verified on an
// account. The server normalises the number and answers with its 10 digits and how long
// before another code may be asked for. Sending the code again uses the same call.
import { PhoneCodeSentResponseSchema } from '#shared/api/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function requestPhoneCode(phone: string) {
  return apiRequest('/api/auth/phone/request-code', {
    method: 'POST',
    body: { phone },
    schema: PhoneCodeSentResponseSchema,
  });
}
