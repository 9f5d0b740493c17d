// The advisor's own profile (src/shared/api/advisor/profile.ts), each answer checked against its
// shared schema. Texts and the schedule go through the web app's one API client; a photo or a
// greeting is sent as the file's own bytes.
import {
  AdvisorProfileResponseSchema,
  type AdvisorProfileResponse,
  type ProfileTexts,
} from '#shared/api/advisor/profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { uploadFile } from '#web/lib/upload-file.ts';

export const profileQueryKey = ['advisor', 'profile'] as const;

export const fetchProfile = (signal?: AbortSignal): Promise<AdvisorProfileResponse> =>
  apiRequest('/api/advisor/profile', { schema: AdvisorProfileResponseSchema, signal });

export const submitTexts = (texts: ProfileTexts): Promise<AdvisorProfileResponse> =>
  apiRequest('/api/advisor/profile/texts', {
    method: 'PUT',
    body: texts,
    schema: AdvisorProfileResponseSchema,
  });

export const saveSchedule = (
  days: number[],
  ranges: { from: string; to: string }[],
): Promise<AdvisorProfileResponse> =>
  apiRequest('/api/advisor/profile/schedule', {
    method: 'PUT',
    body: { days, ranges },
    schema: AdvisorProfileResponseSchema,
  });

/** Sends a photo's or a greeting's bytes; the server checks them by their content. */
export const uploadProfileFile = (
  kind: 'photo' | 'greeting',
  file: Blob,
  name: string,
): Promise<AdvisorProfileResponse> =>
  uploadFile(`/api/advisor/profile/${kind}`, file, name, AdvisorProfileResponseSchema);

/** Where the advisor hears or sees the latest photo or greeting they sent. */
export const sentFileUrl = (kind: 'photo' | 'greeting', changeId: string) =>
  `/api/advisor/profile/changes/${kind}/file?v=${encodeURIComponent(changeId)}`;
