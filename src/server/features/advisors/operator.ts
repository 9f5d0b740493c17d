// Operators' changes to advisors (npm run admin -- advisor …): adding one, editing the profile,
// the phone number the line dials, the photo and the recorded greeting under DATA_DIR, and the
// schedule. The rules are here so that every way of changing an advisor keeps them: a unique
// 4-digit extension, a unique 10-digit North American number, photos and greetings of a type
// the site serves (checked by content, not only by name) and of a bounded size, schedule times
// as HH:MM. The description and the availability are written in English and in French (null:
// not yet, and French pages show the English). An advisor's number is never a customer's verified
// number (the line recognises advisors first). Each change calls `changed()`, which rebuilds the
// public feed at once in this process. The back office passes a `ChangeRecorder` to each change,
// called in the change's own transaction with what it changed (its audit row commits with it).
// Refusals are worded by the back office's catalogue (adminCopy.advisorRules): in the request's
// language in the back office, in English at the command line. Reached through service.ts, the
// feature's only entry.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { DayOfWeek, ScheduleSlot } from '#server/db/tables/advisor-schedule-slots.ts';
import type { AdvisorGender } from '#server/db/tables/advisors.ts';
import { PHOTO_MAX_BYTES } from '#shared/api/advisor/profile.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import {
  advisorLanguages,
  advisorSpecialties,
  storedIds,
  type AdvisorLanguage,
  type AdvisorSpecialty,
} from '#shared/advisors/specialties.ts';
import { formatPhone } from '#shared/format/display.ts';
import { normalizePhone } from '#shared/phone/phone.ts';
import { matchesSignature, SIGNATURE_BYTES } from './media-signature.ts';
import * as repo from './repo.ts';
import type { AdvisorSummary } from './service.ts';
import { greetingTypes, photoTypes } from './stored-file.ts';

export const ADVISOR_NAME_MAX_LENGTH = 80;
export const ADVISOR_DESCRIPTION_MAX_LENGTH = 2000;
export const AVAIL_TIME_MAX_LENGTH = 80;
/** About a minute of CD-quality WAV. */
export const GREETING_MAX_BYTES = 10 * 1024 * 1024;
export const advisorGenders: readonly AdvisorGender[] = ['female', 'male'];
/** The word a schedule range may hold instead of times (docs/product.md §3). */
export const VARIES = 'Varies';

/** No advisor has this extension (ADVISOR_NOT_FOUND). */
export const unknownAdvisor = (extension: number | string) =>
  new DomainError('ADVISOR_NOT_FOUND', adminCopy.advisorRules.unknownExtension(extension));

export interface AdvisorProfileFields {
  name: string;
  description: string;
  /** The description in French; null until written (French pages then show the English). */
  descriptionFr: string | null;
  gender: AdvisorGender;
  /** Free text such as 'Varies' or 'Mornings and evenings'. */
  availTimeStr: string;
  /** The same in French, e.g. 'Matins et soirs'; null until written. */
  availTimeStrFr: string | null;
  /** Shown on the public board and reachable on the line. */
  isListed: boolean;
  /** What they read (the board filters on it), in the catalogue's order. */
  specialties: AdvisorSpecialty[];
  /** The languages they read in, French first. */
  languages: AdvisorLanguage[];
}

/**
 * A new advisor: female, 'Varies', without French texts, listed and without a number unless said
 * otherwise.
 */
export type NewAdvisorFields = Pick<AdvisorProfileFields, 'name' | 'description'> &
  Partial<AdvisorProfileFields> & {
    extension: number;
    /** Any North American form; stored as 10 digits. */
    phone?: string | null;
    /** The language of their texts (sign-in codes, the app's SMS); 'fr-CA' unless said. */
    language?: Locale;
  };

export type AdvisorEdit = Partial<AdvisorProfileFields> & { extension?: number };

/** One range of a day: both times 'HH:MM', or both 'Varies'. */
export interface ScheduleRangeInput {
  from: string;
  to: string;
}

export interface ScheduleEntry {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 1 = morning, 2 = afternoon. */
  slot: number;
  fromTime: string;
  toTime: string;
}

