// The advisor's own profile (docs/decisions/050). The only file of this feature other code may
// import.
//
// From their app (an advisor session, their own profile only): the schedule is set at once,
// through the advisors service's setSchedule (the operators' rules, unchanged). Texts, a photo
// and a greeting are kept as pending changes, one per kind (a new one replaces the pending one
// and its file), until an owner decides in the back office:
//   - approving applies the change through the advisors service's own setters (editAdvisor,
//     setPhoto, setGreeting: their checks again), with the decision and its audit row written in
//     that setter's transaction;
//   - declining keeps the public profile as it is and texts the advisor the reason in their
//     language (the SMS written in the decision's transaction, then sent).
// A photo is checked as the operators' uploads are (advisors' checkUpload); a greeting must be a
// 16-bit PCM WAV of 1 to 60 seconds (./wav.ts), stored converted to what the line plays.
// The waiting files live under DATA_DIR/advisor-profile-changes.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { ProfileChangeKind } from '#server/db/tables/advisor-profile-changes.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import {
  checkedProfile,
  checkUpload,
  GREETING_MAX_BYTES,
  type AdvisorDetails,
  type AdvisorsService,
  type ChangeRecorder,
  type ScheduleRangeInput,
} from '#server/features/advisors/service.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type {
  AdvisorProfileResponse,
  ProfileChange,
  ProfileTexts,
} from '#shared/api/advisor/profile.ts';
import type { ProfileChangeList, ProfileChangeView } from '#shared/api/admin/profile-changes.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import * as repo from './repo.ts';
import { greetingForTheLine, LINE_SAMPLE_RATE, WavRefused } from './wav.ts';

export interface Actor {
  operatorId: string;
}

/** A waiting file as served to its advisor or an operator. */
export interface WaitingFile {
  contentType: string;
  bytes: Buffer;
}

const WAV_HEADER_BYTES = 44;

const notFound = () =>
  new DomainError('PROFILE_CHANGE_NOT_FOUND', adminCopy.profileChanges.notFound);
const alreadyDecided = () =>
  new DomainError('PROFILE_CHANGE_DECIDED', adminCopy.profileChanges.alreadyDecided);

const contentTypes: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.wav': 'audio/wav',
};

const textsOf = (details: AdvisorDetails): ProfileTexts => ({
  description: details.description,
  descriptionFr: details.descriptionFr,
  availTimeStr: details.availTimeStr,
  availTimeStrFr: details.availTimeStrFr,
});

