// `<kind> list | show | add | edit | activate | deactivate` for a scheduled banner (the
// promotion, the announcement): the commands both kinds have, written once. Each kind's file
// (commands/promotion.ts, commands/announcement.ts) says what differs: its options and how they
// become fields, its columns and facts, its texts. Here: finding a record by its short id, its
// state (inactive, scheduled, ended, shown or hidden by a newer one), the result line after a
// change and the warning when a French text is missing from one that shows or will
// (./french-texts.ts). Each change writes its audit row in its own transaction (spec.audit). Times
// are read and shown on Montréal's clock.
import type {
  BannerKind,
  BannerWindow,
  ScheduledBanners,
  ScheduledFields,
  Stored,
} from '#server/features/scheduled-banners/service.ts';
import type { RecordChange } from '#server/db/record-change.ts';
import { UsageError, type AdminIo, type CommandGroup } from './command.ts';
import type { AdminContext } from './context.ts';
import {
  defineCommand,
  type OptionSpec,
  type OptionValues,
  type PositionalSpec,
} from './define-command.ts';
import { facts, table } from './format.ts';
import {
  missingFrenchInListWarning,
  missingFrenchWarning,
  type MissingFrench,
} from './french-texts.ts';
import { findByShortId, shortId } from './values.ts';

interface BannerCommandsSpec<
  Fields extends ScheduledFields,
  NewFields,
  Options extends Record<string, OptionSpec>,
> {
  /** The group's name is the kind's noun: `promotion`. */
  kind: BannerKind & { plural: string };
  /** The group's heading in the help. */
  title: string;
  /** A short id for the examples, e.g. 7d2f9c41a0b3. */
  exampleId: string;
  banners(context: AdminContext): ScheduledBanners<Fields, NewFields>;
  /** The audit rows of its changes (context.contentAudit's for the kind). */
  audit(context: AdminContext): {
    created: RecordChange<Stored<Fields>>;
    changed(changes: { isActive?: boolean }): RecordChange<Stored<Fields>>;
  };
  /** The id of the one the site shows now; null when none. */
  showingId(context: AdminContext): Promise<string | null>;
  /** The state of the one the site shows: 'on the banner'. */
  showingState: string;
  windowOf(record: Stored<Fields>): BannerWindow;
  /** The window in words: "2026-12-01 00:00 to 2026-12-24 24:00 (Montréal)". */
  period(record: Stored<Fields>): string;
  /** What a result line calls it: "promotion 7d2f9c41a0b3", "info announcement 5be0c2d9f1a7". */
  subject(record: Stored<Fields>): string;
  /** The French texts French pages need before they show it in French. */
  missingFrench(record: Stored<Fields>): MissingFrench[];
  /** The options of add and edit, and the fields they give (only those given). */
  fieldOptions: Options;
  fieldChanges(options: OptionValues<Options>, now: Date): Partial<Fields>;
  list: {
    summary: string;
    columns: readonly string[];
    row(record: Stored<Fields>, state: string): string[];
    /** The command that adds the missing French, for the warning under the list. */
    addFrench: string;
  };
  /** The lines of `show` under its heading, as [label, value]. */
  facts(record: Stored<Fields>, state: string): [string, string][];
  add: {
    usageTail: string;
    summary: string;
    examples: readonly string[];
    /** The options add cannot do without, in order, with the refusal when one is missing. */
    required: readonly { option: keyof Options & string; refusal: string }[];
    /** The new record's fields from the given ones (a start defaults to `now`). */
    fields(changes: Partial<Fields>, now: Date): NewFields;
  };
  edit: { summary: string; examples: readonly string[] };
  activateSummary: string;
  deactivateSummary: string;
}

/** A record in these states shows nowhere (until activated again), so needs no warning. */
const shown = (state: string) => state !== 'inactive' && state !== 'ended';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function bannerCommands<
  Fields extends ScheduledFields,
  NewFields,
  Options extends Record<string, OptionSpec>,
