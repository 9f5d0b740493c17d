// The outbox: every email and SMS is first a row, written in the transaction of the change that
// caused it, then delivered through its provider once that transaction has committed. Emails
// that fail for a reason that may pass are retried with backoff by a background sweeper; SMS
// carry interactive codes and are never retried (the customer asks for a new one instead).
//
// A delivery attempt starts with a claim: a compare-and-set on `next_attempt_at` that moves it
// from the value read to a lease in the future and counts the attempt. Of several callers (or
// server instances on one PostgreSQL) reading the same due message, exactly one wins the update
// and sends; the others see zero updated rows and leave it. A process that dies mid-attempt
// leaves the lease behind; when it runs out the email is due again.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DevOutboxMessage } from '#shared/api/dev-outbox.ts';
import { normalizePhone, toE164 } from '#shared/phone/phone.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { noMetrics, type Metrics } from '#server/observability/metrics-port.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { OutboxChannel, OutboxMessage } from '#server/db/tables/outbox-messages.ts';
import type { Providers } from '#server/providers/index.ts';
import { ProviderError } from '#server/providers/provider-error.ts';
import * as repo from './repo.ts';

/** What a message says and where it goes. */
export type MessageContent =
  | { channel: 'email'; to: string; subject: string; text: string; html?: string }
  | { channel: 'sms'; to: string /* 10 digits */; text: string };

/**
 * A message and the customer it is for (null: no account, e.g. a test message). The customer is
 * recorded with it, so their messages are found and blanked when their account is anonymised,
 * whatever the address has become since (docs/decisions/028).
 */
export type OutgoingMessage = MessageContent & { customerId: string | null };

export type DeliveryOutcome = 'sent' | 'retrying' | 'failed';

export interface OutboxService {
  /** Records the message in the caller's transaction (or the database) and returns its id. */
  enqueue(db: Kysely<DB>, message: OutgoingMessage): Promise<string>;
  /**
   * Delivers one enqueued message now (after the caller's transaction committed).
   * 'sent' | 'retrying' (a retryable failure; the background sweeper tries again later with
   * backoff, for emails) | 'failed' (not retryable, or SMS: codes are interactive, the customer
   * asks again instead; never retried). Never throws for a provider failure; logs it.
   * A message already sent answers 'sent' without sending again; one not due yet (a retry is
   * scheduled, or another caller is delivering it right now) answers 'retrying' untouched.
   */
  deliver(id: string): Promise<DeliveryOutcome>;
  /** Convenience: enqueue on the database itself, then deliver. */
  send(message: OutgoingMessage): Promise<DeliveryOutcome>;
  /** Retries due messages (nextAttemptAt <= now); each claimed by one instance only; returns how many were attempted. */
  deliverDue(): Promise<number>;
  /**
   * The dev outbox: the latest messages the simulated providers accepted, of the channels that
   * are simulated, newest first.
   */
  listSimulated(options?: { limit?: number }): Promise<DevOutboxMessage[]>;
  /** The channels whose provider is the local simulator (what the dev outbox shows). */
  simulatedChannels(): OutboxChannel[];
}

/** After the 1st, 2nd, 3rd and 4th failed attempt of an email; after the 5th it is given up. */
export const emailRetryDelaysMs: readonly number[] = [
  60_000, // 1 min
  5 * 60_000, // 5 min
  30 * 60_000, // 30 min
  2 * 60 * 60_000, // 2 h
];

/**
 * How long a claim holds a message. Longer than any single send can take (SMTP and Twilio
 * timeouts are well under a minute), so a live attempt is never taken over; a crashed one is
 * retried after it.
 */
export const attemptLeaseMs = 5 * 60_000;

/** Due emails one sweep attempts at most; the next sweep takes the rest. */
const sweepBatchSize = 50;
const devOutboxDefaultLimit = 100;
const lastErrorMaxLength = 1000;

export interface OutboxDeps {
  database: Database;
  clock: Clock;
  providers: Providers;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Counts deliveries and failed attempts; nothing by default. */
  metrics?: Metrics;
}