export function createAdvisorProfileService(deps: {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'dataDir'>;
  advisors: AdvisorsService;
  audit: AuditService;
  outbox: OutboxService;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}) {
  const { clock, config, advisors, audit, outbox, logger } = deps;
  const db = deps.database.kysely;
  const filesDir = join(config.dataDir, 'advisor-profile-changes');

  async function advisorDetails(advisorId: string): Promise<AdvisorDetails> {
    const summary = await advisors.findById(advisorId);
    const details = summary && (await advisors.details(summary.extension));
    // Sessions and changes go with their advisor (foreign keys): the advisor exists.
    if (!details) throw new Error(`advisor ${advisorId} not found`);
    return details;
  }

  async function secondsOf(row: repo.ChangeRow): Promise<number | null> {
    if (row.kind !== 'greeting' || row.filePath === null) return null;
    const info = await stat(join(filesDir, row.filePath)).catch(() => null);
    return info ? (info.size - WAV_HEADER_BYTES) / 2 / LINE_SAMPLE_RATE : null;
  }

  async function changeOf(row: repo.ChangeRow): Promise<ProfileChange> {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      texts:
        row.kind === 'texts'
          ? {
              description: row.description ?? '',
              descriptionFr: row.descriptionFr,
              availTimeStr: row.availTimeStr ?? '',
              availTimeStrFr: row.availTimeStrFr,
            }
          : null,
      seconds: await secondsOf(row),
      declineReason: row.declineReason,
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
    };
  }

  async function discardFile(name: string | null) {
    if (name !== null) await rm(join(filesDir, basename(name)), { force: true });
  }

  async function keepFile(advisorExtension: number, suffix: string, bytes: Uint8Array) {
    await mkdir(filesDir, { recursive: true });
    const name = `${advisorExtension}-${randomUUID()}${suffix}`;
    const partial = join(filesDir, `.${name}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, join(filesDir, name));
    return name;
  }

  /** Keeps the change as the advisor's pending one of its kind, replacing any before it. */
  async function submit(
    advisorId: string,
    kind: ProfileChangeKind,
    values: {
      description?: string;
      descriptionFr?: string | null;
      availTimeStr?: string;
      availTimeStrFr?: string | null;
      filePath?: string;
    },
  ) {
    let replaced: string | null = null;
    const write = () =>
      db.transaction().execute(async (trx) => {
        const pending = await repo.findPending(trx, advisorId, kind);
        if (pending) await repo.deletePending(trx, pending.id);
        replaced = pending?.filePath ?? null;
        await repo.insertChange(trx, {
          id: newId(),
          advisorId,
          kind,
          description: values.description ?? null,
          descriptionFr: values.descriptionFr ?? null,
          availTimeStr: values.availTimeStr ?? null,
          availTimeStrFr: values.availTimeStrFr ?? null,
          filePath: values.filePath ?? null,
          status: 'pending',
          declineReason: null,
          createdAt: clock.now().toISOString(),
          decidedAt: null,
          decidedBy: null,
        });
      });
    try {
      try {
        await write();
      } catch (error) {
        // Two sent at once: the partial unique index let one in; this one replaces it.
        if (!isUniqueViolation(error)) throw error;
        await write();
      }
    } catch (error) {
      await discardFile(values.filePath ?? null);
      throw error;
    }
    await discardFile(replaced);
  }

  async function requirePending(id: string) {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw alreadyDecided();
    return row;
  }

  async function view(advisorId: string): Promise<AdvisorProfileResponse> {
    const [details, rows] = await Promise.all([
      advisorDetails(advisorId),
      repo.listOfAdvisor(db, advisorId),
    ]);
    const latest = (kind: ProfileChangeKind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row ? changeOf(row) : null;
    };
    return {
      profile: {
        agentId: String(details.extension),
        texts: textsOf(details),
        hasPhoto: details.photoPath !== null,
        hasGreeting: details.greetingAudioPath !== null,
        schedule: details.schedule,
      },
      changes: {
        texts: await latest('texts'),
        photo: await latest('photo'),
        greeting: await latest('greeting'),
      },
    };
  }

  async function file(row: repo.ChangeRow | undefined): Promise<WaitingFile | null> {
    if (!row || row.filePath === null) return null;
    const bytes = await readFile(join(filesDir, basename(row.filePath))).catch(() => null);
    if (bytes === null) return null;
    return {
      contentType: contentTypes[extname(row.filePath).toLowerCase()] ?? 'application/octet-stream',
      bytes,
    };
  }

  return {
    /** What the public sees of the advisor now, and their latest change of each kind. */
    view,

    /** The new texts wait for approval (the rules' checks now, and again when approved). */
    async submitTexts(advisorId: string, texts: ProfileTexts): Promise<AdvisorProfileResponse> {
      const checked = checkedProfile(texts);
      await submit(advisorId, 'texts', {
        description: checked.description ?? texts.description,
        descriptionFr: checked.descriptionFr ?? null,
        availTimeStr: checked.availTimeStr ?? texts.availTimeStr,
        availTimeStrFr: checked.availTimeStrFr ?? null,
      });
      return view(advisorId);
    },

    /** A photo waits for approval once it passes the operators' checks. CHANGE_REFUSED. */
    async submitPhoto(
      advisorId: string,
      upload: { name: string; bytes: Uint8Array },
    ): Promise<AdvisorProfileResponse> {
      checkUpload('photo', upload);
      const details = await advisorDetails(advisorId);
      const name = await keepFile(
        details.extension,
        extname(basename(upload.name)).toLowerCase(),
        upload.bytes,
      );
      await submit(advisorId, 'photo', { filePath: name });
      return view(advisorId);
    },

    /**
     * A greeting waits for approval, converted to what the line plays, once it is a 16-bit PCM
     * WAV of 1 to 60 seconds within the greetings' size limit. CHANGE_REFUSED.
     */
    async submitGreeting(advisorId: string, bytes: Uint8Array): Promise<AdvisorProfileResponse> {
      if (bytes.length > GREETING_MAX_BYTES) {
        throw changeRefused(advisorAppCopy.profile.greetingRefused.tooLong);
      }
      let converted: Uint8Array;
      try {
        converted = greetingForTheLine(bytes).wav;
      } catch (error) {
        if (error instanceof WavRefused) {
          throw changeRefused(advisorAppCopy.profile.greetingRefused[error.problem]);
        }
        throw error;
      }
      const details = await advisorDetails(advisorId);
      const name = await keepFile(details.extension, '.wav', converted);
      await submit(advisorId, 'greeting', { filePath: name });
      return view(advisorId);
    },

    /** Sets those days' hours at once, by the operators' rules. CHANGE_REFUSED. */
    async setSchedule(
      advisorId: string,
      days: readonly number[],
      ranges: readonly ScheduleRangeInput[],
    ): Promise<AdvisorProfileResponse> {
      const details = await advisorDetails(advisorId);
      await advisors.setSchedule(details.extension, days, ranges);
      return view(advisorId);
    },

    /** The advisor's own latest photo or greeting sent, as kept (a greeting converted). */
    async ownFile(advisorId: string, kind: 'photo' | 'greeting'): Promise<WaitingFile | null> {
      const rows = await repo.listOfAdvisor(db, advisorId);
      return file(rows.find((row) => row.kind === kind));
    },

    /** Every pending change, oldest first, with the advisor's public texts now. */
    async listPending(): Promise<ProfileChangeList> {
      const rows = await repo.listPending(db);
      const changes: ProfileChangeView[] = [];
      for (const row of rows) {
        const details = await advisors.details(row.extension);
        if (!details) continue;
        changes.push({
          ...(await changeOf(row)),
          advisor: { extension: row.extension, name: row.name },
          currentTexts: textsOf(details),
          hasPhoto: details.photoPath !== null,
          hasGreeting: details.greetingAudioPath !== null,
        });
      }
      return { changes };
    },

    /** The pending change's photo or greeting, for the operator deciding. */
    async pendingFile(id: string): Promise<WaitingFile | null> {
      return file(await repo.findById(db, id));
    },

    /**
     * Applies the change through the advisors service's setter; the decision and its audit row
     * commit in that setter's transaction. PROFILE_CHANGE_DECIDED when decided or replaced.
     */
    async approve(actor: Actor, id: string): Promise<ProfileChange> {
      const row = await requirePending(id);
      const details = await advisorDetails(row.advisorId);
      const record: ChangeRecorder = async (trx, change) => {
        const decided = await repo.decide(trx, id, {
          status: 'approved',
          decidedAt: clock.now().toISOString(),
          decidedBy: actor.operatorId,
          declineReason: null,
        });
        if (!decided) throw alreadyDecided();
        await audit.record(trx, {
          operatorId: actor.operatorId,
          action: `advisor-profile-change.approve-${row.kind}`,
          subjectType: 'advisor',
          subjectId: change.advisorId,
          reason: null,
          before: change.before,
          after: { ...change.after, profileChangeId: id },
        });
      };
      if (row.kind === 'texts') {
        await advisors.editAdvisor(
          details.extension,
          {
            description: row.description ?? '',
            descriptionFr: row.descriptionFr,
            availTimeStr: row.availTimeStr ?? '',
            availTimeStrFr: row.availTimeStrFr,
          },
          record,
        );
      } else {
        const waiting = await file(row);
        if (!waiting || row.filePath === null) throw notFound();
        const upload = { name: basename(row.filePath), bytes: waiting.bytes };
        if (row.kind === 'photo') await advisors.setPhoto(details.extension, upload, record);
        else await advisors.setGreeting(details.extension, upload, record);
        // The setter keeps its own copy under its folder.
        await discardFile(row.filePath);
      }
      return changeOf(await requirePresent(id));
    },

    /** Keeps the public profile and texts the advisor why, in their language. */
    async decline(actor: Actor, id: string, message: string): Promise<ProfileChange> {
      const row = await requirePending(id);
      const advisor = await advisorDetails(row.advisorId);
      const messageId = await db.transaction().execute(async (trx) => {
        const decided = await repo.decide(trx, id, {
          status: 'declined',
          decidedAt: clock.now().toISOString(),
          decidedBy: actor.operatorId,
          declineReason: message,
        });
        if (!decided) throw alreadyDecided();
        await audit.record(trx, {
          operatorId: actor.operatorId,
          action: `advisor-profile-change.decline-${row.kind}`,
          subjectType: 'advisor',
          subjectId: row.advisorId,
          reason: message,
          before: { status: 'pending' },
          after: { status: 'declined', profileChangeId: id },
        });
        if (advisor.phone === null) return null;
        return outbox.enqueue(trx, {
          channel: 'sms',
          to: advisor.phone,
          customerId: null,
          text: messageCopyFor(advisor.language).advisorProfileChangeDeclinedSms[row.kind](
            config.brandName,
            message,
          ),
        });
      });
      await discardFile(row.filePath);
      if (messageId !== null) {
        try {
          await outbox.deliver(messageId);
        } catch (error) {
          logger.error({ err: error, messageId }, 'profile change: the decline SMS failed');
        }
      }
      return changeOf(await requirePresent(id));
    },
  };

  async function requirePresent(id: string) {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return row;
  }
}

export type AdvisorProfileService = ReturnType<typeof createAdvisorProfileService>;
