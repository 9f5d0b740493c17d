// Runs one operator command line: finds the command, opens what it needs, runs it, reports, and
// answers the process's exit code (0 done, 1 refused or failed; refusals.ts). `help` and mistakes
// in the command line itself never touch the database.
import { usageOf, type AdminIo, type CommandGroup } from './command.ts';
import { commandGroups } from './commands/index.ts';
import type { OpenedContext } from './context.ts';
import { invocationOf } from './invocation.ts';
import { commandFailure, exitCodes } from './refusals.ts';

const invocation = invocationOf('admin');

export function helpText(groups: readonly CommandGroup[] = commandGroups): string[] {
  const entries = groups.flatMap((group) =>
    group.commands.map((command) => ({ group, usage: usageOf(group, command), command })),
  );
  const width = Math.max('help'.length, ...entries.map((entry) => entry.usage.length)) + 2;
  const lines = [`Operator commands. Usage: ${invocation} <command> [arguments]`];
  for (const group of groups) {
    lines.push('', group.title);
    for (const entry of entries.filter((candidate) => candidate.group === group)) {
      lines.push(`  ${entry.usage.padEnd(width)}${entry.command.summary}`);
    }
  }
  lines.push('', 'Other', `  ${'help'.padEnd(width)}Show this list.`);
  return lines;
}

function groupUsage(group: CommandGroup): string[] {
  return group.commands.map((command) => `  ${invocation} ${usageOf(group, command)}`);
}

export async function runAdmin(
  argv: readonly string[],
  options: {
    io: AdminIo;
    /**
     * Opens the configuration's database (migrated to the latest, unless `migrate` is false) and
     * the services; called only when a command runs.
     */
    openContext: (options: { migrate: boolean }) => Promise<OpenedContext>;
    groups?: readonly CommandGroup[];
  },
): Promise<number> {
  const { io } = options;
  const groups = options.groups ?? commandGroups;
  const [first, second, ...rest] = argv;

  if (first === 'help' || first === '--help' || first === '-h') {
    for (const line of helpText(groups)) io.out(line);
    return exitCodes.done;
  }
  if (first === undefined) {
    io.err(`Which command? "${invocation} help" lists them.`);
    return exitCodes.refused;
  }
  const group = groups.find((candidate) => candidate.name === first);
  if (!group) {
    io.err(`Unknown command "${first}". "${invocation} help" lists the commands.`);
    return exitCodes.refused;
  }
  const command = group.commands.find((candidate) => candidate.name === second);
  if (!command) {
    io.err(
      second === undefined
        ? `"${group.name}" needs a command:`
        : `Unknown command "${group.name} ${second}". The ${group.name} commands are:`,
    );
    for (const line of groupUsage(group)) io.err(line);
    return exitCodes.refused;
  }

  let opened: OpenedContext | undefined;
  try {
    opened = await options.openContext({ migrate: command.databaseAsIs !== true });
    await command.run(rest, opened.context, io);
    return exitCodes.done;
  } catch (error) {
    const failure = commandFailure(error, `${invocation} ${usageOf(group, command)}`);
    for (const line of failure.lines) io.err(line);
    return failure.exitCode;
  } finally {
    await opened?.close();
  }
}
