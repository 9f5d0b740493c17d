// The call-back queue (docs/decisions/052): while an advisor is on a call, a customer with
// minutes and a verified number may wait for the line to call them back when the call ends. The
// only file of this feature other features may import. For them:
//
//   await queue.join({ customerId, advisorId, source: 'web' });  // QUEUE_* refusals
//   await queue.waitingCounts();            // Map advisorId → how many wait (the card)
//   await queue.nextWaiting(advisorId);     // { firstName, waiting } for the call panel
//   await queue.waitingOf(db, advisorId);   // the line: whom to call, first come first
//   await queue.markCalling(trx, { entryId, callId });   // the line's claim, in its transaction
//   await queue.callEnded(callId, connected);            // connected, or skipped
//
// One waiting entry per customer and advisor (a partial unique index, so two joins at once make
// one); an entry lapses 30 minutes after it was made.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError } from '#server/domain-error.ts';
import type { AdvisorSummary } from '#server/features/advisors/service.ts';
import { queueNotifyCopy } from '#shared/copy/queue-notify-catalogue.ts';
import * as repo from './repo.ts';

/** How long a place in a queue is kept. */
export const QUEUE_ENTRY_LIFETIME_MS = 30 * 60_000;

export interface CallbackQueueDeps {
  database: Database;
  clock: Clock;
  /** Told when someone joins or leaves a queue (the feed shows the counts). */
  changed?: () => void;
}

export interface QueuePlace {
  entryId: string;
  /** 1 for the first in line. */
  place: number;
  expiresAt: string;
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Busy: Available and on a call (the line's open call, ringing or talking). */
export const isBusy = (advisor: Pick<AdvisorSummary, 'signedIn' | 'onACall'>) =>
  advisor.signedIn && advisor.onACall;

export function createCallbackQueueService(deps: CallbackQueueDeps) {
  const { clock } = deps;
  const db = deps.database.kysely;
  const nowIso = () => clock.now().toISOString();

  return {
    /**
     * The customer waits for `advisor` (Busy now) to call them back; joining again answers the
     * place they already have.
     */
    async join(input: {
      customerId: string;
      advisor: Pick<AdvisorSummary, 'id' | 'signedIn' | 'onACall'>;
      source: 'web' | 'line';
    }): Promise<QueuePlace> {
      const texts = queueNotifyCopy.errors;
      const now = nowIso();
      const { customerId, advisor } = input;
      await repo.lapseExpired(db, now);
      const known = await repo.findWaiting(db, { advisorId: advisor.id, customerId, now });
      if (known) return placeOf(known.id, known.joinedAt, known.expiresAt);
      if (!isBusy(advisor)) throw new DomainError('QUEUE_ADVISOR_NOT_BUSY', texts.advisorNotBusy);
      if ((await repo.availableMinutesOf(db, customerId)) <= 0) {
        throw new DomainError('QUEUE_NO_MINUTES', texts.noMinutes);
      }
      if (!(await repo.hasPhone(db, customerId))) {
        throw new DomainError('QUEUE_NO_PHONE', texts.noPhone);
      }
      const entry = {
        id: newId(),
        advisorId: advisor.id,
        customerId,
        status: 'waiting' as const,
        source: input.source,
        joinedAt: now,
        expiresAt: new Date(clock.now().getTime() + QUEUE_ENTRY_LIFETIME_MS).toISOString(),
        callId: null,
        endedAt: null,
      };
      try {
        await repo.insertEntry(db, entry);
      } catch (error) {
        // The same customer joined a moment ago (another tab, the line): one place each.
        if (!isUniqueViolation(error)) throw error;
        const other = await repo.findWaiting(db, { advisorId: advisor.id, customerId, now });
        if (!other) throw error;
        return placeOf(other.id, other.joinedAt, other.expiresAt);
      }
      deps.changed?.();
      return placeOf(entry.id, entry.joinedAt, entry.expiresAt);

      async function placeOf(entryId: string, joinedAt: string, expiresAt: string) {
        const place = await repo.placeOf(db, { advisorId: advisor.id, joinedAt, now });
        return { entryId, place: Math.max(place, 1), expiresAt };
      }
    },

    /** The customer leaves the advisor's queue; false when they were not in it. */
    async leave(customerId: string, advisorId: string): Promise<boolean> {
      const now = nowIso();
      const entry = await repo.findWaiting(db, { advisorId, customerId, now });
      if (entry?.status !== 'waiting') return false;
      const left = await repo.endWaiting(db, { entryId: entry.id, status: 'left', at: now });
      if (left) deps.changed?.();
      return left;
    },

    /** The queues the customer waits in now, first joined first. */
    async mine(customerId: string) {
      return repo.listOfCustomer(db, customerId, nowIso());
    },

    /** How many wait for each advisor now (absent: nobody). */
    waitingCounts: (): Promise<Map<string, number>> => repo.countWaiting(db, nowIso()),

    /** What the advisor's call panel shows: the first waiting's first name and how many wait. */
    async nextWaiting(advisorId: string): Promise<{ firstName: string; waiting: number } | null> {
      const now = nowIso();
      const [first] = await repo.listWaiting(db, { advisorId, now, limit: 1 });
      if (!first) return null;
      const waiting = (await repo.countWaiting(db, now)).get(advisorId) ?? 1;
      return { firstName: firstNameOf(first.name), waiting };
    },

    /** The advisor's waiting customers, first come first (the line calls them in this order). */
    waitingOf: (on: Kysely<DB>, advisorId: string, limit = 20) =>
      repo.listWaiting(on, { advisorId, now: nowIso(), limit }),

    /** The line's claim of an entry for its call: false when another process took it. */
    markCalling: (on: Kysely<DB>, input: { entryId: string; callId: string }) =>
      repo.markCalling(on, input),

    /** An entry the line cannot call (no number, no minutes left): skipped. */
    skip: (on: Kysely<DB>, entryId: string) =>
      repo.endWaiting(on, { entryId, status: 'skipped', at: nowIso() }),

    /** The call placed for an entry ended: connected to the advisor, or skipped. */
    async callEnded(callId: string, connected: boolean): Promise<void> {
      await repo.endCalling(db, {
        callId,
        status: connected ? 'connected' : 'skipped',
        at: nowIso(),
      });
    },
  };
}

export type CallbackQueueService = ReturnType<typeof createCallbackQueueService>;
