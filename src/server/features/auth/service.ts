// Accounts (docs/decisions/007): sign-up with email confirmation, email and phone sign-in, sessions that
// end (docs/decisions/029-sessions-and-guessing-budgets.md), re-authentication, password reset,
// and adding a verified phone number. The only file of this feature other features may import.
// It takes ids, tokens and values, never a request: the session layer (src/server/http/sessions/)
// reads and writes the cookie, and asks this service what a session token opens
// (`lookUpSession`); route scopes let customers in with its hooks, and a handler reads its
// customer from the request. For other features:
//
//   // A sensitive change (deleting the account, adding a number, setting the phone PIN): the
//   // scope's requireRecentSignIn hook asks `requireRecentSignIn(session)`, which answers 403
//   // RECENT_SIGN_IN_REQUIRED unless the session proved its owner in the last 10 minutes (the
//   // web app then asks with useRecentSignIn and retries).
//   await auth.phoneAdd.requestCode(customer, phone, client) / .verify(...)
//   await auth.endAllSessions(db, customerId);                 // e.g. inside an account deletion
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { Customer } from '#server/db/tables/customers.ts';
import { DomainError } from '#server/domain-error.ts';
import type { SessionLookup } from '#server/http/sessions/session-kind.ts';
import { hashPassword, passwordNeedsRehash } from '#server/security/password-hashing.ts';
import { attemptWithinFailureLimits } from '#server/rate-limits/failure-limits.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import type { PhoneCodeSentResponse, SessionUser } from '#shared/api/auth.ts';
import { confirmationLink, emailLinkUrl, passwordResetLink } from '#shared/api/email-links.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopy, messageCopyFor, type MessageCopy } from '#shared/copy/message-catalogue.ts';
import { linkEmail } from './account-emails.ts';
import { accountRefusal, sessionRefused, signInRefused } from './account-state.ts';
import { nameFromEmail } from './display-name.ts';
import { termsAcceptedAtSignUp } from './terms-choice.ts';
import { currentLocale, type Locale } from '#shared/copy/locale.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { lifetimes, limitKeys, limits } from './limits.ts';
import { createLinkTokens, createPhoneCodes } from './one-time-codes.ts';
import { createPasswordCheck } from './password-check.ts';
import { createReauthentication } from './reauthentication.ts';
import type { MessageContent, OutboxService } from '#server/features/outbox/service.ts';
import {
  confirmEmail,
  deleteSession,
  deleteSessionByTokenHash,
  deleteSessionsOfCustomer,
  findCustomerById,
  findCustomerIdByEmail,
  findEmailSignIn,
  findPhoneOwner,
  findSessionByTokenHash,
  insertCredentials,
  insertCustomer,
  insertPhoneNumber,
  insertSession,
  listPhoneNumbers,
  phoneIsRegistered,
  retireCustomerCodes,
  setPasswordHash,
  slideSession,
  updateLastConnectedAt,
} from './repo.ts';
import { hashSecret, newSessionToken } from '#server/security/secrets.ts';
import { isWeakPassword } from '#server/security/weak-passwords.ts';

/** Where a request comes from: the client address (request.ip; trustProxy is configured). */
export interface Client {
  ip: string;
  userAgent?: string | undefined;
}

export interface CurrentSession {
  sessionId: string;
  customer: Customer;
  /** When the session last proved its owner: its sign-in, or a re-authentication. */
  authenticatedAt: string;
}

/**
 * A new session: the cookie's token (never stored), how long the cookie may live (what the
 * session has left) and what the browser may know.
 */
export interface SignedIn {
  token: string;
  maxAgeSeconds: number;
  user: SessionUser;
}

interface Deps {
  database: Database;
  clock: Clock;
  config: Config;
  outbox: OutboxService;
  /** The app's abuse limits (src/server/rate-limits). */
  rateLimits: RateLimitService;
  logger: FastifyBaseLogger;
}

const USER_AGENT_MAX_LENGTH = 512;

