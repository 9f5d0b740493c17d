// POST /api/coupons/check: whether a code applies to a package, and the order's figures with it
// (src/shared/api/payments.ts). The server upper-cases the code and words every refusal.
import { useMutation } from '@tanstack/react-query';
import { CouponCheckResponseSchema } from '#shared/api/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface CouponCheckInput {
  code: string;
  bundleId: string;
}

export function checkCoupon({ code, bundleId }: CouponCheckInput) {
  return apiRequest('/api/coupons/check', {
    method: 'POST',
    body: { code, bundleId },
    schema: CouponCheckResponseSchema,
  });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
