// `announcement list | show | add | edit | activate | deactivate`: the platform announcement
// dialog, with the commands every scheduled banner has (../scheduled-banner-commands.ts). The
// site shows the active announcement that started last among those whose bounds include now
// (docs/product.md §5), once per visitor until acknowledged; the list says which one that is. Its title and
// message are written in English and French (--title-fr, --message-fr); French pages show the
// French once complete and no announcement before, and a missing French text is shown and warned
// about (../french-texts.ts). Times are read and shown on Montréal's clock.
import {
  announcementKind,
  announcementSeverities,
  hasFrenchVersion,
  type AnnouncementFields,
  type AnnouncementRecord,
} from '#server/features/announcements/service.ts';
import type { OptionValues } from '../define-command.ts';
import { businessEndOrDash, businessTimeOrDash, oneLine } from '../format.ts';
import { frenchColumn, missingFrenchText, type MissingFrench } from '../french-texts.ts';
import { bannerCommands } from '../scheduled-banner-commands.ts';
import {
  isNone,
  NONE,
  parseChoice,
  parseWhen,
  parseYesNo,
  shortId,
  withLineBreaks,
} from '../values.ts';

const period = (announcement: AnnouncementRecord) =>
  `${announcement.startAt === null ? 'always' : `from ${businessTimeOrDash(announcement.startAt)}`}` +
  `${announcement.endAt === null ? ', no end' : ` to ${businessEndOrDash(announcement.endAt)}`} (Montréal)`;

const fieldOptions = {
  message: {
    type: 'string',
    value: '<text>',
    description: 'What the dialog says; write \\n for a line break.',
  },
  title: { type: 'string', value: '<text>', description: `A short title (${NONE}: no title).` },
  'message-fr': {
    type: 'string',
    value: '<text>',
    description: `The message in French; \\n for a line break (${NONE}: none yet).`,
  },
  'title-fr': {
    type: 'string',
    value: '<text>',
    description: `The title in French (${NONE}: none yet).`,
  },
  severity: {
    type: 'string',
    value: announcementSeverities.join('|'),
    description: 'Blue, yellow or red, with its own icon (default info).',
  },
  start: {
    type: 'string',
    value: '<when>',
    description: 'From: 2026-12-01, "2026-12-01 09:00" (Montréal time) or now (default now).',
  },
  end: {
    type: 'string',
    value: '<when>',
    description: `Until: 2026-12-24 (to the end of that day), "2026-12-24 18:00" or ${NONE}.`,
  },
  active: { type: 'string', value: 'yes|no', description: 'Whether it may show (default yes).' },
} as const;

function fieldChanges(
  options: OptionValues<typeof fieldOptions>,
  now: Date,
): Partial<AnnouncementFields> {
  const changes: Partial<AnnouncementFields> = {};
  if (options.message !== undefined) changes.message = withLineBreaks(options.message);
  if (options.title !== undefined) changes.title = isNone(options.title) ? null : options.title;
  const messageFr = options['message-fr'];
  if (messageFr !== undefined) {
    changes.messageFr = isNone(messageFr) ? null : withLineBreaks(messageFr);
  }
  const titleFr = options['title-fr'];
  if (titleFr !== undefined) changes.titleFr = isNone(titleFr) ? null : titleFr;
  if (options.severity !== undefined) {
    changes.severity = parseChoice(options.severity, '--severity', announcementSeverities);
  }
  if (options.start !== undefined) {
    changes.startAt = isNone(options.start)
      ? null
      : parseWhen(options.start, '--start', { now, dayMeans: 'start' });
  }
  if (options.end !== undefined) {
    changes.endAt = isNone(options.end)
      ? null
      : parseWhen(options.end, '--end', { now, dayMeans: 'end' });
  }
  if (options.active !== undefined) changes.isActive = parseYesNo(options.active, '--active');
  return changes;
}

/** The French texts French pages need before they show the announcement in French. */
function missingFrench(announcement: AnnouncementRecord): MissingFrench[] {
  return [
    ...(announcement.title !== null && announcement.titleFr === null
      ? [{ text: 'title', option: '--title-fr' }]
      : []),
    ...(announcement.messageFr === null ? [{ text: 'message', option: '--message-fr' }] : []),
  ];
}

export const announcementCommands = bannerCommands({
  kind: { ...announcementKind, plural: 'announcements' },
  title: 'Announcements (the dialog visitors acknowledge)',
  exampleId: '5be0c2d9f1a7',
  banners: (context) => context.announcements,
  audit: (context) => context.contentAudit.announcement,
  showingId: async (context) => (await context.announcements.active()).announcement?.id ?? null,
  showingState: 'shown to visitors',
  windowOf: (announcement) => ({ start: announcement.startAt, end: announcement.endAt }),
  period,
  subject: (announcement) => `${announcement.severity} announcement ${shortId(announcement.id)}`,
  missingFrench,
  fieldOptions,
  fieldChanges,
  list: {
    summary: 'List every announcement, newest first, and which one visitors see.',
    columns: [
      'ID',
      'STATE',
      'SEVERITY',
      'FROM (MONTRÉAL)',
      'TO (MONTRÉAL)',
      'TITLE OR MESSAGE',
      'FRENCH',
    ],
    row: (announcement, state) => [
      shortId(announcement.id),
      state,
      announcement.severity,
      businessTimeOrDash(announcement.startAt),
      businessEndOrDash(announcement.endAt),
      oneLine(announcement.title ?? announcement.message, 40),
      frenchColumn(
        hasFrenchVersion(announcement) ? (announcement.titleFr ?? announcement.messageFr) : null,
        40,
      ),
    ],
    addFrench: 'announcement edit <id> --title-fr <text> --message-fr <text>',
  },
  facts: (announcement, state) => [
    ['Id', announcement.id],
    ['State', state],
    ['Severity', announcement.severity],
    ['Period', period(announcement)],
    ['Title', announcement.title ?? '-'],
    ['Message', announcement.message.split('\n').join('\n    ')],
    [
      'Title (French)',
      announcement.titleFr ?? (announcement.title === null ? '-' : missingFrenchText('hidden')),
    ],
    [
      'Message (French)',
      (announcement.messageFr ?? missingFrenchText('hidden')).split('\n').join('\n    '),
    ],
  ],
  add: {
    usageTail: '--message <text>',
    summary: 'Add an announcement (info, from now, no end); --help shows the options.',
    examples: [
      'announcement add --severity warning --title "Maintenance tonight" --message "The line is closed from 2 to 3 AM.\\nYour minutes are safe." --title-fr "Entretien ce soir" --message-fr "La ligne est fermée de 2 h à 3 h.\\nVos minutes sont en sécurité." --end "2026-11-22 03:00"',
    ],
    required: [
      {
        option: 'message',
        refusal: 'announcement add needs --message <text>: what the dialog says.',
      },
    ],
    fields: (changes) => ({ ...changes, message: changes.message ?? '' }),
  },
  edit: {
    summary: "Change an announcement's texts, severity or period.",
    examples: [
      `announcement edit 5be0c2d9f1a7 --severity critical --end ${NONE}`,
      'announcement edit 5be0c2d9f1a7 --title-fr "Entretien ce soir" --message-fr "La ligne est fermée de 2 h à 3 h."',
    ],
  },
  activateSummary: 'Let an announcement show again within its period.',
  deactivateSummary: 'Stop showing an announcement (it stays in the list).',
});
