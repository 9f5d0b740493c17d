// `advisor list | show | add | edit | phone | photo | greeting | schedule | sign-in | sign-out`:
// who is on the board, their profile, number, photo, recorded greeting and schedule, and their
// presence, each changed through the advisors service (whose rules they are) like the phone line
// changes presence. The description and the availability are written in English and in French
// (--description-fr, --avail-fr); a listed advisor still missing French is shown and warned about
// (../french-texts.ts), since French pages then show the English.
import { resolve } from 'node:path';
import {
  advisorGenders,
  parseExtension,
  unknownAdvisor,
  type AdvisorDetails,
  type AdvisorEdit,
  type AdvisorSummary,
  type ProfileText,
} from '#server/features/advisors/service.ts';
import {
  advisorLanguages,
  advisorSpecialties,
  type AdvisorLanguage,
  type AdvisorSpecialty,
} from '#shared/advisors/specialties.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { UsageError, type AdminCommand, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { defineCommand, type PositionalSpec } from '../define-command.ts';
import { businessTime, facts, phoneOrDash, table } from '../format.ts';
import {
  missingFrenchInListWarning,
  missingFrenchText,
  missingFrenchWarning,
} from '../french-texts.ts';

/** A French page shows an advisor's English text while the French is missing. */
const MISSING_FRENCH = missingFrenchText('english');
import { dayNames, parseDays, parseHours } from '../schedule-input.ts';
import { isNone, NONE, parseChoice, parseWholeNumber, parseYesNo } from '../values.ts';

const group = 'advisor';

function presence(advisor: AdvisorSummary): string {
  const words = [advisor.signedIn ? 'signed in' : 'signed out'];
  if (advisor.onACall) words.push('on a call');
  if (!advisor.isListed) words.push('not listed');
  return words.join(', ');
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

/** An extension typed as an argument or an option value. */
function extensionValue(text: string): number {
  const extension = parseExtension(text);
  if (extension === null) {
    throw new UsageError(`"${text}" is not an extension: use the advisor's digits, e.g. 4001.`);
  }
  return extension;
}

const extensionPositional: PositionalSpec = {
  name: 'ext',
  description: "the advisor's extension, e.g. 4001",
};

const who = (advisor: { extension: number; name: string }) =>
  `Advisor ${advisor.extension} (${advisor.name})`;

const BOARD_DELAY = 'The board shows it within a few seconds.';

/** Each French text: what the warning calls it and the option that sets it. */
const frenchTexts: Readonly<Record<ProfileText, { text: string; option: string }>> = {
  description: { text: 'description', option: '--description-fr' },
  availability: { text: 'availability', option: '--avail-fr' },
};

/** The warning about a listed advisor's missing French texts, or null. */
function frenchWarning(advisor: AdvisorSummary): string | null {
  if (!advisor.isListed) return null;
  return missingFrenchWarning(
    `advisor ${advisor.extension} (${advisor.name})`,
    advisor.missingFrench.map((text) => frenchTexts[text]),
    'english',
  );
}

/** Each English text and its French, for a note when only the English changes. */
const translations = [
  {
    english: 'description',
    french: 'descriptionFr',
    what: 'description',
    option: '--description-fr',
  },
  { english: 'availTimeStr', french: 'availTimeStrFr', what: 'availability', option: '--avail-fr' },
] as const;

/** What a French availability not written reads as: the catalogue's word for Varies, or missing. */
const availabilityInFrench = (advisor: AdvisorSummary) =>
  advisor.missingFrench.includes('availability')
    ? MISSING_FRENCH
    : `- (French pages say "${copyFor('fr-CA').advisors.varies}")`;

/** The FRENCH column of the list. */
const frenchColumn = (advisor: AdvisorSummary) =>
  advisor.missingFrench.length === 0 ? 'yes' : `missing ${advisor.missingFrench.join(', ')}`;

function scheduleLines(advisor: AdvisorDetails): string[] {
  const days = [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const ranges = advisor.schedule
      .filter((entry) => entry.dayOfWeek === day)
      .map((entry) =>
        entry.fromTime === entry.toTime ? entry.fromTime : `${entry.fromTime}-${entry.toTime}`,
      );
    return [dayNames([day]), ranges.length > 0 ? ranges.join(', ') : 'off'];
  });
  return table(days).map((line) => `  ${line}`);
}

