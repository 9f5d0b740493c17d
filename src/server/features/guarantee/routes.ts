// The satisfaction guarantee's endpoints (src/shared/api/guarantee.ts,
// src/shared/api/admin/guarantee-claims.ts): HTTP only. A customer's: signed in, and only their
// own calls and claims. The back office's: any operator, for claims are customer service's work;
// an approval needs a reason, a decline the message the customer is emailed.
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  ClaimApproveRequestSchema,
  ClaimDeclineRequestSchema,
  ClaimIdParamsSchema,
  ClaimListQuerySchema,
} from '#shared/api/admin/guarantee-claims.ts';
import {
  ClaimRequestSchema,
  type ClaimResponse,
  type ClaimsResponse,
} from '#shared/api/guarantee.ts';
import type { GuaranteeService } from './service.ts';

export function guaranteeRoutes(deps: {
  guarantee: GuaranteeService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { guarantee, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireCustomer());

    app.get('/claims', async (request) => {
      const body: ClaimsResponse = {
        claims: await guarantee.claimsOf(scopes.customerOf(request).id),
      };
      return body;
    });

    app.post('/claims', { schema: { body: ClaimRequestSchema } }, async (request, reply) => {
      const customer = scopes.customerOf(request);
      const body: ClaimResponse = await guarantee.claim(customer.id, request.body);
      return reply.status(201).send(body);
    });
  };
}

export function guaranteeAdminRoutes(deps: {
  guarantee: GuaranteeService;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { guarantee, scopes } = deps;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator());
    const params = ClaimIdParamsSchema;

    app.get(
      '/guarantee-claims',
      { schema: { querystring: ClaimListQuerySchema } },
      async (request) => guarantee.listForReview(request.query.status),
    );

    app.post(
      '/guarantee-claims/:id/approve',
      { schema: { params, body: ClaimApproveRequestSchema } },
      async (request) =>
        guarantee.approve(scopes.operatorOf(request), request.params.id, request.body.reason),
    );

    app.post(
      '/guarantee-claims/:id/decline',
      { schema: { params, body: ClaimDeclineRequestSchema } },
      async (request) =>
        guarantee.decline(scopes.operatorOf(request), request.params.id, request.body.message),
    );
  };
}
