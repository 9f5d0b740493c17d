// `advisor list | sign-in <ext> | sign-out <ext>`: who is on the board and their presence,
// changed through the advisors service like the phone line will.
import {
  parseExtension,
  UnknownAdvisorError,
  type AdvisorSummary,
} from '#server/features/advisors/service.ts';
import { BUSINESS_TIME_ZONE, zonedParts } from '#shared/time/business-time.ts';
import { CommandError, UsageError, type AdminCommand, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** "2026-11-21 10:00" on Montréal's clock, where the operators are. */
function businessTime(iso: string): string {
  const p = zonedParts(new Date(iso), BUSINESS_TIME_ZONE);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

function presence(advisor: AdvisorSummary): string {
  const words = [advisor.signedIn ? 'signed in' : 'signed out'];
  if (advisor.onACall) words.push('on a call');
  if (!advisor.isListed) words.push('not listed');
  return words.join(', ');
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

/** The one argument of sign-in and sign-out: an extension that exists. */
function extensionArgument(args: readonly string[], command: string): number {
  const [text, ...extra] = args;
  if (text === undefined) {
    throw new UsageError(`${command} needs the advisor's extension, e.g. ${command} 4001.`);
  }
  if (extra.length > 0) throw new UsageError(`${command} takes one extension, not ${args.length}.`);
  const extension = parseExtension(text);
  if (extension === null) {
    throw new UsageError(`"${text}" is not an extension: use the advisor's digits, e.g. 4001.`);
  }
  return extension;
}

function presenceCommand(name: 'sign-in' | 'sign-out'): AdminCommand {
  const signedIn = name === 'sign-in';
  return {
    name,
    arguments: '<ext>',
    summary: signedIn
      ? 'Sign an advisor in: the board shows them Available.'
      : 'Sign an advisor out: the board shows them Offline.',
    async run(args, context: AdminContext, io) {
      const extension = extensionArgument(args, `advisor ${name}`);
      try {
        const { advisor, changed } = await context.advisors.setSignedIn(extension, signedIn);
        const state = signedIn ? 'signed in' : 'signed out';
        io.out(
          changed
            ? `Advisor ${advisor.extension} (${advisor.name}) is now ${state}. The board shows it within a few seconds.`
            : `Advisor ${advisor.extension} (${advisor.name}) was already ${state}; nothing changed.`,
        );
      } catch (error) {
        if (error instanceof UnknownAdvisorError) {
          throw new CommandError(
            `No advisor has the extension ${extension}. "advisor list" shows every advisor.`,
          );
        }
        throw error;
      }
    },
  };
}

export const advisorCommands: CommandGroup = {
  name: 'advisor',
  title: 'Advisors',
  commands: [
    {
      name: 'list',
      arguments: '',
      summary: 'List every advisor: extension, name and presence.',
      async run(args, context, io) {
        if (args.length > 0) throw new UsageError('advisor list takes no arguments.');
        const advisors = await context.advisors.listAdvisors();
        if (advisors.length === 0) {
          io.out('No advisors yet.');
          return;
        }
        const rows = advisors.map((advisor) => [
          String(advisor.extension),
          advisor.name,
          presence(advisor),
          advisor.signedInChangedAt ? businessTime(advisor.signedInChangedAt) : '',
        ]);
        for (const line of table([['EXT', 'NAME', 'PRESENCE', 'SINCE (MONTRÉAL)'], ...rows])) {
          io.out(line);
        }
      },
    },
    presenceCommand('sign-in'),
    presenceCommand('sign-out'),
  ],
};
