// The shape of an operator command (docs/contracts.md "Command line"). Commands come in groups —
// `advisor list`, later `coupon create`, `jobs run monthly-cashback` — one file per group under
// commands/, listed in commands/index.ts. Their output is plain text for a person at a terminal;
// it is operator-facing English, not customer copy, so it is not in the copy catalogue.
import type { AdminContext } from './context.ts';

export interface AdminIo {
  /** A line of the command's result (stdout). */
  out(line: string): void;
  /** A line about a problem (stderr). */
  err(line: string): void;
}

export interface AdminCommand {
  /** Its name within the group: `list`, `sign-in`. */
  name: string;
  /** How its arguments are written in the help, e.g. `<ext>`; empty when it takes none. */
  arguments: string;
  summary: string;
  /**
   * Works on the database as it is, not migrated first (backups: a restore needs an empty
   * database, and a backup holds what the database holds).
   */
  databaseAsIs?: boolean;
  /**
   * Resolves when done (exit code 0); refusals throw a UsageError (a mistake in the command line)
   * or a DomainError (exit code 1, see refusals.ts).
   */
  run(args: readonly string[], context: AdminContext, io: AdminIo): Promise<void>;
}

export interface CommandGroup {
  /** The first word: `advisor`. */
  name: string;
  /** The heading of the group in the help. */
  title: string;
  commands: readonly AdminCommand[];
}

/** The command was called the wrong way; its usage line is printed after the message. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * A check ran and found something wrong (`ledger check`): what it found is already on stdout; the
 * message says so on stderr, and the exit code is 1, so a script or a timer notices.
 */
export class CheckFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailed';
  }
}

export const usageOf = (group: CommandGroup, command: AdminCommand) =>
  [group.name, command.name, command.arguments].filter(Boolean).join(' ');
