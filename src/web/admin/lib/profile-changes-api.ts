// The back office's calls to /api/admin/profile-changes (src/shared/api/admin/profile-changes.ts),
// each answer checked against its shared schema.
import { ProfileChangeListSchema } from '#shared/api/admin/profile-changes.ts';
import { ProfileChangeSchema } from '#shared/api/advisor/profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const base = '/api/admin/profile-changes';

export const fetchPendingChanges = (signal?: AbortSignal) =>
  apiRequest(base, { schema: ProfileChangeListSchema, signal });

/** Where the operator sees or hears a pending photo or greeting. */
export const pendingFileUrl = (id: string) => `${base}/${encodeURIComponent(id)}/file`;

export const approveChange = (id: string) =>
  apiRequest(`${base}/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: ProfileChangeSchema,
  });

export const declineChange = (id: string, message: string) =>
  apiRequest(`${base}/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    body: { message },
    schema: ProfileChangeSchema,
  });
