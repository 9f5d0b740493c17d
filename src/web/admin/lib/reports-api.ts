// The reports page's calls to /api/admin/reports (src/shared/api/admin/reports.ts), each answer
// checked against its shared schema, and the addresses of the two CSV downloads.
import {
  CashbackViewSchema,
  CouponUseViewSchema,
  MinutesTalkedViewSchema,
  NewCustomersViewSchema,
  OutstandingMinutesViewSchema,
  PayoutsViewSchema,
  SalesReportViewSchema,
  TarotPlaysViewSchema,
  type GroupedPeriodQuery,
  type PeriodQuery,
} from '#shared/api/admin/reports.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const base = '/api/admin/reports';
const periodSearch = ({ from, to }: PeriodQuery) => new URLSearchParams({ from, to }).toString();
const groupedSearch = ({ from, to, by }: GroupedPeriodQuery) =>
  new URLSearchParams({ from, to, by }).toString();

/** Each report: its address and schema, and whether it is grouped by day, week or month. */
export const reportFetchers = {
  sales: (query: GroupedPeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/sales?${groupedSearch(query)}`, { schema: SalesReportViewSchema, signal }),
  outstandingMinutes: (signal?: AbortSignal) =>
    apiRequest(`${base}/outstanding-minutes`, { schema: OutstandingMinutesViewSchema, signal }),
  minutesTalked: (query: GroupedPeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/minutes-talked?${groupedSearch(query)}`, {
      schema: MinutesTalkedViewSchema,
      signal,
    }),
  payouts: (query: PeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/payouts?${periodSearch(query)}`, { schema: PayoutsViewSchema, signal }),
  coupons: (query: PeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/coupons?${periodSearch(query)}`, { schema: CouponUseViewSchema, signal }),
  tarot: (query: GroupedPeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/tarot?${groupedSearch(query)}`, { schema: TarotPlaysViewSchema, signal }),
  cashback: (query: GroupedPeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/cashback?${groupedSearch(query)}`, { schema: CashbackViewSchema, signal }),
  newCustomers: (query: GroupedPeriodQuery, signal?: AbortSignal) =>
    apiRequest(`${base}/new-customers?${groupedSearch(query)}`, {
      schema: NewCustomersViewSchema,
      signal,
    }),
};

/** Where the browser downloads the period's sales, for the tax returns. */
export const salesCsvHref = (query: GroupedPeriodQuery) =>
  `${base}/sales.csv?${groupedSearch(query)}`;

/** Where the browser downloads the period's payouts. */
export const payoutsCsvHref = (query: PeriodQuery) => `${base}/payouts.csv?${periodSearch(query)}`;
