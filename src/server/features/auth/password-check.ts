// Checking a password, for a sign-in and for a re-authentication alike, within the guessing
// limits (decision 029): the email's streak of wrong passwords (password-lockouts.ts), and the
// wrong passwords from one client address (a fixed window). Both count an attempt before its
// password is checked, so a burst sent together gets no more checks than the rules allow. The
// first lock of a streak emails the account's owner, in their language, after the answer.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError } from '#server/domain-error.ts';
import { hashPassword, verifyPassword } from '#server/security/password-hashing.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import { attemptWithinFailureLimits } from '#server/rate-limits/failure-limits.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { limitKeys, limits } from './limits.ts';
import { createPasswordLockouts } from './password-lockouts.ts';
import { passwordLockedEmail } from './account-emails.ts';
import { findEmailSignIn } from './repo.ts';
import { newSessionToken } from '#server/security/secrets.ts';

/** What a right password found: the account, as an email sign-in needs it. */
export type EmailSignIn = NonNullable<Awaited<ReturnType<typeof findEmailSignIn>>>;

interface Deps {
  database: Database;
  clock: Clock;
  config: Config;
  outbox: OutboxService;
  rateLimits: RateLimitService;
  /** Delivers a committed message without making the answer wait for it or fail with it. */
  deliverLater: (messageId: string, what: string) => void;
}

export function createPasswordCheck(deps: Deps) {
  const { database, clock, config, outbox, rateLimits, deliverLater } = deps;
  const db = database.kysely;
  const lockouts = createPasswordLockouts({ database, clock });

  // Unknown emails are checked against this hash, so a check takes about as long whether or
  // not the account exists. Made once, on first use.
  let dummyHash: Promise<string> | undefined;
  const dummyPasswordHash = () => (dummyHash ??= hashPassword(newSessionToken()));

  const wrongCredentials = () =>
    new DomainError('WRONG_CREDENTIALS', copy.auth.signIn.wrongCredentials);

  return {
    /**
     * The account whose email and password these are. Refusals: 429 TOO_MANY_SIGN_IN_ATTEMPTS
     * while the email is locked (the wait in words) or the address has had its wrong passwords,
     * 401 WRONG_CREDENTIALS for a wrong password or an email without an account (the same
     * answer, in about the same time). A right password ends the email's streak.
     */
    async check(email: string, password: string, client: { ip: string }): Promise<EmailSignIn> {
      return attemptWithinFailureLimits(
        rateLimits,
        {
          windows: [
            { key: limitKeys.signInAddress(client.ip), rule: limits.signInFailuresPerAddress },
          ],
          refusal: {
            code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
            message: copy.auth.signIn.tooManyAttempts,
          },
          isFailure: (error) => error instanceof DomainError && error.code === 'WRONG_CREDENTIALS',
        },
        async () => {
          const attempt = await lockouts.begin(email);
          const found = await findEmailSignIn(db, email);
          const matches = await verifyPassword(
            found?.passwordHash ?? (await dummyPasswordHash()),
            password,
          );
          if (found && matches) {
            await lockouts.end(db, email);
            return found;
          }
          const warning = await lockouts.failed(attempt, (trx) =>
            found && found.deletedAt === null
              ? outbox.enqueue(trx, {
                  ...passwordLockedEmail(messageCopyFor(found.language), config, {
                    email,
                    name: found.name,
                  }),
                  customerId: found.customerId,
                })
              : Promise.resolve(null),
          );
          if (warning !== null) deliverLater(warning, 'wrong-password warning email');
          throw wrongCredentials();
        },
      );
    },

    /** Ends the email's streak and lock (a password reset, inside its transaction). */
    endStreak: (executor: Kysely<DB>, email: string) => lockouts.end(executor, email),
  };
}
export type PasswordCheck = ReturnType<typeof createPasswordCheck>;