export function createAuthService(deps: Deps) {
  const { database, clock, config, outbox, rateLimits, logger } = deps;
  const db = database.kysely;
  const phoneCodes = createPhoneCodes({ database, clock, config, outbox, rateLimits, logger });
  const linkTokens = createLinkTokens({ clock });
  const passwordCheck = createPasswordCheck({
    database,
    clock,
    config,
    outbox,
    rateLimits,
    deliverLater: (messageId, what) => void deliverQuietly(messageId, what),
  });
  const reauthentication = createReauthentication({
    database,
    clock,
    rateLimits,
    phoneCodes,
    passwordCheck,
    checkCode,
  });

  const nowIso = () => clock.now().toISOString();

  /**
   * When a session opened at `createdAt` and used at `now` ends if unused: its idle timeout,
   * never past its absolute lifetime.
   */
  const sessionEnd = (createdAt: string, now: number) =>
    Math.min(now + lifetimes.sessionIdleMs, Date.parse(createdAt) + lifetimes.sessionAbsoluteMs);

  /** Delivers a committed message; a failure is only logged (the outbox keeps retrying). */
  async function deliverQuietly(messageId: string, what: string): Promise<void> {
    try {
      const outcome = await outbox.deliver(messageId);
      if (outcome !== 'sent') logger.warn({ messageId, outcome }, `${what}: not delivered yet`);
    } catch (error) {
      logger.error({ err: error, messageId }, `${what}: delivery failed`);
    }
  }

  async function sessionUser(executor: Kysely<DB>, customerId: string): Promise<SessionUser> {
    const customer = await findCustomerById(executor, customerId);
    if (!customer) throw new DomainError('CUSTOMER_MISSING', copy.auth.signIn.customerMissing);
    return {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      credits: customer.credits,
      phoneNumbers: await listPhoneNumbers(executor, customerId),
      createdAt: customer.createdAt,
      language: customer.language,
    };
  }

  /**
   * Opens a session for an allowed customer and records the sign-in (`last_connected_at`). The
   * session the browser already had (`replacedToken`, its cookie), whoever's it was, ends: an
   * old session never outlives a new sign-in in the same browser.
   */
  async function openSession(
    customerId: string,
    client: Client,
    replacedToken: string | null,
  ): Promise<SignedIn> {
    const token = newSessionToken();
    const now = clock.now().getTime();
    const at = new Date(now).toISOString();
    const end = sessionEnd(at, now);
    const user = await db.transaction().execute(async (trx) => {
      if (replacedToken !== null) await deleteSessionByTokenHash(trx, hashSecret(replacedToken));
      await insertSession(trx, {
        id: newId(),
        tokenHash: hashSecret(token),
        customerId,
        createdAt: at,
        lastSeenAt: at,
        authenticatedAt: at,
        expiresAt: new Date(end).toISOString(),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      await updateLastConnectedAt(trx, customerId, at);
      return sessionUser(trx, customerId);
    });
    return { token, maxAgeSeconds: (end - now) / 1000, user };
  }

  // Each email is worded in the language it is given: the account's, or the request's for an
  // address that has no account yet.
  function confirmationEmail(
    texts: MessageCopy,
    email: string,
    name: string,
    token: string,
  ): MessageContent {
    const url = emailLinkUrl(config.publicUrl, confirmationLink, token);
    return linkEmail(texts.confirmEmail, config, { email, name }, url);
  }

  function welcomeEmail(language: Locale, email: string, name: string): MessageContent {
    const url = `${config.publicUrl}/dashboard`;
    const m = messageCopyFor(language).welcomeEmail;
    const brand = config.brandName;
    const sender = { supportEmail: config.supportEmail, address: config.business.address };
    const servicePhone = formatServicePhone(config.servicePhone, language);
    return {
      channel: 'email',
      to: email,
      subject: m.subject(brand),
      text: m.text(brand, name, url, sender, servicePhone),
      html: m.html(brand, name, url, sender, servicePhone),
    };
  }

  function passwordResetEmail(
    texts: MessageCopy,
    email: string,
    name: string,
    token: string,
  ): MessageContent {
    const url = emailLinkUrl(config.publicUrl, passwordResetLink, token);
    return linkEmail(texts.passwordResetEmail, config, { email, name }, url);
  }

  /**
   * What a session token opens: nothing for an unknown session or one past its idle timeout or
   * its absolute lifetime (ended now); a refusal, 401 with "Your account is inactive or has been
   * deleted. Please contact support.", when its customer is inactive or deleted (the session is
   * ended); otherwise the session, whose idle end slides forward at most once an hour and never
   * past its absolute end (`renewedForSeconds`: what it has left then, for the cookie).
   */
  async function lookUpSession(token: string): Promise<SessionLookup<CurrentSession>> {
    const session = await findSessionByTokenHash(db, hashSecret(token));
    if (!session) return { outcome: 'none' };
    const now = clock.now().getTime();
    const absoluteEnd = Date.parse(session.createdAt) + lifetimes.sessionAbsoluteMs;
    if (Date.parse(session.expiresAt) <= now || absoluteEnd <= now) {
      await deleteSession(db, session.id);
      return { outcome: 'none' };
    }
    const customer = await findCustomerById(db, session.customerId);
    const refusal = accountRefusal(
      { customer, emailConfirmedAt: null },
      { requireConfirmedEmail: false },
    );
    if (refusal || !customer) {
      await deleteSession(db, session.id);
      return { outcome: 'refused', error: sessionRefused(refusal ?? 'CUSTOMER_MISSING') };
    }
    let renewedForSeconds: number | null = null;
    if (now - Date.parse(session.lastSeenAt) >= lifetimes.sessionRefreshMs) {
      const end = sessionEnd(session.createdAt, now);
      await slideSession(db, session.id, new Date(now).toISOString(), new Date(end).toISOString());
      renewedForSeconds = (end - now) / 1000;
    }
    return {
      outcome: 'signed-in',
      principal: {
        sessionId: session.id,
        customer,
        authenticatedAt: session.authenticatedAt ?? session.createdAt,
      },
      renewedForSeconds,
    };
  }

  /**
   * Whether the session proved its owner (signed in, or re-authenticated with the password or
   * an SMS code) in the last 10 minutes; 403 RECENT_SIGN_IN_REQUIRED ("For your security,
   * please confirm it's you…") otherwise, which the web app answers by asking (useRecentSignIn)
   * and retrying. For sensitive changes: deleting the account, adding a phone number, setting
   * the phone PIN.
   */
  function requireRecentSignIn(session: CurrentSession): void {
    const age = clock.now().getTime() - Date.parse(session.authenticatedAt);
    if (age > lifetimes.recentSignInMs) {
      throw new DomainError('RECENT_SIGN_IN_REQUIRED', copy.auth.recentSignIn.required);
    }
  }

  return {
    lookUpSession,
    requireRecentSignIn,

    /**
     * Proving the signed-in customer again, which makes the session's sign-in recent without
     * opening a new one: `requestCode(session, phone, client)` texts a code to one of their
     * numbers; `withPassword(session, password, client)`, `withCode(session, phone, code,
     * client)`.
     */
    reauthentication,

    /**
     * The same SMS codes for the advisors' app (docs/decisions/048): `send` texts a sign-in code
     * to an advisor's registered number with every rule of the customers' codes (10 minutes, 5
     * tries, one every 30 s, the number's hourly and daily counts, none while it is locked for
     * wrong codes); `check` uses it up, wrong codes counted per address and per number as the
     * customers' are. Which number is an advisor's is the caller's business.
     */
    advisorSignInCodes: {
      send: (phone: string, language: Locale): Promise<PhoneCodeSentResponse> =>
        phoneCodes.send({
          purpose: 'advisor_sign_in',
          phone,
          customerId: null,
          language,
          sendFailedMessage: copy.auth.otp.requestFailed,
        }),
      check: async (phone: string, code: string, client: Client): Promise<void> => {
        await checkCode(client, { purpose: 'advisor_sign_in', phone, code });
      },
    },

    /** What the browser may know about a customer (GET /api/auth/session's `user`). */
    sessionUser: (customerId: string) => sessionUser(db, customerId),

    /** Ends every session of a customer (a password reset, an account deletion). */
    endAllSessions: (executor: Kysely<DB>, customerId: string) =>
      deleteSessionsOfCustomer(executor, customerId),

    /**
     * Creates the account, in the request's language and with the Terms it accepted
     * (terms-choice.ts), and sends the confirmation link; no session until it is confirmed.
     */
    async signUp(
      input: { email: string; password: string; englishTermsChosen?: boolean | undefined },
      client: Client,
    ): Promise<{ status: 'confirmation_sent'; email: string }> {
      const { email, password } = input;
      const language = currentLocale();
      await rateLimits.consume(limitKeys.signUpAddress(client.ip), limits.signUpsPerAddress);
      if (isWeakPassword(password, email)) {
        throw new DomainError('WEAK_PASSWORD', copy.auth.signUp.weakPassword);
      }
      if ((await findCustomerIdByEmail(db, email)) !== null) {
        throw new DomainError('EMAIL_TAKEN', copy.auth.signUp.emailTaken);
      }
      const passwordHash = await hashPassword(password);
      const customerId = newId();
      const name = nameFromEmail(email);
      const at = nowIso();
      let messageId: string;
      try {
        messageId = await db.transaction().execute(async (trx) => {
          await insertCustomer(trx, {
            id: customerId,
            name,
            email,
            credits: 0,
            adultConfirmedAt: at,
            language,
            ...termsAcceptedAtSignUp(language, input.englishTermsChosen === true, at),
            createdAt: at,
            updatedAt: at,
          });
          await insertCredentials(trx, {
            customerId,
            passwordHash,
            emailConfirmedAt: null,
            passwordChangedAt: at,
            createdAt: at,
            updatedAt: at,
          });
          const token = await linkTokens.issue(trx, {
            purpose: 'email_confirmation',
            target: email,
            customerId,
            lifetimeMs: lifetimes.emailConfirmationMs,
          });
          return outbox.enqueue(trx, {
            ...confirmationEmail(messageCopy, email, name, token),
            customerId,
          });
        });
      } catch (error) {
        // Another sign-up with this email committed between our check and our insert.
        if (isUniqueViolation(error)) {
          throw new DomainError('CUSTOMER_EMAIL_TAKEN', copy.auth.signUp.customerEmailTaken);
        }
        throw error;
      }
      await deliverQuietly(messageId, 'confirmation email');
      return { status: 'confirmation_sent', email };
    },

    /** Follows a confirmation link: confirms the email once, then sends the welcome email. */
    async confirmEmail(token: string, client: Client): Promise<void> {
      await rateLimits.consume(limitKeys.linksAddress(client.ip), limits.linksPerAddress);
      const outcome = await db.transaction().execute(async (trx) => {
        const redeemed = await linkTokens.redeem(trx, { purpose: 'email_confirmation', token });
        if (!redeemed) return null;
        const newlyConfirmed = await confirmEmail(trx, redeemed.customerId, nowIso());
        const customer = await findCustomerById(trx, redeemed.customerId);
        if (!newlyConfirmed || !customer || customer.deletedAt !== null) return { welcome: null };
        const welcome = welcomeEmail(customer.language, customer.email, customer.name);
        return {
          welcome: await outbox.enqueue(trx, { ...welcome, customerId: customer.id }),
        };
      });
      if (!outcome) {
        throw new DomainError('CONFIRMATION_LINK_INVALID', copy.auth.confirmation.linkInvalid);
      }
      // A failed welcome email is only logged (docs/product.md §8).
      if (outcome.welcome !== null) await deliverQuietly(outcome.welcome, 'welcome email');
    },

    /**
     * Sends a fresh confirmation link to an account still waiting for one. Answers the same to
     * the page whatever the email (no account discovery); delivery happens after the answer. The
     * back office passes `record`, called in the transaction that writes the link and its email
     * (its audit row commits with them or not at all); answers whether a link was sent.
     */
    async resendConfirmation(
      email: string,
      client: Client,
      record?: (trx: Kysely<DB>) => Promise<void>,
    ): Promise<boolean> {
      await rateLimits.consume(
        limitKeys.confirmationResendAddress(client.ip),
        limits.confirmationResendsPerAddress,
      );
      await rateLimits.consume(
        limitKeys.confirmationResendEmail(email),
        limits.confirmationResendsPerEmail,
      );
      const account = await findEmailSignIn(db, email);
      if (!account || account.emailConfirmedAt !== null || account.deletedAt !== null) {
        return false;
      }
      const messageId = await db.transaction().execute(async (trx) => {
        const token = await linkTokens.issue(trx, {
          purpose: 'email_confirmation',
          target: email,
          customerId: account.customerId,
          lifetimeMs: lifetimes.emailConfirmationMs,
        });
        const texts = messageCopyFor(account.language);
        const queued = await outbox.enqueue(trx, {
          ...confirmationEmail(texts, email, account.name, token),
          customerId: account.customerId,
        });
        await record?.(trx);
        return queued;
      });
      void deliverQuietly(messageId, 'confirmation email');
      return true;
    },

    /**
     * Email and password sign-in, ending the session `currentToken` (the browser's cookie) held.
     * Refusals, each with its spec text and no session: 429 TOO_MANY_SIGN_IN_ATTEMPTS (the
     * email locked after a streak of wrong passwords, or the address's wrong passwords), 401
     * WRONG_CREDENTIALS, 403 CUSTOMER_MISSING / ACCOUNT_DELETED / ACCOUNT_INACTIVE /
     * EMAIL_NOT_CONFIRMED.
     */
    async signIn(
      input: { email: string; password: string },
      client: Client,
      currentToken: string | null,
    ): Promise<SignedIn> {
      const { email, password } = input;
      // Only a wrong email or password stays counted; the account's state is told after.
      const account = await passwordCheck.check(email, password, client);
      const refusal = accountRefusal(
        { customer: account, emailConfirmedAt: account.emailConfirmedAt },
        { requireConfirmedEmail: true },
      );
      if (refusal) throw signInRefused(refusal);
      if (passwordNeedsRehash(account.passwordHash)) {
        const rehashed = await hashPassword(password);
        await setPasswordHash(db, account.customerId, rehashed, nowIso(), { changed: false });
      }
      return openSession(account.customerId, client, currentToken);
    },

    /** Ends the session `token` (the browser's cookie) opens, if any. */
    async signOut(token: string | null): Promise<void> {
      if (token === null) return;
      const session = await findSessionByTokenHash(db, hashSecret(token));
      if (session) await deleteSession(db, session.id);
    },

    /**
     * Sends a reset link to an existing, non-deleted account. Answers the same, in about the
     * same time, whatever the email: delivery happens after the answer.
     */
    async requestPasswordReset(email: string, client: Client): Promise<void> {
      await rateLimits.consume(limitKeys.resetAddress(client.ip), limits.passwordResetsPerAddress);
      await rateLimits.consume(limitKeys.resetEmail(email), limits.passwordResetsPerEmail);
      const account = await findEmailSignIn(db, email);
      if (!account || account.deletedAt !== null) return;
      const messageId = await db.transaction().execute(async (trx) => {
        const token = await linkTokens.issue(trx, {
          purpose: 'password_reset',
          target: email,
          customerId: account.customerId,
          lifetimeMs: lifetimes.passwordResetMs,
        });
        const texts = messageCopyFor(account.language);
        return outbox.enqueue(trx, {
          ...passwordResetEmail(texts, email, account.name, token),
          customerId: account.customerId,
        });
      });
      void deliverQuietly(messageId, 'password reset email');
    },

    /**
     * Sets the new password from a reset link: uses the link up (and any other reset link of the
     * account), confirms the email if it was not (the customer proved they read it), and ends
     * EVERY session of the customer, the one this browser may hold included. Answers whether
     * this request's own session was among them, so its cookie can be cleared.
     */
    async completePasswordReset(
      input: { token: string; password: string },
      client: Client,
      currentToken: string | null,
    ): Promise<{ endedCurrentSession: boolean }> {
      await rateLimits.consume(limitKeys.linksAddress(client.ip), limits.linksPerAddress);
      const invalid = () => new DomainError('RESET_LINK_INVALID', copy.auth.password.linkInvalid);
      const passwordHash = await hashPassword(input.password);
      const currentSession =
        currentToken === null ? null : await findSessionByTokenHash(db, hashSecret(currentToken));
      const customerId = await db.transaction().execute(async (trx) => {
        const redeemed = await linkTokens.redeem(trx, {
          purpose: 'password_reset',
          token: input.token,
        });
        if (!redeemed) throw invalid();
        // Thrown inside the transaction: the link stays usable for a better password.
        if (isWeakPassword(input.password, redeemed.target)) {
          throw new DomainError('WEAK_PASSWORD', copy.auth.signUp.weakPassword);
        }
        const at = nowIso();
        await setPasswordHash(trx, redeemed.customerId, passwordHash, at, { changed: true });
        await confirmEmail(trx, redeemed.customerId, at);
        await retireCustomerCodes(trx, redeemed.customerId, 'password_reset', at);
        await deleteSessionsOfCustomer(trx, redeemed.customerId);
        // A lock after wrong passwords would keep the new password out.
        await passwordCheck.endStreak(trx, redeemed.target);
        return redeemed.customerId;
      });
      return { endedCurrentSession: currentSession?.customerId === customerId };
    },

    /** Texts a sign-in code to a number verified on an active account (404 otherwise). */
    async requestPhoneSignInCode(phone: string, client: Client): Promise<PhoneCodeSentResponse> {
      await rateLimits.consume(limitKeys.codeAddress(client.ip), limits.codeRequestsPerAddress);
      const owner = await findPhoneOwner(db, phone);
      if (!owner || owner.deletedAt !== null || !owner.isActive) {
        // No SMS to a number we cannot sign in: that is how SMS pumping pays.
        throw new DomainError('NO_CUSTOMER_FOR_PHONE', copy.auth.otp.noCustomerForPhone);
      }
      return phoneCodes.send({
        purpose: 'phone_sign_in',
        phone,
        customerId: owner.customerId,
        language: owner.language,
        sendFailedMessage: copy.auth.otp.requestFailed,
      });
    },

    /**
     * Signs in the owner of a verified number with the code texted to it, ending the session
     * `currentToken` held. The email need not be confirmed: the number was verified by SMS
     * while signed in, which proved the account.
     */
    async verifyPhoneSignIn(
      phone: string,
      code: string,
      client: Client,
      currentToken: string | null,
    ): Promise<SignedIn> {
      const { customerId } = await checkCode(client, { purpose: 'phone_sign_in', phone, code });
      const owner = await findPhoneOwner(db, phone);
      if (!owner || owner.customerId !== customerId) {
        throw new DomainError('NO_CUSTOMER_FOR_PHONE', copy.auth.otp.noCustomerForPhone);
      }
      const refusal = accountRefusal(
        { customer: owner, emailConfirmedAt: null },
        { requireConfirmedEmail: false },
      );
      if (refusal) throw signInRefused(refusal);
      return openSession(owner.customerId, client, currentToken);
    },

    /** Adding a verified phone number to a signed-in customer's account (reused by the dashboard). */
    phoneAdd: {
      /** Texts a code to a number that is on no account yet (409 PHONE_TAKEN otherwise). */
      async requestCode(
        customer: Pick<Customer, 'id' | 'language'>,
        phone: string,
        client: Client,
      ): Promise<PhoneCodeSentResponse> {
        const customerId = customer.id;
        await rateLimits.consume(limitKeys.codeAddress(client.ip), limits.codeRequestsPerAddress);
        await rateLimits.consume(
          limitKeys.codeCustomer(customerId),
          limits.codeRequestsPerCustomer,
        );
        if (await phoneIsRegistered(db, phone)) throw phoneTaken();
        return phoneCodes.send({
          purpose: 'phone_add',
          phone,
          customerId,
          language: customer.language,
          sendFailedMessage: copy.auth.otp.requestFailedSignedIn,
        });
      },

      /** Checks the code and adds the number, verified; answers the updated SessionUser. */
      async verify(
        customerId: string,
        phone: string,
        code: string,
        client: Client,
      ): Promise<SessionUser> {
        await checkCode(client, { purpose: 'phone_add', phone, code, customerId });
        const at = nowIso();
        try {
          await db.transaction().execute(async (trx) => {
            if (await phoneIsRegistered(trx, phone)) throw phoneTaken();
            await insertPhoneNumber(trx, {
              id: newId(),
              customerId,
              phone,
              verifiedAt: at,
              createdAt: at,
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw phoneTaken();
          throw error;
        }
        return sessionUser(db, customerId);
      },
    },
  };

  function phoneTaken() {
    return new DomainError('PHONE_TAKEN', copy.auth.otp.phoneTaken);
  }

  /**
   * A code check, with wrong codes counted per client address and per number (a day's budget
   * across the number's codes, whatever their purpose) as well as per code. An expired code, a
   * success or any other error is not a guess and is not counted.
   */
  function checkCode(
    client: Client,
    request: Parameters<typeof phoneCodes.verify>[0],
  ): Promise<{ customerId: string | null }> {
    return attemptWithinFailureLimits(
      rateLimits,
      {
        windows: [
          { key: limitKeys.wrongCodeAddress(client.ip), rule: limits.wrongCodesPerAddress },
          {
            key: limitKeys.wrongCodePhone(request.phone),
            rule: limits.wrongCodesPerPhonePerDay,
            refusal: { code: 'PHONE_CODES_LOCKED', message: copy.auth.otp.phoneLocked },
          },
        ],
        refusal: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests },
        isFailure: (error) =>
          error instanceof DomainError &&
          (error.code === 'CODE_INCORRECT' || error.code === 'CODE_ATTEMPTS_EXCEEDED'),
      },
      () => phoneCodes.verify(request),
    );
  }
}
export type AuthService = ReturnType<typeof createAuthService>;
