// The one error the server's rules throw when they refuse something: a stable code from the
// shared list (src/shared/api/error-envelope.ts) and a message for whoever asked (the copy
// catalogue's text for customers, the back office's `adminCopy` for operators: English at the
// command line), with optional details. It says nothing about HTTP: the API's error handler
// decides each code's status (http/error-statuses.ts) and the operator commands print the
// message and exit with 1 (cli/refusals.ts). Anything else
// thrown is a fault: a 500, or "The command failed" with its stack.
//
//   throw new DomainError('PHONE_PRIMARY', accountCopy.customer.dashboard.primaryPhoneNotDeletable);
//   throw new DomainError('COUPON_LIMIT_REACHED', texts.limitReached, { detail: texts.heldBy… });
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';

interface DomainErrorDetails {
  /** Per-field messages, for a form that shows each under its field. */
  fields?: Record<string, string>;
  /** A second line for people, after the message: why, or what to do now. */
  detail?: string;
  /** A refusal that lifts with time (an abuse limit, a lockout): the seconds to wait. */
  retryAfterSeconds?: number;
  /**
   * The refusal ended the asker's session (its account may no longer be signed in), so they are
   * no longer authenticated, whatever the code says of why.
   */
  sessionEnded?: boolean;
}

export class DomainError extends Error {
  readonly fields?: Record<string, string>;
  readonly detail?: string;
  readonly retryAfterSeconds?: number;
  readonly sessionEnded?: boolean;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.fields = details.fields;
    this.detail = details.detail;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.sessionEnded = details.sessionEnded;
  }
}

/** Whether `error` is a DomainError, with this code when one is given. */
export function isDomainError(error: unknown, code?: ApiErrorCode): error is DomainError {
  return error instanceof DomainError && (code === undefined || error.code === code);
}

/** Input the rules cannot read: the catalogue's "invalid request", with per-field messages. */
export const invalidRequest = (
  fields?: Record<string, string>,
  message: string = copy.errors.invalidRequest,
) => new DomainError('INVALID_REQUEST', message, { fields });

/** An operator's change the rules refuse; `message` says what to fix. */
export const changeRefused = (message: string) => new DomainError('CHANGE_REFUSED', message);
