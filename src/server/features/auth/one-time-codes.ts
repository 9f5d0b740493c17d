// The single-use secrets of the accounts: six-digit SMS codes (phone sign-in, adding a phone,
// re-authentication) and the tokens of email links (confirmation, password reset). Phone codes:
// crypto-random, stored salted-hashed, 10 minutes, 5 tries, a new code replaces the older ones,
// at most one every 30 seconds, 5 an hour and 10 a day per number, none to a number locked for
// wrong codes, sent through the outbox. Link tokens: 256 random bits, stored hashed, found by
// their row id, used once.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { OneTimeCodePurpose } from '#server/db/tables/one-time-codes.ts';
import { DomainError } from '#server/domain-error.ts';
import { RateLimitedError, type RateLimitService } from '#server/rate-limits/rate-limits.ts';
import type { PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { lifetimes, limitKeys, limits, phoneCodeRules } from './limits.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import {
  consumeOneTimeCode,
  countTry,
  deleteOneTimeCode,
  findLiveCode,
  findOneTimeCode,
  insertOneTimeCode,
  retireLiveCodes,
} from './repo.ts';
import {
  hashCode,
  newLinkToken,
  newNumericCode,
  parseLinkToken,
  sameDigest,
} from '#server/security/secrets.ts';

export type PhoneCodePurpose = Extract<
  OneTimeCodePurpose,
  'phone_sign_in' | 'phone_add' | 'reauthentication' | 'advisor_sign_in'
>;
export type LinkPurpose = Extract<OneTimeCodePurpose, 'email_confirmation' | 'password_reset'>;

interface Deps {
  database: Database;
  clock: Clock;
  config: Config;
  outbox: OutboxService;
  rateLimits: RateLimitService;
  logger: FastifyBaseLogger;
}

export function createPhoneCodes(deps: Deps) {
  const { database, clock, config, outbox, rateLimits, logger } = deps;

  return {
    /**
     * Sends a new code to `phone` for `purpose` (and `customerId`: the owner of the number for a
     * sign-in, the signed-in customer for adding one; null for an advisor's sign-in). Older live codes of the same scope stop
     * working. Throws 429 PHONE_CODES_LOCKED while the number is locked for wrong codes,
     * CODE_RESEND_TOO_SOON within 30 s of the previous code, TOO_MANY_REQUESTS past the hourly
     * count per number, PHONE_CODES_DAILY_LIMIT past its daily budget, and 502 CODE_SEND_FAILED
     * with `sendFailedMessage` when the SMS provider refuses the message.
     */
    async send(request: {
      purpose: PhoneCodePurpose;
      phone: string;
      customerId: string | null;
      /** The language of the text message: the customer's (or the advisor's). */
      language: Locale;
      sendFailedMessage: string;
    }): Promise<PhoneCodeSentResponse> {
      const { purpose, phone, customerId } = request;
      // Codes without a customer (an advisor's) are told apart by their purpose alone.
      const scope = { purpose, target: phone, customerId: customerId ?? undefined };
      const now = clock.now();

      // A code to a number whose codes are not checked any more today would be wasted.
      const guesses = await rateLimits.peek(
        limitKeys.wrongCodePhone(phone),
        limits.wrongCodesPerPhonePerDay,
      );
      if (!guesses.allowed) throw phoneCodesLocked(guesses.retryAfterSeconds);

      const previous = await findLiveCode(database.kysely, scope);
      if (previous) {
        const waitMs =
          Date.parse(previous.createdAt) + phoneCodeRules.resendAfterMs - now.getTime();
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new RateLimitedError(
            seconds,
            'CODE_RESEND_TOO_SOON',
            copy.auth.otp.resendTooSoon(seconds),
          );
        }
      }
      await rateLimits.consume(limitKeys.codePhone(phone), limits.codesPerPhone);
      await rateLimits.consume(limitKeys.codePhoneDay(phone), limits.codesPerPhonePerDay, {
        code: 'PHONE_CODES_DAILY_LIMIT',
        message: copy.auth.otp.dailyLimitReached,
      });

      const id = newId();
      const code = newNumericCode();
      const at = now.toISOString();
      const messageId = await database.kysely.transaction().execute(async (trx) => {
        await retireLiveCodes(trx, scope, at);
        await insertOneTimeCode(trx, {
          id,
          purpose,
          target: phone,
          customerId,
          codeHash: hashCode(id, code),
          createdAt: at,
          expiresAt: new Date(now.getTime() + lifetimes.phoneCodeMs).toISOString(),
          consumedAt: null,
        });
        return outbox.enqueue(trx, {
          channel: 'sms',
          to: phone,
          customerId,
          text: messageCopyFor(request.language).phoneCodeSms(config.brandName, code),
        });
      });

      const outcome = await outbox.deliver(messageId);
      if (outcome === 'failed') {
        // Nobody received it: drop it, so that asking again is not "too soon".
        await deleteOneTimeCode(database.kysely, id);
        logger.warn({ purpose, messageId }, 'the SMS with a one-time code could not be sent');
        throw new DomainError('CODE_SEND_FAILED', request.sendFailedMessage);
      }
      // 'retrying' (another caller is delivering it): the code stays valid meanwhile.
      return {
        status: 'sent',
        phone,
        expiresInSeconds: lifetimes.phoneCodeMs / 1000,
        resendAfterSeconds: phoneCodeRules.resendAfterMs / 1000,
      };
    },

    /**
     * Checks `code` against the live code of the scope and uses it up. Throws 400 CODE_INCORRECT
     * (no live code, or a wrong one), CODE_ATTEMPTS_EXCEEDED (the fifth wrong try and every try
     * after it), CODE_EXPIRED. Answers the customer the code was issued for. Each try is counted
     * before the code is compared, so tries sent together cannot all be compared on one reading
     * of the count: a code is compared at most five times.
     */
    async verify(request: {
      purpose: PhoneCodePurpose;
      phone: string;
      code: string;
      /** Given: only a code issued to that customer counts. */
      customerId?: string;
    }): Promise<{ customerId: string | null }> {
      const { purpose, phone, code, customerId } = request;
      const incorrect = () => new DomainError('CODE_INCORRECT', copy.auth.otp.codeIncorrect);
      const exhausted = () =>
        new DomainError('CODE_ATTEMPTS_EXCEEDED', copy.auth.otp.attemptsExceeded);

      const live = await findLiveCode(database.kysely, { purpose, target: phone, customerId });
      if (!live) throw incorrect();
      if (live.attempts >= phoneCodeRules.maxTries) throw exhausted();
      const now = clock.now();
      if (Date.parse(live.expiresAt) <= now.getTime()) {
        throw new DomainError('CODE_EXPIRED', copy.auth.otp.codeExpired);
      }
      // No try left (used up by tries that landed since the read, or the code was just used).
      const tries = await countTry(database.kysely, live.id, phoneCodeRules.maxTries);
      if (tries === null) throw exhausted();
      if (!sameDigest(hashCode(live.id, code), live.codeHash)) {
        throw tries >= phoneCodeRules.maxTries ? exhausted() : incorrect();
      }
      // Two requests with the right code at once: only one uses it.
      if (!(await consumeOneTimeCode(database.kysely, live.id, now.toISOString()))) {
        throw incorrect();
      }
      return { customerId: live.customerId };
    },
  };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;

