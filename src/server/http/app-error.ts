// The one error type routes and services throw for an answer the client should see. The error
// handler turns it into {"error":{"code","message"}} with its status (and `fields` or `detail`
// when given); anything else is a 500.
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';

export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** A second line for people, after the message: why, or what to do now. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidRequest = (
  fields?: Record<string, string>,
  message: string = copy.errors.invalidRequest,
) => new AppError('INVALID_REQUEST', 400, message, fields);
