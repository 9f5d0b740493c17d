// "Notify me when available" (docs/decisions/052): a signed-in customer asks to be told once,
// by email or SMS, when a Busy or Offline advisor becomes Available, with the consent as shown
// (CASL: wording, time, address). The only file of this feature other features may import.
//
// Whatever makes the advisor Available (the line, the advisors' app, an operator, the end of a
// call), `sendDue` finds it: every instance runs it every 20 seconds, so the message leaves
// within a minute. Each notice is claimed by a compare-and-set from 'pending' to 'sent' in the
// transaction that queues its message, so two processes never send it twice. A notice lapses
// after 7 days; each message carries a signed link that cancels the customer's requests for
// that advisor (and the SMS's STOP, as the SMS rules handle it).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { NoticeChannel } from '#server/db/tables/callback-queue.ts';
import { DomainError } from '#server/domain-error.ts';
import type { AdvisorSummary } from '#server/features/advisors/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { queueNotifyCopy } from '#shared/copy/queue-notify-catalogue.ts';
import * as repo from './repo.ts';

/** How long a request waits for the advisor. */
export const NOTICE_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Where a message's stop link points (GET, the secret in the query). */
export const NOTICE_STOP_PATH = '/api/notices/stop';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AvailabilityNoticesDeps {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'publicUrl' | 'supportEmail' | 'business'>;
  outbox: Pick<OutboxService, 'enqueue' | 'deliver'>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export function createAvailabilityNoticesService(deps: AvailabilityNoticesDeps) {
  const { clock, config, outbox, logger } = deps;
  const db = deps.database.kysely;
  const nowIso = () => clock.now().toISOString();

  return {
    /** The customer asks to be told once when `advisor` is Available. */
    async request(input: {
      customerId: string;
      advisor: Pick<AdvisorSummary, 'id' | 'name' | 'signedIn' | 'onACall'>;
      channel: NoticeChannel;
      ip: string;
    }): Promise<{ expiresAt: string }> {
      const texts = queueNotifyCopy;
      const { advisor, customerId, channel } = input;
      if (advisor.signedIn && !advisor.onACall) {
        throw new DomainError('NOTICE_ADVISOR_AVAILABLE', texts.errors.advisorAvailable);
      }
      const contact = await repo.findContact(db, customerId);
      const destination = channel === 'email' ? contact?.email : contact?.phone;
      if (!contact || !destination) {
        throw new DomainError('NOTICE_NO_PHONE', texts.errors.smsNeedsPhone);
      }
      const now = nowIso();
      await repo.lapseExpired(db, now);
      const expiresAt = new Date(clock.now().getTime() + NOTICE_LIFETIME_MS).toISOString();
      try {
        await repo.insertNotice(db, {
          id: newId(),
          advisorId: advisor.id,
          customerId,
          channel,
          destination,
          language: currentLocale(),
          status: 'pending',
          // The consent exactly as the dialog showed it, in the page's language.
          consentWording: texts.notify.consent(config.brandName, advisor.name, channel),
          consentIp: input.ip,
          stopTokenHash: hashOf(randomBytes(32).toString('base64url')),
          createdAt: now,
          expiresAt,
          endedAt: null,
        });
      } catch (error) {
        // Asked already (another tab): one pending request per advisor and channel.
        if (!isUniqueViolation(error)) throw error;
      }
      return { expiresAt };
    },

    /** The customer cancels their pending requests for the advisor; how many. */
    cancel: (customerId: string, advisorId: string) =>
      repo.cancelPending(db, { customerId, advisorId, at: nowIso() }),

    /** The customer's pending requests. */
    mine: (customerId: string) => repo.listPending(db, customerId, nowIso()),

    /**
     * The stop link: cancels the pending requests of the notice's customer for its advisor.
     * False for a link that is not one of ours.
     */
    async stop(noticeId: string, token: string): Promise<boolean> {
      const notice = await repo.findNotice(db, noticeId);
      if (!notice) return false;
      const given = Buffer.from(hashOf(token));
      const expected = Buffer.from(notice.stopTokenHash);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      await repo.cancelPending(db, {
        customerId: notice.customerId,
        advisorId: notice.advisorId,
        at: nowIso(),
      });
      return true;
    },

    /**
     * Sends each pending notice whose advisor is Available now, once: claimed and queued in one
     * transaction, delivered after. Lapses the expired. How many were sent.
     */
    async sendDue(): Promise<number> {
      const now = nowIso();
      await repo.lapseExpired(db, now);
      const due = await repo.listDue(db, now, 200);
      const ids: string[] = [];
      for (const notice of due) {
        // A fresh stop secret for this message; only its hash is kept.
        const token = randomBytes(32).toString('base64url');
        const stopUrl = `${config.publicUrl}${NOTICE_STOP_PATH}?id=${notice.id}&token=${token}`;
        const profileUrl = `${config.publicUrl}/advisors/${notice.extension}`;
        const texts = messageCopyFor(notice.language);
        const brand = config.brandName;
        const sender = { supportEmail: config.supportEmail, address: config.business.address };
        const id = await db.transaction().execute(async (trx) => {
          const claimed = await repo.claim(trx, {
            id: notice.id,
            at: now,
            stopTokenHash: hashOf(token),
          });
          if (!claimed) return null;
          return outbox.enqueue(
            trx,
            notice.channel === 'email'
              ? {
                  channel: 'email',
                  to: notice.destination,
                  subject: texts.advisorAvailableEmail.subject(brand, notice.advisorName),
                  text: texts.advisorAvailableEmail.text(
                    brand,
                    notice.advisorName,
                    profileUrl,
                    stopUrl,
                    sender,
                  ),
                  customerId: notice.customerId,
                }
              : {
                  channel: 'sms',
                  to: notice.destination,
                  text: texts.advisorAvailableSms(brand, notice.advisorName, stopUrl),
                  customerId: notice.customerId,
                },
          );
        });
        if (id) ids.push(id);
      }
      for (const id of ids) {
        await outbox.deliver(id).catch((error: unknown) => {
          logger.error({ err: error, id }, 'notices: delivering a message failed');
        });
      }
      if (ids.length > 0) logger.info({ sent: ids.length }, 'notices: advisors available');
      return ids.length;
    },
  };
}

export type AvailabilityNoticesService = ReturnType<typeof createAvailabilityNoticesService>;
