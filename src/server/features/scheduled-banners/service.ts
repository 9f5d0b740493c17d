// What the promotion banner and the platform announcement have in common: each is a scheduled
// item that shows while it is active and its window (a start and an end, either of which may be
// open) includes now, and operators list, find, create, edit, activate and deactivate them. This
// module does that once, on top of each feature's own table (a store of five functions) and its
// own rules (which check the fields, the window among them with `checkWindow`). What each
// shows, and how it is chosen among those in their window, stays in its feature. The only file of
// this module its features import:
//
//   const admin = createScheduledBanners({ database, clock, kind, store, defaults, checked,
//     windowOf });
//   await admin.create({ message, … });             // CHANGE_REFUSED when a rule is broken
//   await admin.update(id, { message });            // <KIND>_NOT_FOUND, CHANGE_REFUSED
//   await admin.setActive(id, false);               // { record, changed: false } if it already was
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { givenFields } from '#server/db/given-fields.ts';
import { newId } from '#server/db/ids.ts';
import type { RecordChange } from '#server/db/record-change.ts';
import type { DB } from '#server/db/schema.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';

/** The fields every scheduled item has, whatever else it holds. */
export interface ScheduledFields {
  /** Whether it may show (within its window). */
  isActive: boolean;
}

/** An item as stored: its fields, its id (a UUIDv7) and when it was created. */
export type Stored<Fields extends ScheduledFields> = Fields & { id: string; createdAt: string };

/** From when to when an item shows; null: open on that side. Instants are ISO-8601 UTC. */
export interface BannerWindow {
  start: string | null;
  end: string | null;
}

/** How the messages name one kind of item, and its code when an id names none. */
export interface BannerKind {
  /** 'promotion' */
  noun: string;
  /** 'A promotion', 'An announcement' */
  aNoun: string;
  notFound: ApiErrorCode;
}

/** One kind's table (its repo.ts), in the caller's transaction or outside one. */
interface ScheduledBannerStore<Fields extends ScheduledFields> {
  /** Newest (by creation) first. */
  listAll(db: Kysely<DB>): Promise<Stored<Fields>[]>;
  findById(db: Kysely<DB>, id: string): Promise<Stored<Fields> | undefined>;
  /** Those whose id ends with `ending` (lower-case hex and dashes only), at most `limit`. */
  findByIdEnding(db: Kysely<DB>, ending: string, limit: number): Promise<Stored<Fields>[]>;
  insert(db: Kysely<DB>, row: Stored<Fields>): Promise<void>;
  update(db: Kysely<DB>, id: string, values: Fields): Promise<void>;
}

/** What operators (the command line, the back office) do with one kind of scheduled item. */
export interface ScheduledBanners<Fields extends ScheduledFields, NewFields> {
  /** Every one, newest first. */
  list(): Promise<Stored<Fields>[]>;
  /**
   * Those with this id or this short id (the id's last characters, at least 8, as lists show
   * its last 12), at most two.
   */
  findByShortId(shortId: string): Promise<Stored<Fields>[]>;
  /**
   * Refuses (CHANGE_REFUSED) one that breaks the rules or has already ended. `record`, when
   * given, is called in the change's transaction (the back office's audit row), as below.
   */
  create(fields: NewFields, record?: RecordChange<Stored<Fields>>): Promise<Stored<Fields>>;
  /** Changes the given fields (undefined: not given); the result must still keep the rules. */
  update(
    id: string,
    changes: Partial<Fields>,
    record?: RecordChange<Stored<Fields>>,
  ): Promise<Stored<Fields>>;
  /**
   * Lets it show (within its window) or stops it; `changed` is false when it already was so
   * (then nothing is recorded).
   */
  setActive(
    id: string,
    isActive: boolean,
    record?: RecordChange<Stored<Fields>>,
  ): Promise<{ record: Stored<Fields>; changed: boolean }>;
}

const isInstant = (value: string) =>
  !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

/** The window's rules, checked by each kind's rules where its fields are: refused or nothing. */
export function checkWindow(window: BannerWindow, kind: Pick<BannerKind, 'aNoun'>): void {
  for (const bound of [window.start, window.end]) {
    if (bound !== null && !isInstant(bound)) {
      throw changeRefused('The start and the end must be instants (ISO-8601, UTC).');
    }
  }
  if (
    window.start !== null &&
    window.end !== null &&
    Date.parse(window.end) <= Date.parse(window.start)
  ) {
    throw changeRefused(`${kind.aNoun} must end after it starts.`);
  }
}

export function createScheduledBanners<Fields extends ScheduledFields, NewFields>(deps: {
  database: Database;
  clock: Clock;
  kind: BannerKind;
  store: ScheduledBannerStore<Fields>;
  /** A new item's complete fields: `fields` over the kind's defaults (`now` for a start). */
  defaults(fields: NewFields, now: Date): Fields;
  /** The fields as stored (trimmed, normalised), or CHANGE_REFUSED saying what to fix. */
  checked(fields: Fields): Fields;
  windowOf(fields: Fields): BannerWindow;
}): ScheduledBanners<Fields, NewFields> {
  const { clock, kind, store } = deps;
  const db = deps.database.kysely;

  const notFound = (id: string) =>
    new DomainError(kind.notFound, `No ${kind.noun} has the id ${id}.`);

  /** `current` changed to `fields`, checked, stored and recorded in `trx`. */
  async function change(
    trx: Transaction<DB>,
    current: Stored<Fields>,
    fields: Fields,
    record: RecordChange<Stored<Fields>> | undefined,
  ) {
    const checked = deps.checked(fields);
    await store.update(trx, current.id, checked);
    const after = { ...current, ...checked };
    await record?.(trx, { before: current, after });
    return after;
  }

  return {
    list: () => store.listAll(db),

    async findByShortId(shortId) {
      const ending = shortId.trim().toLowerCase();
      // Only id characters reach the LIKE pattern, and enough of them to mean one record.
      if (!/^[0-9a-f-]{8,36}$/.test(ending)) return [];
      return store.findByIdEnding(db, ending, 2);
    },

    async create(fields, record) {
      const now = clock.now();
      const complete = deps.defaults(fields, now);
      const { end } = deps.windowOf(complete);
      if (end !== null && Date.parse(end) <= now.getTime()) {
        throw changeRefused(
          `That ${kind.noun} ends before now, so it would never show: give it a later end.`,
        );
      }
      const row: Stored<Fields> = {
        id: newId(),
        ...deps.checked(complete),
        createdAt: now.toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await store.insert(trx, row);
        await record?.(trx, { before: null, after: row });
      });
      return row;
    },

    update(id, changes, record) {
      return db.transaction().execute(async (trx) => {
        const current = await store.findById(trx, id);
        if (!current) throw notFound(id);
        return change(trx, current, { ...current, ...givenFields(changes) }, record);
      });
    },

    setActive(id, isActive, record) {
      return db.transaction().execute(async (trx) => {
        const current = await store.findById(trx, id);
        if (!current) throw notFound(id);
        if (current.isActive === isActive) return { record: current, changed: false };
        // The rules are checked again, as for any change.
        const after = await change(trx, current, { ...current, isActive }, record);
        return { record: after, changed: true };
      });
    },
  };
}
