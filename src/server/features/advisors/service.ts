// Advisors (docs/product.md §3 Advisor, §4 status; docs/product.md §10.17, 19, 20): the public feed, portraits and
// spoken descriptions, and presence. The only file of this feature other features may import.
// For them (the phone line, the operator commands):
//
//   await advisors.setSignedIn(4001, true);      // ADVISOR_NOT_FOUND for an unknown extension
//   await advisors.findByExtension(4001);        // null when there is none
//   await advisors.listAdvisors();               // every advisor, listed or not, by extension
//   await advisors.findByPhone('5145550123');    // the advisor calling from that number, or null
//   advisors.callsChanged();                     // a call opened or ended: the feed shows it now
//
// For the advisors' app (docs/decisions/048), presence from the web and the missed-offers rule:
//
//   await advisors.findById(advisorId);                       // null when there is none
//   await advisors.setPresence(advisorId, 'away', awayUntil);  // 'available' | 'away' | 'offline'
//   await advisors.offerEnded(advisorId, false, { awayAfter: 2, tell });  // → { setAway }
//
// For operators (npm run admin -- advisor …), the changes of ./operator.ts:
//
//   await advisors.addAdvisor({ extension: 4011, name, description });   // CHANGE_REFUSED
//   await advisors.editAdvisor(4011, { description, isListed: false });
//   await advisors.setPhone(4011, '514 555 0151');   // null removes it
//   await advisors.setPhoto(4011, '/path/to/photo.jpg');   // copied under DATA_DIR; null: portrait
//   await advisors.setGreeting(4011, '/path/to/hello.wav');
//   await advisors.setSchedule(4011, [1, 2, 3], [{ from: '09:00', to: '13:00' }]);
//   await advisors.details(4011);   // everything, schedule included; null when unknown
//
// For the back office (/api/admin/advisors), the same changes, each with its audit row, and the
// payout rates: `createAdvisorBackOffice({ database, clock, advisors, payouts, audit })`.
//
// Presence and advisor changes made here are on the public feed at once; changes written to the
// database another way (another process) show within the feed's cache period (feed-cache.ts).
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import type { AdvisorGender } from '#server/db/tables/advisors.ts';
import { DomainError } from '#server/domain-error.ts';
import {
  createSpeechSynthesizer,
  type SpeechSynthesizer,
} from '#server/speech/speech-synthesizer.ts';
import { createWorkerSpeechEngine } from '#server/speech/worker-engine.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { buildFeed } from './feed.ts';
import { createFeedCache, strongEtag, type FeedCache, type FeedSnapshot } from './feed-cache.ts';
import type { Media } from './media-reply.ts';
import { portraitFor } from './portraits/choose-portrait.ts';
import {
  createAdvisorAdmin,
  unknownAdvisor,
  type AdvisorAdmin,
  type ChangeRecorder,
} from './operator.ts';
import * as repo from './repo.ts';
import { spokenDescription } from './spoken-description.ts';
import {
  descriptionIn,
  missingFrench,
  type ProfileText,
  type TextInLanguage,
} from './texts-in-language.ts';
import { findStoredFile, greetingTypes, photoTypes, storedFileVersion } from './stored-file.ts';

/**
 * Available takes calls (`signedIn`); Away is a break (not taking calls, perhaps with a time to
 * be back); Offline is signed out. The board and the line see Away as offline.
 */
export type AdvisorPresence = 'available' | 'away' | 'offline';

export interface AdvisorSummary {
  id: string;
  extension: number;
  name: string;
  gender: AdvisorGender;
  isListed: boolean;
  signedIn: boolean;
  /** When the presence last changed (ISO), if ever. */
  signedInChangedAt: string | null;
  presence: AdvisorPresence;
  /** While Away: when they said they would be back (ISO), if they did. */
  awayUntil: string | null;
  /** The language of their texts. */
  language: Locale;
  /** The line is open to this advisor right now (ringing or talking). */
  onACall: boolean;
  /** 10 digits: the number the line dials and recognises; null when none is registered. */
  phone: string | null;
  /** The profile texts French pages show in English, not being written in French yet. */
  missingFrench: ProfileText[];
  /**
   * A token that changes with each recorded greeting, null without one (the card then speaks
   * the description): the line plays the greeting to a first-time caller (docs/decisions/050),
   * at an address with this token, so a new greeting is never served from a cache of the old.
   */
  greetingVersion: string | null;
}

