// /api/advisor's calls and earnings (src/shared/api/advisor/earnings.ts): HTTP only, every route
// behind an advisor session, and always of the session's own advisor: no route takes an
// advisor's id, so no advisor can ask for another's calls.
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { AdvisorScopes } from '#server/http/sessions/advisor-sessions.ts';
import {
  AdvisorCallsQuerySchema,
  AdvisorEarningsQuerySchema,
  AdvisorStatementQuerySchema,
  type AdvisorCallsPage,
  type AdvisorEarningsView,
  type AdvisorStatement,
} from '#shared/api/advisor/earnings.ts';
import type { AdvisorEarningsService } from './service.ts';

export function advisorEarningsRoutes(deps: {
  earnings: AdvisorEarningsService;
  scopes: AdvisorScopes;
}): RoutesPlugin {
  const { earnings, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireAdvisor);

    app.get('/calls', { schema: { querystring: AdvisorCallsQuerySchema } }, async (request) => {
      const body: AdvisorCallsPage = await earnings.calls(
        scopes.advisorIdOf(request),
        request.query.page,
      );
      return body;
    });

    app.get(
      '/earnings',
      { schema: { querystring: AdvisorEarningsQuerySchema } },
      async (request) => {
        const { by, ...period } = request.query;
        const body: AdvisorEarningsView = await earnings.totals(
          scopes.advisorIdOf(request),
          period,
          by,
        );
        return body;
      },
    );

    const month = { schema: { querystring: AdvisorStatementQuerySchema } };
    app.get('/statement', month, async (request) => {
      const body: AdvisorStatement = await earnings.statement(
        scopes.advisorIdOf(request),
        request.query.month,
      );
      return body;
    });

    app.get('/statement.csv', month, async (request, reply) => {
      const statement = await earnings.statement(scopes.advisorIdOf(request), request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="statement-${statement.advisor.extension}-${statement.month}.csv"`,
        )
        .send(earnings.statementCsv(statement));
    });
  };
}