export interface AdvisorDetails extends AdvisorSummary {
  description: string;
  descriptionFr: string | null;
  availTimeStr: string;
  availTimeStrFr: string | null;
  specialties: AdvisorSpecialty[];
  languages: AdvisorLanguage[];
  /** Relative to DATA_DIR/advisor-photos; null: the illustrated portrait. */
  photoPath: string | null;
  /** Relative to DATA_DIR/advisor-greetings; null: the synthesised description. */
  greetingAudioPath: string | null;
  schedule: ScheduleEntry[];
}

/** What one change did, as the audit log keeps it: the changed fields before and after. */
export interface AdvisorChange {
  advisorId: string;
  /** The changed fields as they were; null for a new advisor. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/** Called in the change's transaction (the back office writes its audit row with it). */
export type ChangeRecorder = (trx: Kysely<DB>, change: AdvisorChange) => Promise<void>;

/** A photo or greeting sent as bytes (the back office's upload), with the file's name. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** A file to store: a path on this machine (the command line), or uploaded bytes. */
export type FileSource = string | UploadedFile;

export interface AdvisorAdmin {
  /** Everything about one advisor; null for an unknown extension. */
  details(extension: number): Promise<AdvisorDetails | null>;
  /** A new advisor, signed out, without schedule, photo or greeting. */
  addAdvisor(fields: NewAdvisorFields, record?: ChangeRecorder): Promise<AdvisorDetails>;
  /** Changes the given fields (the extension too). ADVISOR_NOT_FOUND, CHANGE_REFUSED. */
  editAdvisor(
    extension: number,
    changes: AdvisorEdit,
    record?: ChangeRecorder,
  ): Promise<AdvisorDetails>;
  /** The number the line dials and recognises for presence; null removes it. */
  setPhone(
    extension: number,
    phone: string | null,
    record?: ChangeRecorder,
  ): Promise<AdvisorDetails>;
  /** Copies the file into DATA_DIR/advisor-photos; null goes back to the illustrated portrait. */
  setPhoto(
    extension: number,
    source: FileSource | null,
    record?: ChangeRecorder,
  ): Promise<AdvisorDetails>;
  /** Copies the WAV into DATA_DIR/advisor-greetings; null goes back to the synthesised voice. */
  setGreeting(
    extension: number,
    source: FileSource | null,
    record?: ChangeRecorder,
  ): Promise<AdvisorDetails>;
  /** Sets those days to the ranges (morning first, at most two; none: off those days). */
  setSchedule(
    extension: number,
    days: readonly number[],
    ranges: readonly ScheduleRangeInput[],
    record?: ChangeRecorder,
  ): Promise<AdvisorDetails>;
}

/** An extension operators may give: 4 digits, callers key it in before '#'. */
export function isFourDigitExtension(extension: number): boolean {
  return Number.isInteger(extension) && extension >= 1000 && extension <= 9999;
}

function checkedExtension(extension: number): number {
  if (!isFourDigitExtension(extension)) {
    throw changeRefused(adminCopy.advisorRules.extensionRange(extension));
  }
  return extension;
}

type ProfileText = keyof typeof adminCopy.advisorRules.fields;

/** The text trimmed, refused when empty or over `max` characters (named in the reader's words). */
function checkedText(value: string, field: ProfileText, max: number): string {
  const text = value.trim();
  const rules = adminCopy.advisorRules;
  if (text === '') throw changeRefused(rules.empty(rules.fields[field]));
  if (text.length > max) {
    throw changeRefused(rules.tooLong(rules.fields[field], text.length, max));
  }
  return text;
}

/** The given profile fields, trimmed and checked. */
export function checkedProfile(
  fields: Partial<AdvisorProfileFields>,
): Partial<AdvisorProfileFields> {
  const checked: Partial<AdvisorProfileFields> = {};
  if (fields.name !== undefined)
    checked.name = checkedText(fields.name, 'name', ADVISOR_NAME_MAX_LENGTH);
  if (fields.description !== undefined) {
    checked.description = checkedText(
      fields.description,
      'description',
      ADVISOR_DESCRIPTION_MAX_LENGTH,
    );
  }
  if (fields.descriptionFr !== undefined) {
    checked.descriptionFr =
      fields.descriptionFr === null
        ? null
        : checkedText(fields.descriptionFr, 'descriptionFr', ADVISOR_DESCRIPTION_MAX_LENGTH);
  }
  if (fields.availTimeStr !== undefined) {
    checked.availTimeStr = checkedText(fields.availTimeStr, 'availTimeStr', AVAIL_TIME_MAX_LENGTH);
  }
  if (fields.availTimeStrFr !== undefined) {
    checked.availTimeStrFr =
      fields.availTimeStrFr === null
        ? null
        : checkedText(fields.availTimeStrFr, 'availTimeStrFr', AVAIL_TIME_MAX_LENGTH);
  }
  if (fields.gender !== undefined) {
    if (!advisorGenders.includes(fields.gender)) {
      throw changeRefused(
        adminCopy.advisorRules.gender(
          advisorGenders.join(adminCopy.advisorRules.or),
          fields.gender,
        ),
      );
    }
    checked.gender = fields.gender;
  }
  if (fields.isListed !== undefined) checked.isListed = fields.isListed;
  if (fields.specialties !== undefined) {
    checked.specialties = checkedIds(advisorSpecialties, fields.specialties, 'specialty');
  }
  if (fields.languages !== undefined) {
    checked.languages = checkedIds(advisorLanguages, fields.languages, 'language');
  }
  return checked;
}

/** The ids in the catalogue's order, once each; an id it does not know is refused by name. */
function checkedIds<T extends string>(
  all: readonly T[],
  ids: readonly string[],
  kind: 'specialty' | 'language',
): T[] {
  const unknown = ids.find((id) => !(all as readonly string[]).includes(id));
  if (unknown !== undefined) {
    throw changeRefused(adminCopy.advisorRules.notInList[kind](unknown, all.join(', ')));
  }
  return storedIds(all, ids.join(','));
}

/** The checked fields as the advisors table keeps them (lists comma-separated). */
function storedProfile<F extends Partial<AdvisorProfileFields>>(
  fields: F,
): Omit<F, 'specialties' | 'languages'> & { specialties?: string; languages?: string } {
  const { specialties, languages, ...rest } = fields;
  return {
    ...rest,
    ...(specialties === undefined ? {} : { specialties: specialties.join(',') }),
    ...(languages === undefined ? {} : { languages: languages.join(',') }),
  };
}

/** A field of a row as the profile gives it (the audit's "before"). */
function profileValue(row: repo.AdvisorRow, key: keyof AdvisorProfileFields | 'extension') {
  if (key === 'specialties') return storedIds(advisorSpecialties, row.specialties);
  if (key === 'languages') return storedIds(advisorLanguages, row.languages);
  return row[key];
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The day's ranges as stored: 'Varies' alone, or one or two HH:MM ranges, each ending after it
 * starts, the morning one ending before the afternoon one starts. Overnight ranges are refused:
 * a day's hours are read on that day (split them at midnight).
 */
export function checkedRanges(ranges: readonly ScheduleRangeInput[]): ScheduleRangeInput[] {
  if (ranges.length > 2) {
    throw changeRefused(adminCopy.advisorRules.tooManyRanges(ranges.length));
  }
  const normalised = ranges.map(({ from, to }) => {
    const varies = [from, to].map((time) => time.trim().toLowerCase() === 'varies');
    if (varies[0] && varies[1]) return { from: VARIES, to: VARIES };
    if (varies[0] || varies[1]) {
      throw changeRefused(adminCopy.advisorRules.halfVaries(from, to));
    }
    for (const time of [from, to]) {
      if (!clockTime.test(time.trim())) {
        throw changeRefused(adminCopy.advisorRules.notATime(time));
      }
    }
    if (to.trim() <= from.trim()) {
      throw changeRefused(adminCopy.advisorRules.rangeBackwards(from, to));
    }
    return { from: from.trim(), to: to.trim() };
  });
  if (normalised.length === 2 && normalised.some((range) => range.from === VARIES)) {
    throw changeRefused(adminCopy.advisorRules.variesAlone);
  }
  const [morning, afternoon] = normalised;
  if (morning && afternoon && afternoon.from < morning.to) {
    throw changeRefused(
      adminCopy.advisorRules.rangesOverlap(afternoon.from, afternoon.to, morning.to),
    );
  }
  return normalised;
}

function checkedDays(days: readonly number[]): DayOfWeek[] {
  if (days.length === 0) throw changeRefused(adminCopy.advisorRules.noDays);
  const unique = [...new Set(days)];
  if (unique.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    throw changeRefused(adminCopy.advisorRules.dayRange);
  }
  return unique.sort() as DayOfWeek[];
}

function checkedPhone(input: string): string {
  const phone = normalizePhone(input);
  if (phone === null) {
    throw changeRefused(adminCopy.advisorRules.notAPhone(input));
  }
  return phone;
}

interface StoredKind {
  column: 'photoPath' | 'greetingAudioPath';
  dir: string;
  /** Its checks (fileRules) and refusals' texts in the catalogue. */
  texts: 'photo' | 'greeting';
}

/** Names this module gives stored files: `<extension>-<uuid>.<type>`; only those are deleted. */
const generatedName =
  /^\d+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SIGNATURE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const fileRules = {
  photo: { types: photoTypes, maxBytes: PHOTO_MAX_BYTES },
  greeting: { types: greetingTypes, maxBytes: GREETING_MAX_BYTES },
} as const;

/** The content type a photo's or greeting's name says, when the site serves it. CHANGE_REFUSED. */
function checkedType(kind: 'photo' | 'greeting', fileName: string): string {
  const { types } = fileRules[kind];
  const contentType = types[extname(fileName).toLowerCase()];
  if (contentType === undefined) {
    throw changeRefused(
      adminCopy.advisorRules.files[kind].wrongType(Object.keys(types).join(', '), fileName),
    );
  }
  return contentType;
}

/**
 * A photo's or greeting's checks: a type the site serves by its name, not empty, not over the
 * size limit, and its first bytes those of that type. CHANGE_REFUSED.
 */
function checkFile(
  kind: 'photo' | 'greeting',
  file: { fileName: string; shown: string; size: number; head: Uint8Array },
) {
  const { maxBytes } = fileRules[kind];
  const rules = adminCopy.advisorRules;
  const contentType = checkedType(kind, file.fileName);
  const suffix = extname(file.fileName).toLowerCase();
  if (file.size === 0) throw changeRefused(rules.emptyFile(file.shown));
  if (file.size > maxBytes) {
    throw changeRefused(rules.files[kind].tooLarge(file.fileName, file.size, maxBytes));
  }
  if (!matchesSignature(contentType, file.head)) {
    throw changeRefused(rules.wrongContent(file.fileName, suffix, contentType));
  }
}

/**
 * Refuses an uploaded photo or greeting the operators' setters would refuse (the same checks),
 * for a change that waits before it is set (the advisors' own profile, docs/decisions/050).
 */
export function checkUpload(kind: 'photo' | 'greeting', file: UploadedFile): void {
  const fileName = basename(file.name);
  checkFile(kind, {
    fileName,
    shown: fileName,
    size: file.bytes.length,
    head: file.bytes.subarray(0, SIGNATURE_BYTES),
  });
}

export function createAdvisorAdmin(deps: {
  db: Kysely<DB>;
  clock: Clock;
  photosDir: string;
  greetingsDir: string;
  /** The summary (presence, current call) of an advisor row. */
  summarize(row: repo.AdvisorRow): Promise<AdvisorSummary>;
  /** An advisor changed: the public feed is built afresh. */
  changed(): void;
  /**
   * The email of the customer whose verified number this is, or null: the line recognises
   * advisors first, so such a customer could no longer call (none given: not checked).
   */
  customerWithNumber?(phone: string): Promise<string | null>;
}): AdvisorAdmin {
  const { db, clock } = deps;
  const photo: StoredKind = {
    column: 'photoPath',
    dir: deps.photosDir,
    texts: 'photo',
  };
  const greeting: StoredKind = {
    column: 'greetingAudioPath',
    dir: deps.greetingsDir,
    texts: 'greeting',
  };

  async function requireAdvisor(executor: Kysely<DB>, extension: number) {
    const row = await repo.findByExtension(executor, extension);
    if (!row) throw unknownAdvisor(extension);
    return row;
  }

  async function detailsOf(row: repo.AdvisorRow): Promise<AdvisorDetails> {
    const [summary, schedule] = await Promise.all([
      deps.summarize(row),
      repo.listScheduleSlots(db, row.id),
    ]);
    return {
      ...summary,
      description: row.description,
      descriptionFr: row.descriptionFr,
      availTimeStr: row.availTimeStr,
      availTimeStrFr: row.availTimeStrFr,
      specialties: storedIds(advisorSpecialties, row.specialties),
      languages: storedIds(advisorLanguages, row.languages),
      photoPath: row.photoPath,
      greetingAudioPath: row.greetingAudioPath,
      schedule,
    };
  }

  async function reload(advisorId: string): Promise<AdvisorDetails> {
    const row = await repo.findById(db, advisorId);
    if (!row) throw new Error(`advisor ${advisorId} vanished`);
    return detailsOf(row);
  }

  /** Refuses an extension or a number another advisor has (the constraints catch races). */
  async function checkUnique(
    executor: Kysely<DB>,
    advisorId: string | null,
    values: { extension?: number; phone?: string | null },
  ) {
    if (values.extension !== undefined) {
      const other = await repo.findByExtension(executor, values.extension);
      if (other && other.id !== advisorId) {
        throw changeRefused(adminCopy.advisorRules.extensionTaken(values.extension, other.name));
      }
    }
    if (values.phone != null) {
      const other = await repo.findByPhone(executor, values.phone);
      if (other && other.id !== advisorId) {
        throw changeRefused(adminCopy.advisorRules.phoneTaken(other.extension, other.name));
      }
    }
  }

  /** Refuses a number a customer has verified (see `customerWithNumber`). */
  async function checkNotACustomersNumber(phone: string | null) {
    if (phone === null || !deps.customerWithNumber) return;
    const email = await deps.customerWithNumber(phone);
    if (email !== null) {
      throw changeRefused(adminCopy.advisorRules.customersNumber(formatPhone(phone), email));
    }
  }

  /** Writes, turning a unique-constraint refusal (a concurrent change) into a clear one. */
  async function writeUnique(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw changeRefused(adminCopy.advisorRules.takenJustNow);
      }
      throw error;
    }
  }