export interface PresenceChange {
  advisor: AdvisorSummary;
  /** False when the advisor already had that presence (nothing was written). */
  changed: boolean;
}

export type { ProfileText } from './texts-in-language.ts';
export { createAdvisorBackOffice } from './back-office.ts';
export { advisorProfileHead } from './profile-head.ts';
export {
  advisorGenders,
  checkedProfile,
  checkUpload,
  GREETING_MAX_BYTES,
  unknownAdvisor,
  type AdvisorAdmin,
  type AdvisorDetails,
  type AdvisorEdit,
  type ChangeRecorder,
  type ScheduleRangeInput,
} from './operator.ts';

export interface AdvisorsService extends AdvisorAdmin {
  listAdvisors(): Promise<AdvisorSummary[]>;
  findByExtension(extension: number): Promise<AdvisorSummary | null>;
  findByPhone(phone: string): Promise<AdvisorSummary | null>;
  /** The phone line opened or ended a call: the next feed is built afresh. */
  callsChanged(): void;
  /** Signs in or out; `record` is called in its transaction when the presence changed. */
  setSignedIn(
    extension: number,
    signedIn: boolean,
    record?: ChangeRecorder,
  ): Promise<PresenceChange>;
  findById(advisorId: string): Promise<AdvisorSummary | null>;
  /** Presence chosen in the advisors' app; the board shows it at once. */
  setPresence(
    advisorId: string,
    presence: AdvisorPresence,
    awayUntil: string | null,
  ): Promise<AdvisorSummary>;
  /**
   * A call offered to the advisor ended: answered, the count of missed offers starts again;
   * missed, it grows, and the `awayAfter`-th in a row sets an Available advisor Away, `tell`
   * being called in the same transaction (the SMS that says so). `setAway`: whether it did.
   */
  offerEnded(
    advisorId: string,
    answered: boolean,
    rule: {
      awayAfter: number;
      tell(trx: Kysely<DB>, advisor: AdvisorSummary): Promise<void>;
    },
  ): Promise<{ setAway: boolean }>;
  /** GET /api/advisors: the serialised feed in that language and its ETag, from the short cache. */
  feed(locale: Locale): Promise<FeedSnapshot>;
  /** The cached feed while it is fresh, without waiting; null when `feed()` must rebuild it. */
  freshFeed(locale: Locale): FeedSnapshot | null;
  /**
   * What a listed advisor's public profile page says of them in its head (the page's title and
   * description), in that language; null for an unknown or unlisted advisor.
   */
  publicProfile(
    agentId: string,
    locale: Locale,
  ): Promise<{ name: string; description: TextInLanguage } | null>;
  /** The uploaded photo, else the illustrated portrait; null for an unknown advisor. */
  photo(agentId: string): Promise<Media | null>;
  /**
   * The recorded greeting, else the description spoken in that language (English while it has no
   * French); null for an unknown advisor.
   */
  audio(agentId: string, locale: Locale): Promise<Media | null>;
  close(): Promise<void>;
}

export interface AdvisorsDeps {
  database: Database;
  clock: Clock;
  /** DATA_DIR: advisor-photos/, advisor-greetings/ and audio-cache/ live under it. */
  dataDir: string;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Replaces the eSpeak NG synthesiser (tests). */
  speech?: SpeechSynthesizer;
  /** How long a built feed is served before it is built again. */
  feedCacheTtlMs?: number;
  /** The email of the customer who verified this number, or null (advisors' numbers never are). */
  customerWithNumber?(phone: string): Promise<string | null>;
  /** How many wait in each advisor's call-back queue (docs/decisions/052); none by default. */
  queueLengths?(): Promise<ReadonlyMap<string, number>>;
}

/** About 2 s: thousands of visitors polling every 15 s cost one query every 2 s. */
export const feedCacheTtlMs = 2_000;

