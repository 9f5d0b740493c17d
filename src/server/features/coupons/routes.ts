// POST /api/coupons/check (src/shared/api/payments.ts): HTTP only. The purchase page's coupon
// box; the session's customer is the one judged (uses, first purchase, a prize's owner). Unknown
// codes are counted per customer and per address (./guessing-limit.ts): 429 with Retry-After.
import { neverCache } from '#server/http/never-cache.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import { CouponCheckRequestSchema, type CouponCheckResponse } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { CouponsService } from './service.ts';

export function couponRoutes(deps: {
  coupons: CouponsService;
  scopes: Pick<CustomerScopes, 'requireCustomer' | 'customerOf'>;
}): RoutesPlugin {
  const { coupons, scopes } = deps;

  return async (app) => {
    neverCache(app);
    /** The purchase flow has its own wording for a visitor (docs/product.md §8). */
    app.addHook(
      'preValidation',
      scopes.requireCustomer(accountCopy.purchase.payment.sessionMissing),
    );

    app.post('/coupons/check', { schema: { body: CouponCheckRequestSchema } }, async (request) => {
      const customer = scopes.customerOf(request);
      const body: CouponCheckResponse = await coupons.check(
        { customerId: customer.id, ip: request.ip },
        request.body,
      );
      return body;
    });
  };
}
