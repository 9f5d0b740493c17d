// /api/me/phone-pin (src/shared/api/phone-pin.ts): whether the customer has a phone PIN, and
// setting, changing or removing it. The PIN goes to the server once and never comes back.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PhonePinResponseSchema, type PhonePinStatus } from '#shared/api/phone-pin.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

const path = '/api/me/phone-pin';

export function phonePinQueryKey(customerId: string) {
  return [...customerQueryKey(customerId), 'phone-pin'] as const;
}

export async function getPhonePin({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PhonePinStatus> {
  const { phonePin } = await apiRequest(path, { schema: PhonePinResponseSchema, signal });
  return phonePin;
}

export function usePhonePin(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: phonePinQueryKey(customerId),
      queryFn: ({ signal }) => getPhonePin({ signal }),
    }),
  );
}

/** PUT: sets or replaces the PIN; a PIN the rules refuse is a 400 with `fields.pin`. */
export async function setPhonePin(pin: string): Promise<PhonePinStatus> {
  const { phonePin } = await apiRequest(path, {
    method: 'PUT',
    body: { pin },
    schema: PhonePinResponseSchema,
  });
  return phonePin;
}

export async function removePhonePin(): Promise<PhonePinStatus> {
  const { phonePin } = await apiRequest(path, { method: 'DELETE', schema: PhonePinResponseSchema });
  return phonePin;
}
