// /api/admin/audit (src/shared/api/admin/audit.ts): the audit log, searched a page at a time and
// exported as CSV, for any signed-in operator. HTTP only.
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Readable } from 'node:stream';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import { AuditSearchQuerySchema } from '#shared/api/admin/audit.ts';
import type { AuditService } from './service.ts';

export function auditRoutes(deps: { audit: AuditService; scopes: OperatorScopes }): RoutesPlugin {
  const { audit, scopes } = deps;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator());

    app.get('/audit', { schema: { querystring: AuditSearchQuerySchema } }, async (request) => {
      return audit.search(request.query);
    });

    app.get(
      '/audit/export.csv',
      { schema: { querystring: AuditSearchQuerySchema } },
      async (request, reply) => {
        // The list's own query string, page and all: every matching row, whatever the page.
        const { page: _page, pageSize: _pageSize, ...filters } = request.query;
        const lines = audit.exportCsv(filters);
        const fileName = `${adminCopy.operators.auditCsv.fileName}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(Readable.from(lines));
      },
    );
  };
}
