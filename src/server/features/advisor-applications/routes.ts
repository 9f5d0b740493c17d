// POST /api/advisor-applications (anyone) and /api/admin/advisor-applications (owners): HTTP
// only; the shared schemas (src/shared/api/advisor-applications.ts, admin/applications.ts) parse
// each part, the service decides.
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import { AdvisorApplicationRequestSchema } from '#shared/api/advisor-applications.ts';
import {
  ApplicationDeclineRequestSchema,
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
} from '#shared/api/admin/applications.ts';
import type { AdvisorApplicationsService } from './service.ts';

export function advisorApplicationRoutes(applications: AdvisorApplicationsService): RoutesPlugin {
  return async (app) => {
    app.post(
      '/advisor-applications',
      { schema: { body: AdvisorApplicationRequestSchema } },
      async (request, reply) => {
        await applications.submit(request.body, { ip: request.ip });
        return reply.status(201).send({ status: 'received' });
      },
    );
  };
}

export function advisorApplicationAdminRoutes(deps: {
  applications: AdvisorApplicationsService;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { applications, scopes } = deps;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator('owner'));
    const actorOf = (request: Parameters<OperatorScopes['operatorOf']>[0]) => ({
      operatorId: scopes.operatorOf(request).id,
    });
    const params = ApplicationIdParamsSchema;

    app.get(
      '/advisor-applications',
      { schema: { querystring: ApplicationListQuerySchema } },
      async (request) => applications.list(request.query),
    );

    app.get('/advisor-applications/:id', { schema: { params } }, async (request) =>
      applications.details(request.params.id),
    );

    app.post('/advisor-applications/:id/approve', { schema: { params } }, async (request) =>
      applications.approve(actorOf(request), request.params.id),
    );

    app.post(
      '/advisor-applications/:id/decline',
      { schema: { params, body: ApplicationDeclineRequestSchema } },
      async (request) =>
        applications.decline(actorOf(request), request.params.id, request.body.message),
    );
  };
}
