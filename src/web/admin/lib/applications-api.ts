// The back office's calls to /api/admin/advisor-applications (src/shared/api/admin/applications.ts),
// each answer checked against its shared schema.
import {
  ApplicationListPageSchema,
  ApplicationViewSchema,
} from '#shared/api/admin/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const base = '/api/admin/advisor-applications';

/** One page of applications; `search` is the filters, page and page size as a query string. */
export function fetchApplicationPage(search: string, signal?: AbortSignal) {
  return apiRequest(`${base}?${search}`, { schema: ApplicationListPageSchema, signal });
}

export function fetchApplication(id: string, signal?: AbortSignal) {
  return apiRequest(`${base}/${encodeURIComponent(id)}`, { schema: ApplicationViewSchema, signal });
}

export function approveApplication(id: string) {
  return apiRequest(`${base}/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: ApplicationViewSchema,
  });
}

export function declineApplication(id: string, message: string) {
  return apiRequest(`${base}/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: { message },
    schema: ApplicationViewSchema,
  });
}