>(spec: BannerCommandsSpec<Fields, NewFields, Options>): CommandGroup {
  const { kind } = spec;
  const group = kind.noun;
  type BannerRecord = Stored<Fields>;

  const idPositional: PositionalSpec = {
    name: 'id',
    description: `the id "${group} list" shows`,
  };

  /** Where a record stands now: the site shows only the first 'showing' one. */
  function state(record: BannerRecord, now: Date, showingId: string | null): string {
    const { start, end } = spec.windowOf(record);
    if (!record.isActive) return 'inactive';
    if (start !== null && Date.parse(start) > now.getTime()) return 'scheduled';
    if (end !== null && Date.parse(end) < now.getTime()) return 'ended';
    return record.id === showingId ? spec.showingState : 'hidden by a newer one';
  }

  const find = (context: AdminContext, id: string) =>
    findByShortId(id, kind, (short) => spec.banners(context).findByShortId(short));

  /** The warning about missing French texts, or null. */
  const frenchWarning = (record: BannerRecord) =>
    missingFrenchWarning(`${group} ${shortId(record.id)}`, spec.missingFrench(record), 'hidden');

  /**
   * The result line, and on stderr the warning when a French text is missing from a record that
   * shows or will.
   */
  async function report(context: AdminContext, io: AdminIo, record: BannerRecord, verb: string) {
    const now = context.clock.now();
    const currentState = state(record, now, await spec.showingId(context));
    io.out(`${verb} ${spec.subject(record)}, ${spec.period(record)}: ${currentState}.`);
    const warning = shown(currentState) ? frenchWarning(record) : null;
    if (warning !== null) io.err(warning);
  }

  const listCommand = defineCommand({
    group,
    name: 'list',
    positionals: [],
    summary: spec.list.summary,
    options: {},
    examples: [`${group} list`],
    async run(_input, context, io) {
      const records = await spec.banners(context).list();
      if (records.length === 0) {
        io.out(`No ${kind.plural} yet.`);
        return;
      }
      const now = context.clock.now();
      const showing = await spec.showingId(context);
      const rows = records.map((record) => spec.list.row(record, state(record, now, showing)));
      for (const line of table([[...spec.list.columns], ...rows])) io.out(line);
      const withoutFrench = records
        .filter((r) => spec.missingFrench(r).length > 0 && shown(state(r, now, showing)))
        .map((r) => shortId(r.id));
      const warning = missingFrenchInListWarning(
        { one: kind.noun, many: kind.plural },
        withoutFrench,
        spec.list.addFrench,
        'hidden',
      );
      if (warning !== null) io.err(warning);
    },
  });

  const showCommand = defineCommand({
    group,
    name: 'show',
    positionals: [idPositional],
    summary: `Show one ${kind.noun} in full.`,
    options: {},
    examples: [`${group} show ${spec.exampleId}`],
    async run({ args: [id = ''] }, context, io) {
      const record = await find(context, id);
      const currentState = state(record, context.clock.now(), await spec.showingId(context));
      io.out(`${capitalized(kind.noun)} ${shortId(record.id)}`);
      for (const line of facts(spec.facts(record, currentState))) io.out(`  ${line}`);
      const warning = frenchWarning(record);
      if (warning !== null) io.err(warning);
    },
  });

  const addCommand = defineCommand({
    group,
    name: 'add',
    positionals: [],
    usageTail: spec.add.usageTail,
    summary: spec.add.summary,
    options: spec.fieldOptions,
    examples: spec.add.examples,
    async run({ options }, context, io) {
      for (const { option, refusal } of spec.add.required) {
        if (options[option] === undefined) throw new UsageError(refusal);
      }
      const now = context.clock.now();
      const changes = spec.fieldChanges(options, now);
      const record = await spec
        .banners(context)
        .create(spec.add.fields(changes, now), spec.audit(context).created);
      await report(context, io, record, 'Added');
    },
  });

  const editCommand = defineCommand({
    group,
    name: 'edit',
    positionals: [idPositional],
    usageTail: '[options]',
    summary: spec.edit.summary,
    options: spec.fieldOptions,
    examples: spec.edit.examples,
    async run({ args: [id = ''], options }, context, io) {
      const changes = spec.fieldChanges(options, context.clock.now());
      if (Object.keys(changes).length === 0) {
        throw new UsageError(
          `${group} edit needs at least one change: ${Object.keys(spec.fieldOptions)
            .map((name) => `--${name}`)
            .join(', ')}.`,
        );
      }
      const found = await find(context, id);
      const record = await spec
        .banners(context)
        .update(found.id, changes, spec.audit(context).changed(changes));
      await report(context, io, record, 'Updated');
    },
  });

  function switchCommand(name: 'activate' | 'deactivate') {
    const isActive = name === 'activate';
    return defineCommand({
      group,
      name,
      positionals: [idPositional],
      summary: isActive ? spec.activateSummary : spec.deactivateSummary,
      options: {},
      examples: [`${group} ${name} ${spec.exampleId}`],
      async run({ args: [id = ''] }, context, io) {
        const found = await find(context, id);
        const { record, changed } = await spec
          .banners(context)
          .setActive(found.id, isActive, spec.audit(context).changed({ isActive }));
        if (!changed) {
          io.out(
            `${capitalized(kind.noun)} ${shortId(record.id)} was already ${isActive ? 'active' : 'inactive'}; nothing changed.`,
          );
          return;
        }
        await report(context, io, record, isActive ? 'Activated' : 'Deactivated');
      },
    });
  }

  return {
    name: group,
    title: spec.title,
    commands: [
      listCommand,
      showCommand,
      addCommand,
      editCommand,
      switchCommand('activate'),
      switchCommand('deactivate'),
    ],
  };
}