function detailLines(advisor: AdvisorDetails): string[] {
  const since = advisor.signedInChangedAt
    ? ` since ${businessTime(advisor.signedInChangedAt)} (Montréal)`
    : '';
  return [
    `${who(advisor)}`,
    ...facts([
      ['Presence', `${advisor.signedIn ? 'signed in' : 'signed out'}${since}`],
      ['On a call', advisor.onACall ? 'yes' : 'no'],
      ['Listed', advisor.isListed ? 'yes (on the board and the line)' : 'no (hidden)'],
      ['Phone', phoneOrDash(advisor.phone)],
      ['Gender', advisor.gender],
      ['Specialties', advisor.specialties.join(', ') || 'none'],
      ['Languages', advisor.languages.join(', ') || 'none'],
      ['Availability', advisor.availTimeStr],
      ['Availability (French)', advisor.availTimeStrFr ?? availabilityInFrench(advisor)],
      ['Photo', advisor.photoPath ?? 'none: the illustrated portrait'],
      ['Greeting', advisor.greetingAudioPath ?? 'none: the description is spoken'],
      ['Description', advisor.description],
      ['Description (French)', advisor.descriptionFr ?? MISSING_FRENCH],
    ]).map((line) => `  ${line}`),
    'Schedule (Montréal time):',
    ...scheduleLines(advisor),
  ];
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
      const { advisor, changed } = await context.advisors.setSignedIn(extension, signedIn);
      const state = signedIn ? 'signed in' : 'signed out';
      io.out(
        changed
          ? `Advisor ${advisor.extension} (${advisor.name}) is now ${state}. The board shows it within a few seconds.`
          : `Advisor ${advisor.extension} (${advisor.name}) was already ${state}; nothing changed.`,
      );
    },
  };
}

const listCommand: AdminCommand = {
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
      frenchColumn(advisor),
    ]);
    for (const line of table([
      ['EXT', 'NAME', 'PRESENCE', 'SINCE (MONTRÉAL)', 'FRENCH'],
      ...rows,
    ])) {
      io.out(line);
    }
    const warning = missingFrenchInListWarning(
      { one: 'listed advisor', many: 'listed advisors' },
      advisors
        .filter((advisor) => advisor.isListed && advisor.missingFrench.length > 0)
        .map((advisor) => String(advisor.extension)),
      'advisor edit <ext> --description-fr <text> --avail-fr <text>',
      'english',
    );
    if (warning !== null) io.err(warning);
  },
};

const showCommand = defineCommand({
  group,
  name: 'show',
  positionals: [extensionPositional],
  summary: 'Show one advisor: profile, number, photo, greeting and schedule.',
  options: {},
  examples: ['advisor show 4001'],
  async run({ args: [ext = ''] }, context, io) {
    const extension = extensionValue(ext);
    const advisor = await context.advisors.details(extension);
    if (!advisor) throw unknownAdvisor(extension);
    for (const line of detailLines(advisor)) io.out(line);
    const warning = frenchWarning(advisor);
    if (warning !== null) io.err(warning);
  },
});

const profileOptions = {
  name: { type: 'string', value: '<name>', description: 'The name on the board.' },
  description: {
    type: 'string',
    value: '<text>',
    description: 'What the card says and the play button speaks.',
  },
  'description-fr': {
    type: 'string',
    value: '<text>',
    description: `The same in French (${NONE}: none; French pages then show the English).`,
  },
  gender: {
    type: 'string',
    value: 'female|male',
    description: 'Chooses the illustrated portrait (default female).',
  },
  avail: {
    type: 'string',
    value: '<text>',
    description: 'Availability in words, e.g. "Weekday mornings" (default Varies).',
  },
  'avail-fr': {
    type: 'string',
    value: '<text>',
    description: `The same in French, e.g. "En semaine, le matin" (${NONE}: none; Varies needs none).`,
  },
  listed: {
    type: 'string',
    value: 'yes|no',
    description: 'Whether the board shows the advisor and the line reaches them (default yes).',
  },
  specialties: {
    type: 'string',
    value: '<ids>',
    description: `What they read, comma-separated: ${advisorSpecialties.join(', ')} (${NONE}: none).`,
  },
  languages: {
    type: 'string',
    value: '<ids>',
    description: `The languages they read in, comma-separated: ${advisorLanguages.join(', ')} (${NONE}: none).`,
  },
} as const;

/** A comma-separated list of ids ("tarot, love"); the word for none is the empty list. */
const idList = (value: string) =>
  isNone(value)
    ? []
    : value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean);

