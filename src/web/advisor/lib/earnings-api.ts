// The advisors' calls, totals and statements (src/shared/api/advisor/earnings.ts), each answer
// checked against its shared schema, through the web app's one API client.
import {
  AdvisorCallsPageSchema,
  AdvisorEarningsViewSchema,
  AdvisorStatementSchema,
  type AdvisorCallsPage,
  type AdvisorEarningsView,
  type AdvisorStatement,
} from '#shared/api/advisor/earnings.ts';
import type { Granularity } from '#shared/api/admin/reports.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const fetchCalls = (page: number, signal?: AbortSignal): Promise<AdvisorCallsPage> =>
  apiRequest(`/api/advisor/calls?page=${page}`, { schema: AdvisorCallsPageSchema, signal });

export const fetchTotals = (
  query: { from: string; to: string; by: Granularity },
  signal?: AbortSignal,
): Promise<AdvisorEarningsView> =>
  apiRequest(`/api/advisor/earnings?${new URLSearchParams(query).toString()}`, {
    schema: AdvisorEarningsViewSchema,
    signal,
  });

export const fetchStatement = (month: string, signal?: AbortSignal): Promise<AdvisorStatement> =>
  apiRequest(`/api/advisor/statement?month=${encodeURIComponent(month)}`, {
    schema: AdvisorStatementSchema,
    signal,
  });

/** The statement's CSV, downloaded by the browser with the advisor's cookie. */
export const statementCsvUrl = (month: string) =>
  `/api/advisor/statement.csv?month=${encodeURIComponent(month)}`;
