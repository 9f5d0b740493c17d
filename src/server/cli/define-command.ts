// An operator command with arguments and `--options`: parses its command line (node:util
// parseArgs, strict), turns every mistake in it into a UsageError that names the mistake, and
// answers `--help` with its options and examples. The command's run() gets the parsed values and
// only has to check their meaning.
import { parseArgs } from 'node:util';
import { UsageError, type AdminCommand, type AdminIo } from './command.ts';
import type { AdminContext } from './context.ts';
import { invocationOf } from './invocation.ts';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** How the value is written in the help (`<text>`, `yes|no`); string options only. */
  value?: string;
  description: string;
}

export interface PositionalSpec {
  /** Written `<name>` in the usage (`[<name>]` when optional). */
  name: string;
  /** Completes "… needs <name>: …" when it is missing, e.g. "the advisor's extension, e.g. 4001". */
  description: string;
  optional?: boolean;
}

export type OptionValues<O extends Record<string, OptionSpec>> = {
  [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string;
};

export interface ParsedCommandLine<O extends Record<string, OptionSpec>> {
  /** The positional arguments, as many as the command declares (optional ones may be absent). */
  args: string[];
  options: OptionValues<O>;
}

export interface CommandSpec<O extends Record<string, OptionSpec>> {
  group: string;
  name: string;
  positionals: readonly PositionalSpec[];
  /** Written after the positionals in the usage line, e.g. `--name <name> [options]`. */
  usageTail?: string;
  summary: string;
  /** See AdminCommand.databaseAsIs. */
  databaseAsIs?: boolean;
  options: O;
  /** Complete command lines after `npm run admin --`, shown by `--help`. */
  examples: readonly string[];
  run(input: ParsedCommandLine<O>, context: AdminContext, io: AdminIo): Promise<void>;
}

const invocation = invocationOf('admin');

function positionalUsage(positional: PositionalSpec): string {
  return positional.optional ? `[<${positional.name}>]` : `<${positional.name}>`;
}

/** The option a parseArgs message quotes ('--name <value>' → --name). */
function quotedOption(message: string): string {
  return /'(-[^' ]*)/.exec(message)?.[1] ?? 'an option';
}

export function defineCommand<O extends Record<string, OptionSpec>>(
  spec: CommandSpec<O>,
): AdminCommand {
  const command = `${spec.group} ${spec.name}`;
  const optionNames = Object.keys(spec.options).map((name) => `--${name}`);
  const usageArguments = [...spec.positionals.map(positionalUsage), spec.usageTail ?? '']
    .filter(Boolean)
    .join(' ');

  function helpLines(): string[] {
    const lines = [`Usage: ${invocation} ${command} ${usageArguments}`.trimEnd(), spec.summary];
    const entries = Object.entries(spec.options).map(([name, option]) => [
      option.type === 'string' ? `--${name} ${option.value ?? '<value>'}` : `--${name}`,
      option.description,
    ]);
    if (entries.length > 0) {
      const width = Math.max(...entries.map(([left]) => left?.length ?? 0)) + 2;
      lines.push('', 'Options:');
      for (const [left = '', right = ''] of entries) lines.push(`  ${left.padEnd(width)}${right}`);
    }
    if (spec.examples.length > 0) {
      lines.push('', 'Examples:');
      for (const example of spec.examples) lines.push(`  ${invocation} ${example}`);
    }
    return lines;
  }

  function explain(error: unknown): string {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = quotedOption(message);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && /^-\d/.test(option)) {
      return `${command} takes no negative numbers ("${option}"): write the number without a sign.`;
    }
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const known =
        optionNames.length > 0
          ? ` Its options: ${optionNames.join(', ')}.`
          : ' It takes no options.';
      return `${command} has no option ${option}.${known}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      if (message.includes('argument missing')) return `${option} needs a value.`;
      if (message.includes('does not take an argument')) return `${option} takes no value.`;
      if (message.includes('ambiguous')) {
        return `The value after ${option} starts with "-": write it as ${option}=<value>, or give ${option} its value first.`;
      }
    }
    return message;
  }

  function parse(args: readonly string[]) {
    const options = Object.fromEntries(
      Object.entries(spec.options).map(([name, option]) => [name, { type: option.type }]),
    );
    try {
      return parseArgs({
        args: [...args],
        options: { ...options, help: { type: 'boolean' } },
        strict: true,
        allowPositionals: true,
      });
    } catch (error) {
      throw new UsageError(explain(error));
    }
  }

  return {
    name: spec.name,
    arguments: usageArguments,
    summary: spec.summary,
    ...(spec.databaseAsIs ? { databaseAsIs: true } : {}),
    async run(args, context, io) {
      const parsed = parse(args);
      if (parsed.values.help === true) {
        for (const line of helpLines()) io.out(line);
        return;
      }
      const positionals = parsed.positionals;
      const missing = spec.positionals.find(
        (positional, index) => !positional.optional && positionals[index] === undefined,
      );
      if (missing) {
        throw new UsageError(`${command} needs <${missing.name}>: ${missing.description}.`);
      }
      if (positionals.length > spec.positionals.length) {
        const extra = positionals.slice(spec.positionals.length).map((arg) => `"${arg}"`);
        throw new UsageError(
          `${command} does not take ${extra.join(' ')}: it takes ${usageArguments || 'no arguments'}. Quote a value that has spaces.`,
        );
      }
      const { help: _help, ...values } = parsed.values;
      await spec.run({ args: positionals, options: values as OptionValues<O> }, context, io);
    },
  };
}