function profileChanges(options: {
  name?: string;
  description?: string;
  'description-fr'?: string;
  gender?: string;
  avail?: string;
  'avail-fr'?: string;
  listed?: string;
  specialties?: string;
  languages?: string;
}): Omit<AdvisorEdit, 'extension'> {
  const orNull = (value: string) => (isNone(value) ? null : value);
  const changes: Omit<AdvisorEdit, 'extension'> = {};
  if (options.name !== undefined) changes.name = options.name;
  if (options.description !== undefined) changes.description = options.description;
  if (options['description-fr'] !== undefined) {
    changes.descriptionFr = orNull(options['description-fr']);
  }
  if (options.gender !== undefined) {
    changes.gender = parseChoice(options.gender, '--gender', advisorGenders);
  }
  if (options.avail !== undefined) changes.availTimeStr = options.avail;
  if (options['avail-fr'] !== undefined) changes.availTimeStrFr = orNull(options['avail-fr']);
  if (options.listed !== undefined) changes.isListed = parseYesNo(options.listed, '--listed');
  // Checked against the lists by the rules (./operator.ts), which name an unknown id.
  if (options.specialties !== undefined) {
    changes.specialties = idList(options.specialties) as AdvisorSpecialty[];
  }
  if (options.languages !== undefined) {
    changes.languages = idList(options.languages) as AdvisorLanguage[];
  }
  return changes;
}

const addCommand = defineCommand({
  group,
  name: 'add',
  positionals: [{ name: 'ext', description: 'a new 4-digit extension, e.g. 4011' }],
  usageTail: '--name <name> --description <text>',
  summary: 'Add an advisor, signed out; --help shows the other options.',
  options: {
    ...profileOptions,
    phone: {
      type: 'string',
      value: '<number>',
      description: 'The number the line dials (10 digits); needed to take calls.',
    },
  },
  examples: [
    'advisor add 4011 --name "Iris Delorme" --description "Iris reads the tarot…" --description-fr "Iris tire le tarot…" --phone 5145550151',
    'advisor add 4012 --name "Noah Tremblay" --description "…" --gender male --listed no',
  ],
  async run({ args: [ext = ''], options }, context, io) {
    const extension = parseWholeNumber(ext, 'The extension');
    if (options.name === undefined) {
      throw new UsageError('advisor add needs --name <name>: the name the board shows.');
    }
    if (options.description === undefined) {
      throw new UsageError(
        'advisor add needs --description <text>: what the card says and the play button speaks.',
      );
    }
    const advisor = await context.advisors.addAdvisor({
      ...profileChanges(options),
      extension,
      name: options.name ?? '',
      description: options.description ?? '',
      phone: options.phone ?? null,
    });
    io.out(
      `Added advisor ${advisor.extension} (${advisor.name}): ${advisor.isListed ? 'listed' : 'not listed'}, signed out, no schedule yet.`,
    );
    io.out(
      `Next: "advisor schedule ${advisor.extension} …", "advisor photo ${advisor.extension} <file>"` +
        (advisor.phone ? '' : `, "advisor phone ${advisor.extension} <number>"`) +
        `, then "advisor sign-in ${advisor.extension}".`,
    );
    const warning = frenchWarning(advisor);
    if (warning !== null) io.err(warning);
  },
});

const editCommand = defineCommand({
  group,
  name: 'edit',
  positionals: [extensionPositional],
  usageTail: '[options]',
  summary: "Change an advisor's profile, listing or extension; --help shows the options.",
  options: {
    ...profileOptions,
    extension: {
      type: 'string',
      value: '<new-ext>',
      description: 'A new 4-digit extension (callers then key in the new one).',
    },
  },
  examples: [
    'advisor edit 4001 --description "Celeste has read the tarot for thirty years…"',
    'advisor edit 4001 --description-fr "Celeste tire les cartes depuis trente ans…" --avail-fr "Matins et soirs"',
    'advisor edit 4010 --listed no',
    'advisor edit 4001 --specialties tarot,love --languages fr,en',
    'advisor edit 4011 --extension 4021',
  ],
  async run({ args: [ext = ''], options }, context, io) {
    const extension = extensionValue(ext);
    const changes: AdvisorEdit = profileChanges(options);
    if (options.extension !== undefined) {
      changes.extension = parseWholeNumber(options.extension, '--extension');
    }
    const changed = Object.keys(changes);
    if (changed.length === 0) {
      throw new UsageError(
        'advisor edit needs at least one change: --name, --description, --description-fr, --gender, --avail, --avail-fr, --listed, --specialties, --languages or --extension.',
      );
    }
    const advisor = await context.advisors.editAdvisor(extension, changes);
    const names: Record<string, string> = {
      descriptionFr: 'French description',
      availTimeStr: 'availability',
      availTimeStrFr: 'French availability',
      isListed: 'listing',
    };
    io.out(
      `${who(advisor)} updated: ${changed.map((key) => names[key] ?? key).join(', ')}. ${BOARD_DELAY}`,
    );
    for (const { english, french, what, option } of translations) {
      if (english in changes && !(french in changes) && advisor[french] !== null) {
        io.out(
          `The French ${what} was left as it was: if it no longer says the same, change it too (${option} <text>).`,
        );
      }
    }
    const warning = frenchWarning(advisor);
    if (warning !== null) io.err(warning);
  },
});

