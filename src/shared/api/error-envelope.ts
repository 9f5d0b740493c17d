// Every failed API answer has this body (DESIGN.md §6): a stable code for programs and the
// spec's text for people. Codes are listed here so both sides agree on them.
import { z } from 'zod';

export const apiErrorCodes = [
  'NOT_FOUND',
  'INVALID_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'FORBIDDEN_ORIGIN',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages when a request body failed validation. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
