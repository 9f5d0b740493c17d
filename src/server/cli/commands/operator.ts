// `operator add | list | disable`: the back office's operators (docs/decisions/044). `add` invites
// one with a one-time set-up link, printed here and emailed, where they choose a password and
// enrol an authenticator app; `add` again for an operator who has not set up yet sends a fresh
// link (the older ones stop working). `disable` ends their sessions at once; an operator is
// never deleted, so the audit log keeps naming them. Each change is in the audit log.
import { EmailSchema } from '#shared/schemas/credentials.ts';
import { operatorRoles } from '#shared/api/admin/session.ts';
import { locales, type Locale } from '#shared/copy/locale.ts';
import * as z from 'zod/mini';
import { UsageError, type CommandGroup } from '../command.ts';
import { defineCommand, type PositionalSpec } from '../define-command.ts';
import { businessTime, businessTimeOrDash, table } from '../format.ts';
import { parseChoice } from '../values.ts';

const group = 'operator';

const emailPositional: PositionalSpec = {
  name: 'email',
  description: "the operator's email address, e.g. alex@lumina-psychics.example",
};

function parseEmail(text: string): string {
  const parsed = z.safeParse(EmailSchema, text);
  if (!parsed.success) throw new UsageError(`"${text}" is not an email address.`);
  return parsed.data;
}

function parseLanguage(text: string | undefined): Locale {
  if (text === undefined) return 'en';
  const found = locales.find((locale) => locale.toLowerCase() === text.trim().toLowerCase());
  if (found === undefined) {
    throw new UsageError(`--language must be one of ${locales.join(', ')}, not "${text}".`);
  }
  return found;
}

const add = defineCommand({
  group,
  name: 'add',
  positionals: [emailPositional],
  usageTail: '--role owner|support [--language en|fr-CA]',
  summary:
    'Invite an operator: prints their one-time set-up link (valid 72 hours) and emails it. Again for one not set up yet: a fresh link.',
  options: {
    role: {
      type: 'string',
      value: 'owner|support',
      description: 'owner: everything; support: customers, and refunds up to the owner’s limit.',
    },
    language: {
      type: 'string',
      value: 'en|fr-CA',
      description: 'The language of the email with the link (default en).',
    },
  },
  examples: [
    'operator add alex@lumina-psychics.example --role owner',
    'operator add sam@lumina-psychics.example --role support --language fr-CA',
  ],
  async run({ args: [emailText = ''], options }, context, io) {
    const email = parseEmail(emailText);
    if (options.role === undefined) {
      throw new UsageError('operator add needs --role owner|support.');
    }
    const role = parseChoice(options.role, '--role', operatorRoles);
    const language = parseLanguage(options.language);
    const invited = await context.operators.add({ email, role, language });
    io.out(
      `${invited.renewed ? 'A fresh set-up link for' : 'Invited'} ${email} (${role}). Their set-up link, valid 72 hours and once:`,
    );
    io.out(invited.setupUrl);
    io.out(
      invited.emailed
        ? `The link was emailed to ${email}.`
        : `The email to ${email} is not sent yet (the outbox retries it): give them the link above.`,
    );
  },
});

const list = defineCommand({
  group,
  name: 'list',
  positionals: [],
  summary: 'List the operators: role, status (invited, active, disabled), last sign-in.',
  options: {},
  examples: ['operator list'],
  async run(_input, context, io) {
    const operators = await context.operators.list();
    if (operators.length === 0) {
      io.out('No operators yet. Invite the first owner: operator add <email> --role owner');
      return;
    }
    const rows = operators.map((operator) => [
      operator.email,
      operator.role,
      operator.status,
      businessTime(operator.createdAt),
      businessTimeOrDash(operator.lastSignInAt),
    ]);
    for (const line of table([['EMAIL', 'ROLE', 'STATUS', 'ADDED', 'LAST SIGN-IN'], ...rows])) {
      io.out(line);
    }
  },
});

const disable = defineCommand({
  group,
  name: 'disable',
  positionals: [emailPositional],
  summary: 'Disable an operator: their sessions end at once, and they can no longer sign in.',
  options: {},
  examples: ['operator disable sam@lumina-psychics.example'],
  async run({ args: [emailText = ''] }, context, io) {
    const operator = await context.operators.disable(parseEmail(emailText));
    io.out(`Disabled ${operator.email} (${operator.role}): signed out everywhere.`);
  },
});

export const operatorCommands: CommandGroup = {
  name: group,
  title: 'Back-office operators',
  commands: [add, list, disable],
};
