// /api/admin/reports (src/shared/api/admin/reports.ts): the owner's reports as JSON, and the
// sales (for the tax returns) and payouts as CSV downloads. Owners only: they show the
// business's money. HTTP only: the period is parsed by the shared schemas, the service counts.
import type { FastifyReply } from 'fastify';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { OperatorScopes } from '#server/http/sessions/operator-sessions.ts';
import {
  GroupedPeriodQuerySchema,
  NoQuerySchema,
  PeriodQuerySchema,
  type CashbackView,
  type CouponUseView,
  type MinutesTalkedView,
  type NewCustomersView,
  type OutstandingMinutesView,
  type PayoutsView,
  type PeriodQuery,
  type SalesReportView,
  type TarotPlaysView,
} from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { createReportsService } from './service.ts';

type ReportsService = ReturnType<typeof createReportsService>;

/** A CSV download named after its report and period: "sales-2026-10-01-2026-10-31.csv". */
function sendCsv(reply: FastifyReply, name: string, period: PeriodQuery, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${period.from}-${period.to}.csv"`)
    .send(csv);
}

export function reportsRoutes(deps: {
  reports: ReportsService;
  scopes: OperatorScopes;
}): RoutesPlugin {
  const { reports, scopes } = deps;
  const grouped = { schema: { querystring: GroupedPeriodQuerySchema } };
  const period = { schema: { querystring: PeriodQuerySchema } };
  const files = adminCopy.reports.csvFileNames;
  return async (app) => {
    app.addHook('preValidation', scopes.requireOperator('owner'));

    app.get('/reports/sales', grouped, async (request) => {
      const { by, ...days } = request.query;
      const body: SalesReportView = await reports.sales(days, by);
      return body;
    });

    app.get('/reports/sales.csv', grouped, async (request, reply) => {
      const { by, ...days } = request.query;
      return sendCsv(reply, files.sales, days, reports.salesCsv(await reports.sales(days, by)));
    });

    app.get(
      '/reports/outstanding-minutes',
      { schema: { querystring: NoQuerySchema } },
      async () => {
        const body: OutstandingMinutesView = await reports.outstandingMinutes();
        return body;
      },
    );

    app.get('/reports/minutes-talked', grouped, async (request) => {
      const { by, ...days } = request.query;
      const body: MinutesTalkedView = await reports.minutesTalked(days, by);
      return body;
    });

    app.get('/reports/payouts', period, async (request) => {
      const body: PayoutsView = await reports.payouts(request.query);
      return body;
    });

    app.get('/reports/payouts.csv', period, async (request, reply) => {
      const days = request.query;
      return sendCsv(reply, files.payouts, days, reports.payoutsCsv(await reports.payouts(days)));
    });

    app.get('/reports/coupons', period, async (request) => {
      const body: CouponUseView = await reports.couponUse(request.query);
      return body;
    });

    app.get('/reports/tarot', grouped, async (request) => {
      const { by, ...days } = request.query;
      const body: TarotPlaysView = await reports.tarotPlays(days, by);
      return body;
    });

    app.get('/reports/cashback', grouped, async (request) => {
      const { by, ...days } = request.query;
      const body: CashbackView = await reports.cashbackGranted(days, by);
      return body;
    });

    app.get('/reports/new-customers', grouped, async (request) => {
      const { by, ...days } = request.query;
      const body: NewCustomersView = await reports.newCustomers(days, by);
      return body;
    });
  };
}
