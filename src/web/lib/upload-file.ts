// A file's own bytes PUT to the API (the back office's and the advisors' photo and greeting
// uploads): the body is the file itself as application/octet-stream, its name in the query, and
// the answer read as `apiRequest` reads one (a server error's envelope, or the schema's value).
// Apart from api-client.ts so the customers' pages, which upload nothing, do not carry it.
import * as z from 'zod/mini';
import { ApiErrorBodySchema } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from './api-client.ts';

export async function uploadFile<Schema extends z.core.$ZodType>(
  path: string,
  file: Blob,
  name: string,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(`${path}?name=${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ code: NETWORK_ERROR, message: copy.common.requestFailed, status: 0 });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failed = z.safeParse(ApiErrorBodySchema, payload);
    if (failed.success) {
      const { code, message, fields, detail } = failed.data.error;
      throw new ApiError({ code, message, status: response.status, fields, detail });
    }
  } else {
    const parsed = z.safeParse(schema, payload);
    if (parsed.success) return parsed.data;
  }
  throw new ApiError({
    code: UNEXPECTED_RESPONSE,
    message: copy.common.requestFailed,
    status: response.status,
  });
}