  /** Checks the file and copies it under its folder with a fresh name; answers the name. */
  async function store(kind: StoredKind, extension: number, source: FileSource): Promise<string> {
    const fileName = typeof source === 'string' ? basename(source) : basename(source.name);
    const suffix = extname(fileName).toLowerCase();
    checkedType(kind.texts, fileName);
    const shown = typeof source === 'string' ? source : fileName;
    const size =
      typeof source === 'string'
        ? await stat(source).then(
            (info) => (info.isFile() ? info.size : null),
            () => null,
          )
        : source.bytes.length;
    if (size === null) throw changeRefused(adminCopy.advisorRules.noFile(shown));
    const head =
      typeof source === 'string'
        ? await readHead(source)
        : source.bytes.subarray(0, SIGNATURE_BYTES);
    checkFile(kind.texts, { fileName, shown, size, head });
    await mkdir(kind.dir, { recursive: true });
    const name = `${extension}-${randomUUID()}${suffix}`;
    // Copied under a name nothing serves, then renamed: a reader never sees half a file.
    const partial = join(kind.dir, `.${name}.partial`);
    if (typeof source === 'string') await copyFile(source, partial);
    else await writeFile(partial, source.bytes);
    await rename(partial, join(kind.dir, name));
    return name;
  }

  /** Deletes a file this module stored once no advisor names it any more. */
  async function discard(kind: StoredKind, name: string | null) {
    if (name === null || !generatedName.test(name)) return;
    if ((await repo.countUsingFile(db, kind.column, name)) > 0) return;
    await rm(join(kind.dir, name), { force: true });
  }