export function createOutboxService(deps: OutboxDeps): OutboxService {
  const { clock, providers, logger } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const db = deps.database.kysely;
  const iso = (date: Date) => date.toISOString();
  const later = (milliseconds: number) => iso(new Date(clock.now().getTime() + milliseconds));

  function settledOutcome(row: OutboxMessage | undefined): DeliveryOutcome {
    if (row?.sentAt) return 'sent';
    if (!row || row.nextAttemptAt === null) return 'failed';
    return 'retrying';
  }

  async function sendThroughProvider(row: OutboxMessage): Promise<string> {
    if (row.channel === 'email') {
      const result = await providers.email.send({
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
      });
      return result.providerMessageId;
    }
    const to = toE164(row.recipient);
    if (to === null) {
      throw new ProviderError('outbox', `not a phone number: ${row.recipient}`, {
        retryable: false,
      });
    }
    const result = await providers.sms.send({ to, text: row.text });
    return result.providerMessageId;
  }

  /** One attempt of a due message; null when another caller claimed it first. */
  async function attempt(row: OutboxMessage): Promise<DeliveryOutcome | null> {
    if (row.nextAttemptAt === null) return null;
    const leaseUntil = later(attemptLeaseMs);
    const claimed = await repo.claimAttempt(db, {
      id: row.id,
      expectedNextAttemptAt: row.nextAttemptAt,
      leaseUntil,
    });
    if (!claimed) return null;
    const attemptNumber = row.attempts + 1;

    let providerMessageId: string;
    try {
      providerMessageId = await sendThroughProvider(row);
    } catch (error) {
      const retryable = error instanceof ProviderError ? error.retryable : true;
      const retryDelay =
        row.channel === 'email' && retryable ? emailRetryDelaysMs[attemptNumber - 1] : undefined;
      const nextAttemptAt = retryDelay === undefined ? null : later(retryDelay);
      const lastError = describe(error).slice(0, lastErrorMaxLength);
      await repo.recordFailure(db, { id: row.id, leaseUntil, lastError, nextAttemptAt });
      metrics.messageFailed(row.channel, nextAttemptAt ? 'retrying' : 'given_up');
      const details = {
        outboxMessageId: row.id,
        channel: row.channel,
        attempt: attemptNumber,
        retryable,
        nextAttemptAt,
        error: lastError,
      };
      if (error instanceof ProviderError) {
        logger.warn(
          details,
          nextAttemptAt ? 'message not delivered; will retry' : 'message not delivered',
        );
      } else {
        logger.error({ ...details, err: error }, 'message not delivered: unexpected error');
      }
      return nextAttemptAt ? 'retrying' : 'failed';
    }

    await repo.recordSent(db, { id: row.id, sentAt: iso(clock.now()), providerMessageId });
    metrics.messageSent(row.channel);
    logger.info(
      { outboxMessageId: row.id, channel: row.channel, attempt: attemptNumber, providerMessageId },
      'message delivered',
    );
    return 'sent';
  }

  const service: OutboxService = {
    async enqueue(executor, message) {
      const id = newId();
      const createdAt = iso(clock.now());
      if (message.channel === 'email') {
        if (!message.to.trim()) throw new Error('outbox: an email needs a recipient');
        await repo.insertMessage(executor, {
          id,
          channel: 'email',
          recipient: message.to.trim(),
          customerId: message.customerId,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          createdAt,
          nextAttemptAt: createdAt,
        });
      } else {
        const digits = normalizePhone(message.to);
        if (digits === null) throw new Error('outbox: an SMS needs a 10-digit phone number');
        await repo.insertMessage(executor, {
          id,
          channel: 'sms',
          recipient: digits,
          customerId: message.customerId,
          subject: null,
          text: message.text,
          html: null,
          createdAt,
          nextAttemptAt: createdAt,
        });
      }
      return id;
    },

    async deliver(id) {
      const row = await repo.findMessage(db, id);
      // Before its transaction commits, another connection cannot see the message: a bug.
      if (!row) throw new Error(`outbox: no message ${id} (deliver after the commit)`);
      if (
        row.sentAt !== null ||
        row.nextAttemptAt === null ||
        row.nextAttemptAt > iso(clock.now())
      ) {
        return settledOutcome(row);
      }
      const outcome = await attempt(row);
      return outcome ?? settledOutcome(await repo.findMessage(db, id));
    },

    async send(message) {
      return service.deliver(await service.enqueue(db, message));
    },

    async deliverDue() {
      const due = await repo.findDue(db, {
        channel: 'email',
        now: iso(clock.now()),
        limit: sweepBatchSize,
      });
      let attempted = 0;
      for (const row of due) {
        if ((await attempt(row)) !== null) attempted += 1;
      }
      return attempted;
    },

    simulatedChannels() {
      const channels: OutboxChannel[] = [];
      if (providers.email.mode === 'simulated') channels.push('email');
      if (providers.sms.mode === 'simulated') channels.push('sms');
      return channels;
    },

    async listSimulated(options = {}) {
      const rows = await repo.listRecentSent(db, {
        channels: service.simulatedChannels(),
        limit: options.limit ?? devOutboxDefaultLimit,
      });
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt,
      }));
    },
  };
  return service;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
