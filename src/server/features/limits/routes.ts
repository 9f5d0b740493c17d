// /api/me/limits (src/shared/api/limits.ts): HTTP only. A signed-in customer's own limits: every
// handler passes only that customer's id on, so no request can name another customer.
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import { LimitsUpdateSchema, type LimitsResponse } from '#shared/api/limits.ts';
import type { LimitsService } from './service.ts';

export function limitsRoutes(deps: {
  limits: LimitsService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { limits, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireCustomer());

    app.get('/', async (request) => {
      const body: LimitsResponse = { limits: await limits.view(scopes.customerOf(request).id) };
      return body;
    });

    app.put('/', { schema: { body: LimitsUpdateSchema } }, async (request) => {
      const customer = scopes.customerOf(request);
      const body: LimitsResponse = { limits: await limits.set(customer.id, request.body) };
      return body;
    });
  };
}
