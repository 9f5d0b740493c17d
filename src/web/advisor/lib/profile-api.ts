// The advisor's own profile (src/shared/api/advisor/profile.ts), each answer checked against its
// shared schema. Texts and the schedule go through the web app's one API client; a photo or a
// greeting is sent as the file's own bytes.
import * as z from 'zod/mini';
import {
  AdvisorProfileResponseSchema,
  type AdvisorProfileResponse,
  type ProfileTexts,
} from '#shared/api/advisor/profile.ts';
import { ApiErrorBodySchema } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { ApiError, apiRequest, NETWORK_ERROR, UNEXPECTED_RESPONSE } from '#web/lib/api-client.ts';

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
export async function uploadProfileFile(
  kind: 'photo' | 'greeting',
  file: Blob,
  name: string,
): Promise<AdvisorProfileResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/advisor/profile/${kind}?name=${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ code: NETWORK_ERROR, message: copy.common.requestFailed, status: 0 });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const parsed = z.safeParse(
    response.ok ? AdvisorProfileResponseSchema : ApiErrorBodySchema,
    payload,
  );
  if (!parsed.success) {
    throw new ApiError({
      code: UNEXPECTED_RESPONSE,
      message: copy.common.requestFailed,
      status: response.status,
    });
  }
  if ('error' in parsed.data) {
    const { code, message, fields, detail } = parsed.data.error;
    throw new ApiError({ code, message, status: response.status, fields, detail });
  }
  return parsed.data;
}

/** Where the advisor hears or sees the latest photo or greeting they sent. */
export const sentFileUrl = (kind: 'photo' | 'greeting', changeId: string) =>
  `/api/advisor/profile/changes/${kind}/file?v=${encodeURIComponent(changeId)}`;