/** The refusal while a number is locked for wrong codes (sending, and checking, its codes). */
function phoneCodesLocked(retryAfterSeconds: number): RateLimitedError {
  return new RateLimitedError(retryAfterSeconds, 'PHONE_CODES_LOCKED', copy.auth.otp.phoneLocked);
}

export function createLinkTokens(deps: { clock: Clock }) {
  const { clock } = deps;
  return {
    /** Stores a new single-use link token (inside the caller's transaction) and answers it. */
    async issue(
      db: Kysely<DB>,
      request: { purpose: LinkPurpose; target: string; customerId: string; lifetimeMs: number },
    ): Promise<string> {
      const now = clock.now();
      const id = newId();
      const { token, secretHash } = newLinkToken(id);
      await insertOneTimeCode(db, {
        id,
        purpose: request.purpose,
        target: request.target,
        customerId: request.customerId,
        codeHash: secretHash,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + request.lifetimeMs).toISOString(),
        consumedAt: null,
      });
      return token;
    },

    /**
     * Uses up a link token (inside the caller's transaction, so the use is undone if the rest
     * fails). Answers its customer, or null when the token is unknown, of another purpose,
     * already used or expired.
     */
    async redeem(
      db: Kysely<DB>,
      request: { purpose: LinkPurpose; token: string },
    ): Promise<{ customerId: string; target: string } | null> {
      const parsed = parseLinkToken(request.token);
      if (!parsed) return null;
      const row = await findOneTimeCode(db, parsed.id);
      const now = clock.now();
      if (
        !row ||
        row.purpose !== request.purpose ||
        !sameDigest(parsed.secretHash, row.codeHash) ||
        row.consumedAt !== null ||
        Date.parse(row.expiresAt) <= now.getTime() ||
        row.customerId === null
      ) {
        return null;
      }
      if (!(await consumeOneTimeCode(db, row.id, now.toISOString()))) return null;
      return { customerId: row.customerId, target: row.target };
    },
  };
}
