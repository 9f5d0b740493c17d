// POST /api/coupons/check (src/shared/api/payments.ts): HTTP only. The purchase page's coupon
// box; the session's customer is the one judged (uses, first purchase, a prize's owner). Unknown
// codes are counted per customer and per address (./guessing-limit.ts): 429 with Retry-After.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { neverCache } from '#server/http/never-cache.ts';
import { parseInput } from '#server/http/parse-input.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import { CouponCheckRequestSchema, type CouponCheckResponse } from '#shared/api/payments.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { CouponsService } from './service.ts';

export function couponRoutes(deps: {
  coupons: CouponsService;
  auth: Pick<AuthService, 'requireCustomer'>;
}): FastifyPluginAsync {
  const { coupons, auth } = deps;

  /** The purchase flow has its own wording for a visitor (spec §8). */
  const requireCustomer = (request: FastifyRequest, reply: FastifyReply) =>
    auth.requireCustomer(request, reply, copy.purchase.payment.sessionMissing);

  return async (app) => {
    neverCache(app);

    app.post('/coupons/check', async (request, reply) => {
      const customer = await requireCustomer(request, reply);
      const input = parseInput(CouponCheckRequestSchema, request.body);
      const body: CouponCheckResponse = await coupons.check(
        { customerId: customer.id, ip: request.ip },
        input,
      );
      return body;
    });
  };
}
