// The phone PIN (docs/decisions/026): a customer's optional 4-digit PIN, which the
// phone line asks for before it names the caller. The dashboard sets, changes and removes it;
// the line checks an entry against it within a daily budget of wrong PINs per customer, and has
// the owner warned (email and SMS) when a call ends on wrong PINs. The PIN is stored as an
// argon2id hash, like passwords, and never shown or said back. The only file of this feature
// other features may import.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { invalidRequest } from '#server/domain-error.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type { RateLimitRule, RateLimitService } from '#server/rate-limits/rate-limits.ts';
import { hashPassword, verifyPassword } from '#server/security/password-hashing.ts';
import type { PhonePinStatus } from '#shared/api/phone-pin.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { PHONE_PIN_LENGTH } from '#shared/schemas/phone-pin.ts';
import * as repo from './repo.ts';

const HOUR_MS = 60 * 60 * 1000;

export const phonePinLimits = {
  /**
   * Wrong PINs per customer and day, across all calls: two calls' worth of three tries. Then the
   * line takes no PIN for that account until the window ends (a fixed UTC day, as every
   * rate-limit window is aligned on the epoch: it ends at 19:00 or 20:00 in Montréal).
   */
  wrongPinsPerCustomer: { limit: 6, windowMs: 24 * HOUR_MS },
  /** PINs set per customer and hour (each costs an argon2 hash). */
  changesPerCustomer: { limit: 10, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

const limitKeys = {
  wrongPins: (customerId: string) => `phone-pin:wrong:customer:${customerId}`,
  changes: (customerId: string) => `phone-pin:set:customer:${customerId}`,
};

/** What checking a PIN entered on the line found. */
export type PinCheck =
  /** The right PIN. */
  | 'right'
  /** A wrong one; the day's budget allows more. */
  | 'wrong'
  /** A wrong one, the last the day's budget allowed: no PIN is taken until the next day. */
  | 'wrong-and-locked'
  /** Not checked: the day's budget was already used up. */
  | 'locked'
  /** Not checked: the customer has no PIN (removed a moment ago). */
  | 'no-pin';

export interface PhonePinDeps {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'supportEmail' | 'business'>;
  outbox: OutboxService;
  /** The app's abuse limits (src/server/rate-limits). */
  rateLimits: RateLimitService;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export function createPhonePinService(deps: PhonePinDeps) {
  const { database, clock, config, outbox, rateLimits, logger } = deps;
  const db = database.kysely;

  async function statusOf(customerId: string, executor: Kysely<DB> = db): Promise<PhonePinStatus> {
    const pin = await repo.findPin(executor, customerId);
    return { pinSet: pin !== null, setAt: pin?.setAt ?? null };
  }

  /** Delivers after the answer: a failed delivery is logged (and emails retried), never thrown. */
  async function deliverQuietly(messageIds: string[]) {
    for (const id of messageIds) {
      try {
        await outbox.deliver(id);
      } catch (error) {
        logger.error({ err: error, outboxMessageId: id }, 'phone PIN warning not delivered');
      }
    }
  }

  return {
    /** GET /api/me/phone-pin; read with `executor` when given (the caller's transaction). */
    status: statusOf,

    /**
     * PUT /api/me/phone-pin: sets or replaces the customer's PIN (already checked against the
     * shared rules). Refused (400, `fields.pin`) when it is the end of one of the customer's
     * numbers, the first guess of anyone who knows the number. A new PIN also ends the day's
     * lock, so a customer locked out by someone else's guesses can call again.
     */
    async set(customerId: string, pin: string): Promise<PhonePinStatus> {
      const numbers = await repo.listPhoneNumbers(db, customerId);
      if (numbers.some((phone) => phone.endsWith(pin))) {
        throw invalidRequest(
          { pin: accountCopy.phonePin.rules.endOfPhoneNumber },
          accountCopy.phonePin.rules.endOfPhoneNumber,
        );
      }
      await rateLimits.consume(limitKeys.changes(customerId), phonePinLimits.changesPerCustomer, {
        code: 'TOO_MANY_REQUESTS',
        message: accountCopy.phonePin.tooManyChanges,
      });
      const pinHash = await hashPassword(pin);
      await repo.savePin(db, { customerId, pinHash, setAt: clock.now().toISOString() });
      await rateLimits.reset(limitKeys.wrongPins(customerId));
      logger.info({ customerId }, 'phone PIN set');
      return statusOf(customerId);
    },

    /**
     * DELETE /api/me/phone-pin: removes the PIN; removing none changes nothing. The back office
     * passes its transaction as `executor`, so the removal commits with its audit row.
     */
    async remove(customerId: string, executor: Kysely<DB> = db): Promise<PhonePinStatus> {
      await repo.deletePin(executor, customerId);
      logger.info({ customerId }, 'phone PIN removed');
      return statusOf(customerId, executor);
    },

    /** Whether the day's wrong PINs are used up: the line then takes no PIN from this account. */
    async isLocked(customerId: string): Promise<boolean> {
      const budget = await rateLimits.peek(
        limitKeys.wrongPins(customerId),
        phonePinLimits.wrongPinsPerCustomer,
      );
      return !budget.allowed;
    },

    /**
     * Checks digits entered on the line. Each entry is counted before the hash is compared and
     * taken back when right, so simultaneous calls cannot together try more than the budget.
     */
    async check(customerId: string, digits: string): Promise<PinCheck> {
      const rule = phonePinLimits.wrongPinsPerCustomer;
      const hit = await rateLimits.hitTentatively(limitKeys.wrongPins(customerId), rule);
      if (!hit.allowed) {
        await hit.withdraw();
        return 'locked';
      }
      const pin = await repo.findPin(db, customerId);
      if (!pin) {
        await hit.withdraw();
        return 'no-pin';
      }
      const right =
        digits.length === PHONE_PIN_LENGTH && (await verifyPassword(pin.pinHash, digits));
      if (right) {
        await hit.withdraw();
        return 'right';
      }
      logger.warn({ customerId, wrongToday: hit.hits }, 'phone line: a wrong phone PIN');
      return hit.hits >= rule.limit ? 'wrong-and-locked' : 'wrong';
    },

    /**
     * Warns the customer that a call from their number `phone` (10 digits) ended on wrong PINs:
     * an email, and an SMS to that number, in the customer's language, through the outbox.
     */
    async warnOfWrongPins(customerId: string, phone: string): Promise<void> {
      const contact = await repo.findContact(db, customerId);
      if (!contact) return;
      const texts = messageCopyFor(contact.language);
      const brand = config.brandName;
      const sender = { supportEmail: config.supportEmail, address: config.business.address };
      const url = `${config.publicUrl}/dashboard`;
      const shown = formatPhone(phone, contact.language);
      const email = texts.wrongPinsEmail;
      const ids = await db.transaction().execute(async (trx) => [
        await outbox.enqueue(trx, {
          channel: 'email',
          to: contact.email,
          subject: email.subject(brand),
          text: email.text(brand, contact.name, shown, url, sender),
          html: email.html(brand, contact.name, shown, url, sender),
          customerId,
        }),
        await outbox.enqueue(trx, {
          channel: 'sms',
          to: phone,
          text: texts.wrongPinsSms(brand),
          customerId,
        }),
      ]);
      logger.warn({ customerId }, 'phone line: a call ended on wrong PINs; the owner is warned');
      await deliverQuietly(ids);
    },
  };
}

export type PhonePinService = ReturnType<typeof createPhonePinService>;