  async function setStoredFile(
    kind: StoredKind,
    extension: number,
    source: FileSource | null,
    record?: ChangeRecorder,
  ) {
    const row = await requireAdvisor(db, extension);
    const name = source === null ? null : await store(kind, row.extension, source);
    try {
      await db.transaction().execute(async (trx) => {
        await repo.updateAdvisor(trx, row.id, {
          [kind.column]: name,
          updatedAt: clock.now().toISOString(),
        });
        await record?.(trx, {
          advisorId: row.id,
          before: { [kind.column]: row[kind.column] },
          after: { [kind.column]: name },
        });
      });
    } catch (error) {
      if (name !== null) await rm(join(kind.dir, name), { force: true });
      throw error;
    }
    deps.changed();
    if (row[kind.column] !== name) await discard(kind, row[kind.column]);
    return reload(row.id);
  }

  return {
    async details(extension) {
      const row = await repo.findByExtension(db, extension);
      return row ? detailsOf(row) : null;
    },

    async addAdvisor(fields, record) {
      const extension = checkedExtension(fields.extension);
      // An approved applicant starts unlisted with no description: they write it themselves
      // (docs/decisions/049). A listed advisor always has one.
      const unwritten = fields.description === '' && fields.isListed === false;
      const profile = {
        ...checkedProfile({
          name: fields.name,
          ...(unwritten ? {} : { description: fields.description }),
          descriptionFr: fields.descriptionFr ?? null,
          gender: fields.gender ?? 'female',
          availTimeStr: fields.availTimeStr ?? VARIES,
          availTimeStrFr: fields.availTimeStrFr ?? null,
          isListed: fields.isListed ?? true,
          specialties: fields.specialties ?? [],
          languages: fields.languages ?? [],
        }),
        ...(unwritten ? { description: '' } : {}),
      } as AdvisorProfileFields;
      const phone = fields.phone == null ? null : checkedPhone(fields.phone);
      await checkNotACustomersNumber(phone);
      const at = clock.now().toISOString();
      const id = newId();
      await writeUnique(() =>
        db.transaction().execute(async (trx) => {
          await checkUnique(trx, null, { extension, phone });
          await repo.insertAdvisor(trx, {
            id,
            extension,
            ...storedProfile(profile),
            phone,
            ...(fields.language === undefined ? {} : { language: fields.language }),
            photoPath: null,
            greetingAudioPath: null,
            isIcCall: false,
            signedIn: false,
            signedInChangedAt: null,
            createdAt: at,
            updatedAt: at,
          });
          await record?.(trx, {
            advisorId: id,
            before: null,
            after: { extension, ...profile, phone },
          });
        }),
      );
      deps.changed();
      return reload(id);
    },

    async editAdvisor(extension, changes, record) {
      const { extension: newExtension, ...fields } = changes;
      const values = {
        ...checkedProfile(fields),
        ...(newExtension === undefined ? {} : { extension: checkedExtension(newExtension) }),
      };
      const row = await requireAdvisor(db, extension);
      if (values.isListed === true && (values.description ?? row.description) === '') {
        throw changeRefused(adminCopy.advisorRules.listedWithoutDescription(row.extension));
      }
      if (Object.keys(values).length > 0) {
        await writeUnique(() =>
          db.transaction().execute(async (trx) => {
            await checkUnique(trx, row.id, values);
            await repo.updateAdvisor(trx, row.id, {
              ...storedProfile(values),
              updatedAt: clock.now().toISOString(),
            });
            const before = Object.fromEntries(
              Object.keys(values).map((key) => [
                key,
                profileValue(row, key as keyof typeof values),
              ]),
            );
            await record?.(trx, { advisorId: row.id, before, after: values });
          }),
        );
        deps.changed();
      }
      return reload(row.id);
    },

    async setPhone(extension, input, record) {
      const phone = input === null ? null : checkedPhone(input);
      await checkNotACustomersNumber(phone);
      const row = await requireAdvisor(db, extension);
      await writeUnique(() =>
        db.transaction().execute(async (trx) => {
          await checkUnique(trx, row.id, { phone });
          await repo.updateAdvisor(trx, row.id, { phone, updatedAt: clock.now().toISOString() });
          await record?.(trx, {
            advisorId: row.id,
            before: { phone: row.phone },
            after: { phone },
          });
        }),
      );
      deps.changed();
      return reload(row.id);
    },

    setPhoto: (extension, source, record) => setStoredFile(photo, extension, source, record),

    setGreeting: (extension, source, record) => setStoredFile(greeting, extension, source, record),

    async setSchedule(extension, days, ranges, record) {
      const dayList = checkedDays(days);
      const checked = checkedRanges(ranges);
      const row = await requireAdvisor(db, extension);
      const slots = dayList.flatMap((dayOfWeek) =>
        checked.map((range, index) => ({
          advisorId: row.id,
          dayOfWeek,
          slot: (index + 1) as ScheduleSlot,
          fromTime: range.from,
          toTime: range.to,
        })),
      );
      await db.transaction().execute(async (trx) => {
        const before = record
          ? (await repo.listScheduleSlots(trx, row.id)).filter((entry) =>
              dayList.includes(entry.dayOfWeek),
            )
          : [];
        await repo.replaceScheduleDays(trx, row.id, dayList, slots);
        await repo.updateAdvisor(trx, row.id, { updatedAt: clock.now().toISOString() });
        await record?.(trx, {
          advisorId: row.id,
          before: { days: dayList, schedule: before },
          after: {
            days: dayList,
            schedule: slots.map(({ advisorId: _id, ...entry }) => entry),
          },
        });
      });
      deps.changed();
      return reload(row.id);
    },
  };
}
