// The back office's calls to /api/admin, each answer checked against its shared schema
// (src/shared/api/admin/), through the web app's one API client.
import * as z from 'zod/mini';
import { AuditPageSchema } from '#shared/api/admin/audit.ts';
import {
  ActionOutcomeSchema,
  CustomerAccountSchema,
  CustomerSearchPageSchema,
  CustomerSectionSchemas,
  RefundLimitSchema,
  type CustomerSection,
  type CustomerSectionPage,
} from '#shared/api/admin/customers.ts';
import {
  AnnouncementListResponseSchema,
  AnnouncementViewSchema,
  CouponListResponseSchema,
  CouponViewSchema,
  PromotionListResponseSchema,
  PromotionViewSchema,
  TarotGameListResponseSchema,
  TarotGameViewSchema,
  type AnnouncementCreateRequest,
  type AnnouncementUpdateRequest,
  type CouponCreateRequest,
  type CouponUpdateRequest,
  type PromotionCreateRequest,
  type PromotionUpdateRequest,
} from '#shared/api/admin/content.ts';
import {
  OperatorListResponseSchema,
  OperatorSessionResponseSchema,
  SetupCompleteResponseSchema,
  SetupStartResponseSchema,
  type OperatorSignInRequest,
  type OperatorView,
  type SetupCompleteRequest,
} from '#shared/api/admin/session.ts';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';

/** The signed-in operator, or null when there is no operator session (401). */
export async function fetchOperator(signal?: AbortSignal): Promise<OperatorView | null> {
  try {
    const answer = await apiRequest('/api/admin/session', {
      schema: OperatorSessionResponseSchema,
      signal,
    });
    return answer.operator;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export async function signIn(body: OperatorSignInRequest): Promise<OperatorView> {
  const answer = await apiRequest('/api/admin/session', {
    method: 'POST',
    body,
    schema: OperatorSessionResponseSchema,
  });
  return answer.operator;
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/admin/session', { method: 'DELETE', schema: z.undefined() });
}

export function startSetup(token: string) {
  return apiRequest('/api/admin/setup/start', {
    method: 'POST',
    body: { token },
    schema: SetupStartResponseSchema,
  });
}

export function completeSetup(body: SetupCompleteRequest) {
  return apiRequest('/api/admin/setup/complete', {
    method: 'POST',
    body,
    schema: SetupCompleteResponseSchema,
  });
}

/** One page of the audit log; `search` is the filters, page and page size as a query string. */
export function fetchAuditPage(search: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/audit?${search}`, { schema: AuditPageSchema, signal });
}

/** Where the browser downloads every entry the filters match, as CSV. */
export const auditExportHref = (filterSearch: string): string =>
  `/api/admin/audit/export.csv${filterSearch === '' ? '' : `?${filterSearch}`}`;

/** Every operator (owner only). */
export async function fetchOperators(signal?: AbortSignal) {
  const answer = await apiRequest('/api/admin/operators', {
    schema: OperatorListResponseSchema,
    signal,
  });
  return answer.operators;
}

/** One page of the customer search; `search` is q, sort, page and page size as a query string. */
export function fetchCustomers(search: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/customers?${search}`, { schema: CustomerSearchPageSchema, signal });
}

export function fetchCustomer(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}`, {
    schema: CustomerAccountSchema,
    signal,
  });
}

/** One page of a section of the customer's page, newest first. */
export function fetchCustomerSection<S extends CustomerSection>(
  id: string,
  section: S,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest(
    `/api/admin/customers/${encodeURIComponent(id)}/${section}?page=${page}&pageSize=${SECTION_PAGE_SIZE}`,
    { schema: CustomerSectionSchemas[section], signal },
  ) as Promise<CustomerSectionPage<S>>;
}
export const SECTION_PAGE_SIZE = 10;

/** An action on the customer: `path` under the customer's address, e.g. 'minutes'. */
export function postCustomerAction(id: string, path: string, body: object) {
  return apiRequest(`/api/admin/customers/${encodeURIComponent(id)}/${path}`, {
    method: 'POST',
    body,
    schema: ActionOutcomeSchema,
  });
}

// ---- Content (owner only): src/shared/api/admin/content.ts ------------------------------------

const contentUrl = (path: string): `/api/${string}` => `/api/admin/content/${path}`;

export const fetchPromotions = (signal?: AbortSignal) =>
  apiRequest(contentUrl('promotions'), { schema: PromotionListResponseSchema, signal });
export const createPromotion = (body: PromotionCreateRequest) =>
  apiRequest(contentUrl('promotions'), { method: 'POST', body, schema: PromotionViewSchema });
export const updatePromotion = (id: string, body: PromotionUpdateRequest) =>
  apiRequest(contentUrl(`promotions/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    body,
    schema: PromotionViewSchema,
  });

export const fetchAnnouncements = (signal?: AbortSignal) =>
  apiRequest(contentUrl('announcements'), { schema: AnnouncementListResponseSchema, signal });
export const createAnnouncement = (body: AnnouncementCreateRequest) =>
  apiRequest(contentUrl('announcements'), {
    method: 'POST',
    body,
    schema: AnnouncementViewSchema,
  });
export const updateAnnouncement = (id: string, body: AnnouncementUpdateRequest) =>
  apiRequest(contentUrl(`announcements/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    body,
    schema: AnnouncementViewSchema,
  });

export const fetchCoupons = (signal?: AbortSignal) =>
  apiRequest(contentUrl('coupons'), { schema: CouponListResponseSchema, signal });
export const createCoupon = (body: CouponCreateRequest) =>
  apiRequest(contentUrl('coupons'), { method: 'POST', body, schema: CouponViewSchema });
export const updateCoupon = (code: string, body: CouponUpdateRequest) =>
  apiRequest(contentUrl(`coupons/${encodeURIComponent(code)}`), {
    method: 'PATCH',
    body,
    schema: CouponViewSchema,
  });

export const fetchTarotGames = (signal?: AbortSignal) =>
  apiRequest(contentUrl('tarot-games'), { schema: TarotGameListResponseSchema, signal });
export const createTarotGame = (weekStart: string) =>
  apiRequest(contentUrl('tarot-games'), {
    method: 'POST',
    body: { weekStart },
    schema: TarotGameViewSchema,
  });
export const setTarotGameActive = (weekStart: string, isActive: boolean) =>
  apiRequest(contentUrl(`tarot-games/${encodeURIComponent(weekStart)}`), {
    method: 'PATCH',
    body: { isActive },
    schema: TarotGameViewSchema,
  });

// ---- Settings: the support role's refund limit (read by both roles, set by owners) ------------

export const fetchRefundLimit = (signal?: AbortSignal) =>
  apiRequest('/api/admin/settings/refund-limit', { schema: RefundLimitSchema, signal });

export const setRefundLimit = (limitCents: number) =>
  apiRequest('/api/admin/settings/refund-limit', {
    method: 'PUT',
    body: { limitCents },
    schema: ActionOutcomeSchema,
  });
