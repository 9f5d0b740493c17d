// The back office's calls to /api/admin/advisors (src/shared/api/admin/advisors.ts), each answer
// checked against its shared schema. Photos and greetings go as the file's own bytes.
import {
  AdvisorAdminViewSchema,
  AdvisorListPageSchema,
  type AdvisorAddRequest,
  type AdvisorAdminView,
  type AdvisorEditRequest,
  type AdvisorRateRequest,
  type AdvisorScheduleRequest,
} from '#shared/api/admin/advisors.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

const base = '/api/admin/advisors';

/** One page of advisors; `search` is the filters, sort, page and page size as a query string. */
export function fetchAdvisorPage(search: string, signal?: AbortSignal) {
  return apiRequest(`${base}?${search}`, { schema: AdvisorListPageSchema, signal });
}

export function fetchAdvisor(extension: number, signal?: AbortSignal) {
  return apiRequest(`${base}/${extension}`, { schema: AdvisorAdminViewSchema, signal });
}

export function addAdvisor(body: AdvisorAddRequest) {
  return apiRequest(base, { method: 'POST', body, schema: AdvisorAdminViewSchema });
}

export function editAdvisor(extension: number, body: AdvisorEditRequest) {
  return apiRequest(`${base}/${extension}`, {
    method: 'PATCH',
    body,
    schema: AdvisorAdminViewSchema,
  });
}

export function setAdvisorPhone(extension: number, phone: string | null) {
  return apiRequest(`${base}/${extension}/phone`, {
    method: 'PUT',
    body: { phone },
    schema: AdvisorAdminViewSchema,
  });
}

export function setAdvisorSchedule(extension: number, body: AdvisorScheduleRequest) {
  return apiRequest(`${base}/${extension}/schedule`, {
    method: 'PUT',
    body,
    schema: AdvisorAdminViewSchema,
  });
}

export function setAdvisorPresence(extension: number, presence: 'available' | 'offline') {
  return apiRequest(`${base}/${extension}/presence`, {
    method: 'PUT',
    body: { presence },
    schema: AdvisorAdminViewSchema,
  });
}

export function setAdvisorRate(extension: number, body: AdvisorRateRequest) {
  return apiRequest(`${base}/${extension}/rates`, {
    method: 'POST',
    body,
    schema: AdvisorAdminViewSchema,
  });
}

/** Removes the photo or greeting (back to the portrait, or the spoken description). */
export function removeAdvisorFile(extension: number, kind: 'photo' | 'greeting') {
  return apiRequest(`${base}/${extension}/${kind}`, {
    method: 'DELETE',
    schema: AdvisorAdminViewSchema,
  });
}

/** Sends the file's bytes; the server checks its type by its content and its size. */
export const uploadAdvisorFile = (
  extension: number,
  kind: 'photo' | 'greeting',
  file: File,
): Promise<AdvisorAdminView> =>
  uploadFile(`${base}/${extension}/${kind}`, file, file.name, AdvisorAdminViewSchema);