const phoneCommand = defineCommand({
  group,
  name: 'phone',
  positionals: [
    extensionPositional,
    { name: 'number', description: `the advisor's 10-digit number, or ${NONE}` },
  ],
  summary: 'Set the number the line dials for an advisor (or none).',
  options: {},
  examples: ['advisor phone 4001 5145550141', 'advisor phone 4001 "(514) 555-0141"'],
  async run({ args: [ext = '', number = ''] }, context, io) {
    const extension = extensionValue(ext);
    const phone = isNone(number) ? null : number;
    const advisor = await context.advisors.setPhone(extension, phone);
    io.out(
      advisor.phone === null
        ? `${who(advisor)} has no number any more: the line cannot put callers through to them.`
        : `${who(advisor)} now has the number ${phoneOrDash(advisor.phone)}: the line dials it, and recognises it when the advisor calls to sign in or out.`,
    );
  },
});

function storedFileCommand(kind: 'photo' | 'greeting') {
  const photo = kind === 'photo';
  return defineCommand({
    group,
    name: kind,
    positionals: [
      extensionPositional,
      {
        name: 'file',
        description: photo
          ? `a JPEG, PNG, WebP, AVIF or GIF file (at most 2 MB), or ${NONE}`
          : `a WAV file (at most 10 MB), or ${NONE}`,
      },
    ],
    summary: photo
      ? "Set an advisor's photo from a file (or none: back to the portrait)."
      : "Set an advisor's recorded greeting from a WAV file (or none).",
    options: {},
    examples: photo
      ? ['advisor photo 4001 ~/photos/celeste.jpg', `advisor photo 4001 ${NONE}`]
      : ['advisor greeting 4001 ~/recordings/celeste.wav', `advisor greeting 4001 ${NONE}`],
    async run({ args: [ext = '', file = ''] }, context, io) {
      const extension = extensionValue(ext);
      const source = isNone(file) ? null : resolve(file);
      const advisor = await (photo
        ? context.advisors.setPhoto(extension, source)
        : context.advisors.setGreeting(extension, source));
      const stored = photo ? advisor.photoPath : advisor.greetingAudioPath;
      if (photo) {
        io.out(
          stored === null
            ? `${who(advisor)} shows the illustrated portrait again.`
            : `${who(advisor)} now shows the photo ${stored} (under DATA_DIR/advisor-photos).`,
        );
        io.out('Browsers that showed the previous picture may keep it for up to a day.');
      } else {
        io.out(
          stored === null
            ? `${who(advisor)}'s play button speaks the description again.`
            : `${who(advisor)}'s play button now plays ${stored} (under DATA_DIR/advisor-greetings).`,
        );
        io.out('Browsers that played the previous one may keep it for up to an hour.');
      }
    },
  });
}

const scheduleCommand = defineCommand({
  group,
  name: 'schedule',
  positionals: [
    extensionPositional,
    { name: 'days', description: 'mon, mon-fri, sat,sun, weekdays, weekend or all' },
    { name: 'hours', description: 'a range such as 09:00-13:00, varies, or off' },
    { name: 'hours', description: 'the afternoon range', optional: true },
  ],
  summary: "Set an advisor's hours on some days (Montréal time), or varies, or off.",
  options: {},
  examples: [
    'advisor schedule 4001 mon-fri 09:00-13:00 17:00-21:00',
    'advisor schedule 4001 weekend varies',
    'advisor schedule 4001 sun off',
  ],
  async run({ args: [ext = '', days = '', ...hours] }, context, io) {
    const extension = extensionValue(ext);
    const dayList = parseDays(days);
    const ranges = parseHours(hours);
    const advisor = await context.advisors.setSchedule(extension, dayList, ranges);
    const what =
      ranges.length === 0
        ? 'off'
        : ranges
            .map((range) => (range.from === range.to ? range.from : `${range.from}-${range.to}`))
            .join(', ');
    io.out(`${who(advisor)}, ${dayNames(dayList)}: ${what}. ${BOARD_DELAY}`);
    io.out('Schedule (Montréal time):');
    for (const line of scheduleLines(advisor)) io.out(line);
  },
});

export const advisorCommands: CommandGroup = {
  name: group,
  title: 'Advisors',
  commands: [
    listCommand,
    showCommand,
    addCommand,
    editCommand,
    phoneCommand,
    storedFileCommand('photo'),
    storedFileCommand('greeting'),
    scheduleCommand,
    presenceCommand('sign-in'),
    presenceCommand('sign-out'),
  ],
};
