// `promotion list | show | add | edit | activate | deactivate`: the promotion banner over every
// page. The banner shows the newest active promotion whose period includes now (spec §5), so the
// list says which one that is. Its message is written in English and French (--message-fr);
// a missing French message is shown and warned about (../french-texts.ts). Times are read and
// shown on Montréal's clock.
import type { PromotionFields, PromotionRecord } from '#server/features/promotions/service.ts';
import { UsageError, type AdminIo, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { defineCommand, type PositionalSpec } from '../define-command.ts';
import { businessEnd, businessTime, facts, oneLine, table } from '../format.ts';
import {
  frenchColumn,
  MISSING_FRENCH,
  missingFrenchInListWarning,
  missingFrenchWarning,
} from '../french-texts.ts';
import { findByShortId, isNone, NONE, parseWhen, parseYesNo, shortId } from '../values.ts';

const group = 'promotion';
/** How messages name a promotion, and the refusal of an id that names none. */
const kind = { noun: group, notFound: 'PROMOTION_NOT_FOUND' } as const;

const idPositional: PositionalSpec = {
  name: 'id',
  description: 'the id "promotion list" shows',
};

/** Where a promotion stands now: the banner shows only the first 'on the banner' one. */
function state(promotion: PromotionRecord, now: Date, showingId: string | null): string {
  if (!promotion.isActive) return 'inactive';
  if (Date.parse(promotion.startDate) > now.getTime()) return 'scheduled';
  if (Date.parse(promotion.endDate) < now.getTime()) return 'ended';
  return promotion.id === showingId ? 'on the banner' : 'hidden by a newer one';
}

async function showingId(context: AdminContext): Promise<string | null> {
  return (await context.promotions.active()).promotion?.id ?? null;
}

const period = (promotion: PromotionRecord) =>
  `${businessTime(promotion.startDate)} to ${businessEnd(promotion.endDate)} (Montréal)`;

function detailLines(promotion: PromotionRecord, currentState: string): string[] {
  return [
    `Promotion ${shortId(promotion.id)}`,
    ...facts([
      ['Id', promotion.id],
      ['State', currentState],
      ['Period', period(promotion)],
      ['Message', promotion.message],
      ['Message (French)', promotion.messageFr ?? MISSING_FRENCH],
      ['Link', promotion.linkUrl ?? '-'],
      ['Background', promotion.backgroundColor ?? '- (the default)'],
      ['Text colour', promotion.textColor ?? '- (the default)'],
      ['Created', `${businessTime(promotion.createdAt)} (Montréal)`],
    ]).map((line) => `  ${line}`),
  ];
}

const fieldOptions = {
  message: { type: 'string', value: '<text>', description: 'The banner text (one line).' },
  'message-fr': {
    type: 'string',
    value: '<text>',
    description: `The same in French (${NONE}: none; French pages then show the English).`,
  },
  start: {
    type: 'string',
    value: '<when>',
    description: 'From: 2026-12-01 (that day), "2026-12-01 09:00" (Montréal time) or now.',
  },
  end: {
    type: 'string',
    value: '<when>',
    description: 'Until: 2026-12-24 (to the end of that day) or "2026-12-24 18:00".',
  },
  link: {
    type: 'string',
    value: '<path>',
    description: `A page of this site the banner links to, e.g. /pricing (${NONE}: no link).`,
  },
  background: {
    type: 'string',
    value: '<colour>',
    description: `#rgb, #rrggbb, rgb(r, g, b) or a colour name (${NONE}: the default).`,
  },
  'text-colour': {
    type: 'string',
    value: '<colour>',
    description: `The text's colour, in the same forms (${NONE}: the default).`,
  },
  active: { type: 'string', value: 'yes|no', description: 'Whether it may show (default yes).' },
} as const;

type FieldOptions = {
  [K in keyof typeof fieldOptions]?: string;
};

function fieldChanges(options: FieldOptions, now: Date): Partial<PromotionFields> {
  const orNull = (value: string) => (isNone(value) ? null : value);
  const changes: Partial<PromotionFields> = {};
  if (options.message !== undefined) changes.message = options.message;
  if (options['message-fr'] !== undefined) changes.messageFr = orNull(options['message-fr']);
  if (options.start !== undefined) {
    changes.startDate = parseWhen(options.start, '--start', { now, dayMeans: 'start' });
  }
  if (options.end !== undefined) {
    changes.endDate = parseWhen(options.end, '--end', { now, dayMeans: 'end' });
  }
  if (options.link !== undefined) changes.linkUrl = orNull(options.link);
  if (options.background !== undefined) changes.backgroundColor = orNull(options.background);
  if (options['text-colour'] !== undefined) changes.textColor = orNull(options['text-colour']);
  if (options.active !== undefined) changes.isActive = parseYesNo(options.active, '--active');
  return changes;
}

/** The warning about a missing French message, or null. */
const frenchWarning = (promotion: PromotionRecord) =>
  missingFrenchWarning(
    `promotion ${shortId(promotion.id)}`,
    promotion.messageFr === null ? [{ text: 'message', option: '--message-fr' }] : [],
  );

/** A promotion in these states shows nowhere (until activated again), so needs no warning. */
const shown = (currentState: string) => currentState !== 'inactive' && currentState !== 'ended';

/**
 * The result line, and on stderr the warning when the French message is missing from a
 * promotion that shows or will.
 */
async function report(
  context: AdminContext,
  io: AdminIo,
  promotion: PromotionRecord,
  verb: string,
) {
  const now = context.clock.now();
  const currentState = state(promotion, now, await showingId(context));
  io.out(`${verb} promotion ${shortId(promotion.id)}, ${period(promotion)}: ${currentState}.`);
  const warning = shown(currentState) ? frenchWarning(promotion) : null;
  if (warning !== null) io.err(warning);
}

const listCommand = defineCommand({
  group,
  name: 'list',
  positionals: [],
  summary: 'List every promotion, newest first, and which one the banner shows.',
  options: {},
  examples: ['promotion list'],
  async run(_input, context, io) {
    const promotions = await context.promotions.list();
    if (promotions.length === 0) {
      io.out('No promotions yet.');
      return;
    }
    const now = context.clock.now();
    const showing = await showingId(context);
    const rows = promotions.map((promotion) => [
      shortId(promotion.id),
      state(promotion, now, showing),
      businessTime(promotion.startDate),
      businessEnd(promotion.endDate),
      oneLine(promotion.message, 40),
      frenchColumn(promotion.messageFr, 40),
    ]);
    for (const line of table([
      ['ID', 'STATE', 'FROM (MONTRÉAL)', 'TO (MONTRÉAL)', 'MESSAGE', 'FRENCH'],
      ...rows,
    ])) {
      io.out(line);
    }
    const withoutFrench = promotions
      .filter((p) => p.messageFr === null && shown(state(p, now, showing)))
      .map((p) => shortId(p.id));
    const warning = missingFrenchInListWarning(
      { one: 'promotion', many: 'promotions' },
      withoutFrench,
      'promotion edit <id> --message-fr <text>',
    );
    if (warning !== null) io.err(warning);
  },
});

const showCommand = defineCommand({
  group,
  name: 'show',
  positionals: [idPositional],
  summary: 'Show one promotion in full.',
  options: {},
  examples: ['promotion show 7d2f9c41a0b3'],
  async run({ args: [id = ''] }, context, io) {
    const promotion = await findByShortId(id, kind, (short) =>
      context.promotions.findByShortId(short),
    );
    const currentState = state(promotion, context.clock.now(), await showingId(context));
    for (const line of detailLines(promotion, currentState)) io.out(line);
    const warning = frenchWarning(promotion);
    if (warning !== null) io.err(warning);
  },
});

const addCommand = defineCommand({
  group,
  name: 'add',
  positionals: [],
  usageTail: '--message <text> --end <when>',
  summary: 'Add a promotion, from now unless --start; --help shows the options.',
  options: fieldOptions,
  examples: [
    'promotion add --message "Black Friday: 20 % more minutes!" --message-fr "Vendredi fou : 20 % plus de minutes!" --start 2026-11-27 --end 2026-11-30 --link /pricing',
    'promotion add --message "Holiday readings all week" --end "2026-12-24 18:00" --background "#14532d" --text-colour white',
  ],
  async run({ options }, context, io) {
    if (options.message === undefined) {
      throw new UsageError('promotion add needs --message <text>: what the banner says.');
    }
    if (options.end === undefined) {
      throw new UsageError(
        'promotion add needs --end <when>: the banner counts down to it, e.g. --end 2026-12-24.',
      );
    }
    const now = context.clock.now();
    const changes = fieldChanges(options, now);
    const promotion = await context.promotions.create({
      ...changes,
      message: changes.message ?? '',
      startDate: changes.startDate ?? now.toISOString(),
      endDate: changes.endDate ?? '',
    });
    await report(context, io, promotion, 'Added');
  },
});

const editCommand = defineCommand({
  group,
  name: 'edit',
  positionals: [idPositional],
  usageTail: '[options]',
  summary: "Change a promotion's message (English or French), period, link or colours.",
  options: fieldOptions,
  examples: [
    'promotion edit 7d2f9c41a0b3 --end 2026-12-31',
    `promotion edit 7d2f9c41a0b3 --link ${NONE} --background purple`,
    'promotion edit 7d2f9c41a0b3 --message-fr "Consultations des Fêtes toute la semaine"',
  ],
  async run({ args: [id = ''], options }, context, io) {
    const changes = fieldChanges(options, context.clock.now());
    if (Object.keys(changes).length === 0) {
      throw new UsageError(
        `promotion edit needs at least one change: ${Object.keys(fieldOptions)
          .map((name) => `--${name}`)
          .join(', ')}.`,
      );
    }
    const found = await findByShortId(id, kind, (short) => context.promotions.findByShortId(short));
    const promotion = await context.promotions.update(found.id, changes);
    await report(context, io, promotion, 'Updated');
  },
});

function switchCommand(name: 'activate' | 'deactivate') {
  const isActive = name === 'activate';
  return defineCommand({
    group,
    name,
    positionals: [idPositional],
    summary: isActive
      ? 'Let a promotion show again during its period.'
      : 'Take a promotion off the banner (it stays in the list).',
    options: {},
    examples: [`promotion ${name} 7d2f9c41a0b3`],
    async run({ args: [id = ''] }, context, io) {
      const found = await findByShortId(id, kind, (short) =>
        context.promotions.findByShortId(short),
      );
      if (found.isActive === isActive) {
        io.out(
          `Promotion ${shortId(found.id)} was already ${isActive ? 'active' : 'inactive'}; nothing changed.`,
        );
        return;
      }
      const promotion = await context.promotions.update(found.id, { isActive });
      await report(context, io, promotion, isActive ? 'Activated' : 'Deactivated');
    },
  });
}

export const promotionCommands: CommandGroup = {
  name: group,
  title: 'Promotions (the banner over every page)',
  commands: [
    listCommand,
    showCommand,
    addCommand,
    editCommand,
    switchCommand('activate'),
    switchCommand('deactivate'),
  ],
};
