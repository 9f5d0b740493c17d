// How a command that did not do its job ends at the terminal: the lines it writes on stderr and
// the process's exit code. The services (and the commands themselves) refuse with a DomainError,
// whose message is for the operator: it is shown as it is, no stack trace, with a pointer to the
// list command where the operator named something that does not exist. A mistake in the command
// line (UsageError) is followed by the command's usage. A check that found problems (CheckFailed)
// says so in one line. Anything else is a fault, shown in full.
import { DomainError } from '#server/domain-error.ts';
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { CheckFailed, UsageError } from './command.ts';

/** The exit codes: 0 when the command did its job, 1 when it was refused or failed. */
export const exitCodes = { done: 0, refused: 1, failed: 1 } as const;

/** Where to see what exists, after "No … has …". */
const listCommands: Partial<Record<ApiErrorCode, string>> = {
  ADVISOR_NOT_FOUND: '"advisor list" shows every advisor.',
  ANNOUNCEMENT_NOT_FOUND: '"announcement list" shows every announcement.',
  COUPON_NOT_FOUND: '"coupon list --all" shows every coupon.',
  PROMOTION_NOT_FOUND: '"promotion list" shows every promotion.',
};

interface CommandFailure {
  exitCode: number;
  /** For stderr. */
  lines: string[];
}

/** How `error`, thrown by the command whose usage line is `usage`, ends the command. */
export function commandFailure(error: unknown, usage: string): CommandFailure {
  if (error instanceof UsageError) {
    return { exitCode: exitCodes.refused, lines: [error.message, `Usage: ${usage}`] };
  }
  if (error instanceof CheckFailed) {
    return { exitCode: exitCodes.failed, lines: [error.message] };
  }
  if (error instanceof DomainError) {
    const pointer = listCommands[error.code];
    return {
      exitCode: exitCodes.refused,
      lines: [
        pointer === undefined ? error.message : `${error.message} ${pointer}`,
        ...(error.detail === undefined ? [] : [error.detail]),
      ],
    };
  }
  const lines = [`The command failed: ${error instanceof Error ? error.message : String(error)}`];
  if (error instanceof Error && error.stack) lines.push(error.stack);
  return { exitCode: exitCodes.failed, lines };
}
