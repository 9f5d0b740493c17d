// `promotion list | show | add | edit | activate | deactivate`: the promotion banner over every
// page, with the commands every scheduled banner has (../scheduled-banner-commands.ts). The
// banner shows the newest active promotion whose period includes now (docs/product.md §5), so the list says
// which one that is. Its message is written in English and French (--message-fr); French pages
// show no promotion whose French is missing, which is shown and warned about (../french-texts.ts). Times are read and shown on
// Montréal's clock.
import {
  promotionKind,
  type PromotionFields,
  type PromotionRecord,
} from '#server/features/promotions/service.ts';
import type { OptionValues } from '../define-command.ts';
import { businessEnd, businessTime, oneLine } from '../format.ts';
import { frenchColumn, missingFrenchText } from '../french-texts.ts';
import { bannerCommands } from '../scheduled-banner-commands.ts';
import { isNone, NONE, parseWhen, parseYesNo, shortId } from '../values.ts';

const period = (promotion: PromotionRecord) =>
  `${businessTime(promotion.startDate)} to ${businessEnd(promotion.endDate)} (Montréal)`;

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

function fieldChanges(
  options: OptionValues<typeof fieldOptions>,
  now: Date,
): Partial<PromotionFields> {
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

export const promotionCommands = bannerCommands({
  kind: { ...promotionKind, plural: 'promotions' },
  title: 'Promotions (the banner over every page)',
  exampleId: '7d2f9c41a0b3',
  banners: (context) => context.promotions,
  audit: (context) => context.contentAudit.promotion,
  showingId: async (context) => (await context.promotions.active()).promotion?.id ?? null,
  showingState: 'on the banner',
  windowOf: (promotion) => ({ start: promotion.startDate, end: promotion.endDate }),
  period,
  subject: (promotion) => `promotion ${shortId(promotion.id)}`,
  missingFrench: (promotion) =>
    promotion.messageFr === null ? [{ text: 'message', option: '--message-fr' }] : [],
  fieldOptions,
  fieldChanges,
  list: {
    summary: 'List every promotion, newest first, and which one the banner shows.',
    columns: ['ID', 'STATE', 'FROM (MONTRÉAL)', 'TO (MONTRÉAL)', 'MESSAGE', 'FRENCH'],
    row: (promotion, state) => [
      shortId(promotion.id),
      state,
      businessTime(promotion.startDate),
      businessEnd(promotion.endDate),
      oneLine(promotion.message, 40),
      frenchColumn(promotion.messageFr, 40),
    ],
    addFrench: 'promotion edit <id> --message-fr <text>',
  },
  facts: (promotion, state) => [
    ['Id', promotion.id],
    ['State', state],
    ['Period', period(promotion)],
    ['Message', promotion.message],
    ['Message (French)', promotion.messageFr ?? missingFrenchText('hidden')],
    ['Link', promotion.linkUrl ?? '-'],
    ['Background', promotion.backgroundColor ?? '- (the default)'],
    ['Text colour', promotion.textColor ?? '- (the default)'],
    ['Created', `${businessTime(promotion.createdAt)} (Montréal)`],
  ],
  add: {
    usageTail: '--message <text> --end <when>',
    summary: 'Add a promotion, from now unless --start; --help shows the options.',
    examples: [
      'promotion add --message "Black Friday: 20 % more minutes!" --message-fr "Vendredi fou : 20 % plus de minutes!" --start 2026-11-27 --end 2026-11-30 --link /pricing',
      'promotion add --message "Holiday readings all week" --end "2026-12-24 18:00" --background "#14532d" --text-colour white',
    ],
    required: [
      { option: 'message', refusal: 'promotion add needs --message <text>: what the banner says.' },
      {
        option: 'end',
        refusal:
          'promotion add needs --end <when>: the banner counts down to it, e.g. --end 2026-12-24.',
      },
    ],
    fields: (changes, now) => ({
      ...changes,
      message: changes.message ?? '',
      startDate: changes.startDate ?? now.toISOString(),
      endDate: changes.endDate ?? '',
    }),
  },
  edit: {
    summary: "Change a promotion's message (English or French), period, link or colours.",
    examples: [
      'promotion edit 7d2f9c41a0b3 --end 2026-12-31',
      `promotion edit 7d2f9c41a0b3 --link ${NONE} --background purple`,
      'promotion edit 7d2f9c41a0b3 --message-fr "Consultations des Fêtes toute la semaine"',
    ],
  },
  activateSummary: 'Let a promotion show again during its period.',
  deactivateSummary: 'Take a promotion off the banner (it stays in the list).',
});