const presenceOf = (row: Pick<repo.AdvisorRow, 'signedIn' | 'awaySince'>): AdvisorPresence =>
  row.signedIn ? 'available' : row.awaySince !== null ? 'away' : 'offline';

/** An extension as written in a URL or typed by an operator: digits, no leading zero. */
export function parseExtension(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export function createAdvisorsService(deps: AdvisorsDeps): AdvisorsService {
  const { clock, logger } = deps;
  const db = deps.database.kysely;
  const photosDir = join(deps.dataDir, 'advisor-photos');
  const greetingsDir = join(deps.dataDir, 'advisor-greetings');
  const speech =
    deps.speech ??
    createSpeechSynthesizer({
      cacheDir: join(deps.dataDir, 'audio-cache'),
      engine: createWorkerSpeechEngine({
        onWorkerError: (error) => logger.error({ err: error }, 'the speech worker thread failed'),
      }),
    });

  // One cached feed per language, each as ready-to-send bytes with an ETag of its own; every
  // change invalidates both.
  const languageFeed = (locale: Locale): FeedCache =>
    createFeedCache({
      ttlMs: deps.feedCacheTtlMs ?? feedCacheTtlMs,
      now: () => clock.now().getTime(),
      async build() {
        const [advisors, slots, calls, queues, ratings] = await Promise.all([
          repo.listListed(db),
          repo.listListedScheduleSlots(db),
          repo.listDialingCalls(db),
          deps.queueLengths?.() ?? new Map<string, number>(),
          repo.listListedRatings(db),
        ]);
        return JSON.stringify(
          buildFeed(advisors, slots, calls, clock.now(), locale, queues, ratings),
        );
      },
    });
  const feedCaches: Record<Locale, FeedCache> = {
    'fr-CA': languageFeed('fr-CA'),
    en: languageFeed('en'),
  };
  const feedChanged = () => {
    for (const cache of Object.values(feedCaches)) cache.invalidate();
  };

  /** `executor`: the transaction the rows were read in, if any. */
  async function summaries(rows: repo.AdvisorRow[], executor = db): Promise<AdvisorSummary[]> {
    const busy = new Set((await repo.listDialingCalls(executor)).map((call) => call.advisorId));
    return rows.map((row) => ({
      id: row.id,
      extension: row.extension,
      name: row.name,
      gender: row.gender,
      isListed: row.isListed,
      signedIn: row.signedIn,
      signedInChangedAt: row.signedInChangedAt,
      presence: presenceOf(row),
      awayUntil: row.awaySince === null ? null : row.awayUntil,
      language: row.language,
      onACall: busy.has(row.id),
      phone: row.phone,
      missingFrench: missingFrench(row),
      greetingVersion:
        row.greetingAudioPath === null ? null : storedFileVersion(row.greetingAudioPath),
    }));
  }

  /** A listed advisor for the public endpoints; unlisted ones are as good as unknown. */
  async function publicAdvisor(agentId: string) {
    const extension = parseExtension(agentId);
    if (extension === null) return null;
    const advisor = await repo.findByExtension(db, extension);
    return advisor?.isListed ? advisor : null;
  }

  const admin = createAdvisorAdmin({
    db,
    clock,
    photosDir,
    greetingsDir,
    async summarize(row) {
      const [summary] = await summaries([row]);
      if (!summary) throw unknownAdvisor(row.extension);
      return summary;
    },
    changed: feedChanged,
    customerWithNumber: deps.customerWithNumber,
  });

  return {
    ...admin,

    async listAdvisors() {
      return summaries(await repo.listAll(db));
    },

    async findByExtension(extension) {
      const row = await repo.findByExtension(db, extension);
      if (!row) return null;
      const [summary] = await summaries([row]);
      return summary ?? null;
    },

    async findByPhone(phone) {
      const row = await repo.findByPhone(db, phone);
      if (!row) return null;
      const [summary] = await summaries([row]);
      return summary ?? null;
    },

    callsChanged() {
      feedChanged();
    },

    async setSignedIn(extension, signedIn, record) {
      const row = await repo.findByExtension(db, extension);
      if (!row) throw unknownAdvisor(extension);
      const at = clock.now().toISOString();
      const changed = await db.transaction().execute(async (trx) => {
        const done = await repo.updateSignedIn(trx, row.id, signedIn, at);
        if (done) {
          await record?.(trx, {
            advisorId: row.id,
            before: { signedIn: !signedIn },
            after: { signedIn },
          });
        }
        return done;
      });
      feedChanged();
      const [summary] = await summaries([
        changed ? { ...row, signedIn, signedInChangedAt: at } : { ...row, signedIn },
      ]);
      if (!summary) throw unknownAdvisor(extension);
      return { advisor: summary, changed };
    },

    async findById(advisorId) {
      const row = await repo.findById(db, advisorId);
      if (!row) return null;
      const [summary] = await summaries([row]);
      return summary ?? null;
    },

    async setPresence(advisorId, presence, awayUntil) {
      const at = clock.now().toISOString();
      if (presence === 'away') {
        await repo.updateAway(db, advisorId, awayUntil, at, { onlyIfAvailable: false });
      } else {
        await repo.updateSignedIn(db, advisorId, presence === 'available', at);
      }
      feedChanged();
      // Its sessions go with an advisor (a foreign key): a signed-in advisor exists.
      const row = await repo.findById(db, advisorId);
      const [summary] = row ? await summaries([row]) : [];
      if (!summary) throw new Error(`advisor ${advisorId} not found`);
      return summary;
    },

    async offerEnded(advisorId, answered, rule) {
      if (answered) {
        await repo.resetMissedOffers(db, advisorId);
        return { setAway: false };
      }
      const setAway = await db.transaction().execute(async (trx) => {
        const missed = await repo.addMissedOffer(trx, advisorId);
        if (missed === null || missed < rule.awayAfter) return false;
        const at = clock.now().toISOString();
        if (!(await repo.updateAway(trx, advisorId, null, at, { onlyIfAvailable: true }))) {
          return false;
        }
        const row = await repo.findById(trx, advisorId);
        const [summary] = row ? await summaries([row], trx) : [];
        if (summary) await rule.tell(trx, summary);
        return true;
      });
      if (setAway) feedChanged();
      return { setAway };
    },

    feed: (locale) => feedCaches[locale].get(),
    freshFeed: (locale) => feedCaches[locale].fresh(),

    async publicProfile(agentId, locale) {
      const advisor = await publicAdvisor(agentId);
      return advisor && { name: advisor.name, description: descriptionIn(advisor, locale) };
    },
    async photo(agentId) {
      const advisor = await publicAdvisor(agentId);
      if (!advisor) return null;
      if (advisor.photoPath) {
        const lookup = await findStoredFile(photosDir, advisor.photoPath, photoTypes);
        if (lookup.found) return { kind: 'file', ...lookup.file };
        logger.warn(
          { extension: advisor.extension, photoPath: advisor.photoPath, reason: lookup.reason },
          'advisor photo not served; showing the illustrated portrait',
        );
      }
      const svg = portraitFor(advisor.name, advisor.gender);
      return { kind: 'inline', contentType: 'image/svg+xml', etag: strongEtag(svg), body: svg };
    },

    async audio(agentId, locale) {
      const advisor = await publicAdvisor(agentId);
      if (!advisor) return null;
      if (advisor.greetingAudioPath) {
        const lookup = await findStoredFile(greetingsDir, advisor.greetingAudioPath, greetingTypes);
        if (lookup.found) return { kind: 'file', ...lookup.file };
        logger.warn(
          {
            extension: advisor.extension,
            greetingAudioPath: advisor.greetingAudioPath,
            reason: lookup.reason,
          },
          'recorded greeting not served; speaking the description instead',
        );
      }
      try {
        const { text, locale: voice } = spokenDescription(advisor, locale);
        const spoken = await speech.speak(text, voice);
        return {
          kind: 'file',
          contentType: 'audio/wav',
          etag: `"${spoken.key.slice(0, 32)}"`,
          filePath: spoken.filePath,
          size: spoken.size,
        };
      } catch (error) {
        logger.error({ err: error, extension: advisor.extension }, 'speech synthesis failed');
        throw new DomainError('AUDIO_UNAVAILABLE', copy.errors.audioUnavailable);
      }
    },

    close: () => speech.close(),
  };
}
