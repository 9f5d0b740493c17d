// GET /api/me/promo-code: the latest tarot coupon the customer won in the last 7 days, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PromoCodeResponseSchema, type PromoCode } from '#shared/api/customer.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';

export async function getPromoCode({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PromoCode | null> {
  const { promoCode } = await apiRequest('/api/me/promo-code', {
    schema: PromoCodeResponseSchema,
    signal,
  });
  return promoCode;
}

export function promoCodeQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: [...customerQueryKey(customerId), 'promo-code'],
    queryFn: ({ signal }) => getPromoCode({ signal }),
  });
}

export function usePromoCode(customerId: string) {
  return useQuery(promoCodeQueryOptions(customerId));
}
