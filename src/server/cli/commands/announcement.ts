// `announcement list | show | add | edit | activate | deactivate`: the platform announcement
// dialog. The site shows the active announcement that started last among those whose bounds
// include now (spec §5), once per visitor until acknowledged; the list says which one that is.
// Its title and message are written in English and French (--title-fr, --message-fr); French
// pages show the French once complete, and a missing French text is shown and warned about
// (../french-texts.ts). Times are read and shown on Montréal's clock.
import {
  announcementSeverities,
  hasFrenchVersion,
  type AnnouncementFields,
  type AnnouncementRecord,
} from '#server/features/announcements/service.ts';
import { UsageError, type AdminIo, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { defineCommand, type PositionalSpec } from '../define-command.ts';
import { businessEndOrDash, businessTimeOrDash, facts, oneLine, table } from '../format.ts';
import {
  frenchColumn,
  MISSING_FRENCH,
  missingFrenchInListWarning,
  missingFrenchWarning,
  type MissingFrench,
} from '../french-texts.ts';
import {
  findByShortId,
  isNone,
  NONE,
  parseChoice,
  parseWhen,
  parseYesNo,
  shortId,
  withLineBreaks,
} from '../values.ts';

const group = 'announcement';
/** How messages name a announcement, and the refusal of an id that names none. */
const kind = { noun: group, notFound: 'ANNOUNCEMENT_NOT_FOUND' } as const;

const idPositional: PositionalSpec = {
  name: 'id',
  description: 'the id "announcement list" shows',
};

function state(announcement: AnnouncementRecord, now: Date, showingId: string | null): string {
  if (!announcement.isActive) return 'inactive';
  if (announcement.startAt !== null && Date.parse(announcement.startAt) > now.getTime()) {
    return 'scheduled';
  }
  if (announcement.endAt !== null && Date.parse(announcement.endAt) < now.getTime()) {
    return 'ended';
  }
  return announcement.id === showingId ? 'shown to visitors' : 'hidden by a newer one';
}

async function showingId(context: AdminContext): Promise<string | null> {
  return (await context.announcements.active()).announcement?.id ?? null;
}

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

type FieldOptions = {
  [K in keyof typeof fieldOptions]?: string;
};

function fieldChanges(options: FieldOptions, now: Date): Partial<AnnouncementFields> {
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

const frenchWarning = (announcement: AnnouncementRecord) =>
  missingFrenchWarning(`announcement ${shortId(announcement.id)}`, missingFrench(announcement));

/** An announcement in these states shows nowhere (until activated again): no warning needed. */
const shown = (currentState: string) => currentState !== 'inactive' && currentState !== 'ended';

/**
 * The result line, and on stderr the warning when a French text is missing from an announcement
 * that shows or will.
 */
async function report(
  context: AdminContext,
  io: AdminIo,
  announcement: AnnouncementRecord,
  verb: string,
) {
  const now = context.clock.now();
  const currentState = state(announcement, now, await showingId(context));
  io.out(
    `${verb} ${announcement.severity} announcement ${shortId(announcement.id)}, ${period(announcement)}: ${currentState}.`,
  );
  const warning = shown(currentState) ? frenchWarning(announcement) : null;
  if (warning !== null) io.err(warning);
}

const listCommand = defineCommand({
  group,
  name: 'list',
  positionals: [],
  summary: 'List every announcement, newest first, and which one visitors see.',
  options: {},
  examples: ['announcement list'],
  async run(_input, context, io) {
    const announcements = await context.announcements.list();
    if (announcements.length === 0) {
      io.out('No announcements yet.');
      return;
    }
    const now = context.clock.now();
    const showing = await showingId(context);
    const rows = announcements.map((announcement) => [
      shortId(announcement.id),
      state(announcement, now, showing),
      announcement.severity,
      businessTimeOrDash(announcement.startAt),
      businessEndOrDash(announcement.endAt),
      oneLine(announcement.title ?? announcement.message, 40),
      frenchColumn(
        hasFrenchVersion(announcement) ? (announcement.titleFr ?? announcement.messageFr) : null,
        40,
      ),
    ]);
    for (const line of table([
      ['ID', 'STATE', 'SEVERITY', 'FROM (MONTRÉAL)', 'TO (MONTRÉAL)', 'TITLE OR MESSAGE', 'FRENCH'],
      ...rows,
    ])) {
      io.out(line);
    }
    const withoutFrench = announcements
      .filter((a) => !hasFrenchVersion(a) && shown(state(a, now, showing)))
      .map((a) => shortId(a.id));
    const warning = missingFrenchInListWarning(
      { one: 'announcement', many: 'announcements' },
      withoutFrench,
      'announcement edit <id> --title-fr <text> --message-fr <text>',
    );
    if (warning !== null) io.err(warning);
  },
});

const showCommand = defineCommand({
  group,
  name: 'show',
  positionals: [idPositional],
  summary: 'Show one announcement in full.',
  options: {},
  examples: ['announcement show 5be0c2d9f1a7'],
  async run({ args: [id = ''] }, context, io) {
    const announcement = await findByShortId(id, kind, (short) =>
      context.announcements.findByShortId(short),
    );
    const currentState = state(announcement, context.clock.now(), await showingId(context));
    io.out(`Announcement ${shortId(announcement.id)}`);
    const lines = facts([
      ['Id', announcement.id],
      ['State', currentState],
      ['Severity', announcement.severity],
      ['Period', period(announcement)],
      ['Title', announcement.title ?? '-'],
      ['Message', announcement.message.split('\n').join('\n    ')],
      [
        'Title (French)',
        announcement.titleFr ?? (announcement.title === null ? '-' : MISSING_FRENCH),
      ],
      ['Message (French)', (announcement.messageFr ?? MISSING_FRENCH).split('\n').join('\n    ')],
    ]);
    for (const line of lines) io.out(`  ${line}`);
    const warning = frenchWarning(announcement);
    if (warning !== null) io.err(warning);
  },
});

const addCommand = defineCommand({
  group,
  name: 'add',
  positionals: [],
  usageTail: '--message <text>',
  summary: 'Add an announcement (info, from now, no end); --help shows the options.',
  options: fieldOptions,
  examples: [
    'announcement add --severity warning --title "Maintenance tonight" --message "The line is closed from 2 to 3 AM.\\nYour minutes are safe." --title-fr "Entretien ce soir" --message-fr "La ligne est fermée de 2 h à 3 h.\\nVos minutes sont en sécurité." --end "2026-11-22 03:00"',
  ],
  async run({ options }, context, io) {
    if (options.message === undefined) {
      throw new UsageError('announcement add needs --message <text>: what the dialog says.');
    }
    const changes = fieldChanges(options, context.clock.now());
    const announcement = await context.announcements.create({
      ...changes,
      message: changes.message ?? '',
    });
    await report(context, io, announcement, 'Added');
  },
});

const editCommand = defineCommand({
  group,
  name: 'edit',
  positionals: [idPositional],
  usageTail: '[options]',
  summary: "Change an announcement's texts, severity or period.",
  options: fieldOptions,
  examples: [
    `announcement edit 5be0c2d9f1a7 --severity critical --end ${NONE}`,
    'announcement edit 5be0c2d9f1a7 --title-fr "Entretien ce soir" --message-fr "La ligne est fermée de 2 h à 3 h."',
  ],
  async run({ args: [id = ''], options }, context, io) {
    const changes = fieldChanges(options, context.clock.now());
    if (Object.keys(changes).length === 0) {
      throw new UsageError(
        `announcement edit needs at least one change: ${Object.keys(fieldOptions)
          .map((name) => `--${name}`)
          .join(', ')}.`,
      );
    }
    const found = await findByShortId(id, kind, (short) =>
      context.announcements.findByShortId(short),
    );
    const announcement = await context.announcements.update(found.id, changes);
    await report(context, io, announcement, 'Updated');
  },
});

function switchCommand(name: 'activate' | 'deactivate') {
  const isActive = name === 'activate';
  return defineCommand({
    group,
    name,
    positionals: [idPositional],
    summary: isActive
      ? 'Let an announcement show again within its period.'
      : 'Stop showing an announcement (it stays in the list).',
    options: {},
    examples: [`announcement ${name} 5be0c2d9f1a7`],
    async run({ args: [id = ''] }, context, io) {
      const found = await findByShortId(id, kind, (short) =>
        context.announcements.findByShortId(short),
      );
      if (found.isActive === isActive) {
        io.out(
          `Announcement ${shortId(found.id)} was already ${isActive ? 'active' : 'inactive'}; nothing changed.`,
        );
        return;
      }
      const announcement = await context.announcements.update(found.id, { isActive });
      await report(context, io, announcement, isActive ? 'Activated' : 'Deactivated');
    },
  });
}

export const announcementCommands: CommandGroup = {
  name: group,
  title: 'Announcements (the dialog visitors acknowledge)',
  commands: [
    listCommand,
    showCommand,
    addCommand,
    editCommand,
    switchCommand('activate'),
    switchCommand('deactivate'),
  ],
};
