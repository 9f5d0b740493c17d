// The back office's operators (docs/decisions/044): invited by the command line with a one-time
// set-up link, enrolled with a password and an authenticator (TOTP), given recovery codes, signed
// in with all three parts, and disabled (never deleted). Operator sessions are their own kind
// (src/server/http/sessions/operator-sessions.ts asks `lookUpSession`). The only file of this
// feature other features may import. What an operator does to operators is in the audit log.
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { Operator } from '#server/db/tables/operators.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type { SessionLookup } from '#server/http/sessions/session-kind.ts';
import { attemptWithinFailureLimits } from '#server/rate-limits/failure-limits.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import { hashPassword, verifyPassword } from '#server/security/password-hashing.ts';
import {
  hashSecret,
  newLinkToken,
  newSessionToken,
  parseLinkToken,
  sameDigest,
} from '#server/security/secrets.ts';
import { isWeakPassword } from '#server/security/weak-passwords.ts';
import type {
  OperatorListItem,
  OperatorRole,
  OperatorView,
  SetupCompleteRequest,
  SetupStartRequest,
  SetupStartResponse,
  OperatorSignInRequest,
} from '#shared/api/admin/session.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { operatorLifetimes, operatorLimitKeys, operatorLimits } from './limits.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import {
  advanceTotpStep,
  deleteSession,
  deleteSessionByTokenHash,
  deleteSessionsOfOperator,
  disableOperator,
  enrolOperator,
  findOperatorByEmail,
  findOperatorById,
  findSessionByTokenHash,
  findSetupLink,
  insertOperator,
  insertRecoveryCodes,
  insertSession,
  insertSetupLink,
  listOperators,
  recordSignIn,
  retireSetupLinks,
  slideSession,
  useRecoveryCode,
  useSetupLink,
} from './repo.ts';
import { acceptedStep, enrolment, newTotpSecret } from './totp.ts';

/** Where a request comes from (request.ip; trustProxy is configured). */
export interface Client {
  ip: string;
  userAgent?: string | undefined;
}

/** A new operator session: the cookie's token (never stored), its lifetime, and who it is. */
export interface OperatorSignedIn {
  token: string;
  maxAgeSeconds: number;
  operator: OperatorView;
}

/** The page under PUBLIC_URL where a set-up link leads (the admin pages read its token). */
export const SETUP_PATH = '/admin/setup';

const USER_AGENT_MAX_LENGTH = 512;

interface Deps {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'supportEmail' | 'business'>;
  outbox: OutboxService;
  rateLimits: RateLimitService;
  audit: AuditService;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const viewOf = (operator: Pick<Operator, 'id' | 'email' | 'role'>): OperatorView => ({
  id: operator.id,
  email: operator.email,
  role: operator.role,
});

function statusOf(operator: Operator): OperatorListItem['status'] {
  if (operator.disabledAt !== null) return 'disabled';
  return operator.enrolledAt === null ? 'invited' : 'active';
}

const signInFailed = () => new DomainError('WRONG_CREDENTIALS', adminCopy.operators.signInFailed);
const setupLinkInvalid = () =>
  new DomainError('SETUP_LINK_INVALID', adminCopy.operators.setupLinkInvalid);

export function createOperatorsService(deps: Deps) {
  const { database, clock, config, outbox, rateLimits, audit, logger } = deps;
  const db = database.kysely;
  const nowIso = () => clock.now().toISOString();

  // Unknown emails are checked against this hash, so a sign-in takes about as long whether or
  // not the operator exists. Made once, on first use.
  let dummyHash: Promise<string> | undefined;
  const dummyPasswordHash = () => (dummyHash ??= hashPassword(newSessionToken()));

  /** When a session opened at `createdAt` and used at `now` ends if unused. */
  const sessionEnd = (createdAt: string, now: number) =>
    Math.min(
      now + operatorLifetimes.sessionIdleMs,
      Date.parse(createdAt) + operatorLifetimes.sessionAbsoluteMs,
    );

  async function openSession(
    operator: OperatorView,
    client: Client,
    replacedToken: string | null,
    executor = db,
  ): Promise<OperatorSignedIn> {
    const token = newSessionToken();
    const now = clock.now().getTime();
    const at = new Date(now).toISOString();
    const end = sessionEnd(at, now);
    if (replacedToken !== null) await deleteSessionByTokenHash(executor, hashSecret(replacedToken));
    await insertSession(executor, {
      id: newId(),
      tokenHash: hashSecret(token),
      operatorId: operator.id,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(end).toISOString(),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    });
    return { token, maxAgeSeconds: (end - now) / 1000, operator };
  }

  /** The pending link a token names, or SETUP_LINK_INVALID (unknown, used, expired, replaced). */
  async function pendingLink(token: string) {
    const parsed = parseLinkToken(token);
    const link = parsed ? await findSetupLink(db, parsed.id) : undefined;
    if (
      !parsed ||
      !link ||
      !sameDigest(link.secretHash, parsed.secretHash) ||
      link.usedAt !== null ||
      Date.parse(link.expiresAt) <= clock.now().getTime()
    ) {
      throw setupLinkInvalid();
    }
    const operator = await findOperatorById(db, link.operatorId);
    if (!operator || operator.enrolledAt !== null || operator.disabledAt !== null) {
      throw setupLinkInvalid();
    }
    return { link, operator };
  }

  /** A set-up attempt from this address, counted whatever its outcome. */
  const countSetupAttempt = (client: Client) =>
    rateLimits.consume(
      operatorLimitKeys.setupAddress(client.ip),
      operatorLimits.setupAttemptsPerAddress,
    );

  /** Sends the set-up email after its transaction committed; a failure is only logged. */
  async function deliverQuietly(messageId: string): Promise<boolean> {
    try {
      const outcome = await outbox.deliver(messageId);
      if (outcome !== 'sent')
        logger.warn({ messageId, outcome }, 'operator set-up email: not delivered yet');
      return outcome === 'sent';
    } catch (error) {
      logger.error({ err: error, messageId }, 'operator set-up email: delivery failed');
      return false;
    }
  }

  /** The invitation's transaction; another one for the same new email at once is refused. */
  async function invite<T>(work: (trx: typeof db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw changeRefused('Another invitation for this email was made at the same moment.');
      }
      throw error;
    }
  }

  return {
    /**
     * Invites an operator: a new one, or one still pending (a fresh link, the older ones
     * retired). The link is returned (the command line prints it) and emailed in `language`.
     * An enrolled or disabled operator is refused (CHANGE_REFUSED), as is another role for a
     * pending one.
     */
    async add(input: { email: string; role: OperatorRole; language: Locale }) {
      const email = input.email.trim().toLowerCase();
      const at = nowIso();
      const outcome = await invite(async (trx) => {
        const existing = await findOperatorByEmail(trx, email);
        if (existing && existing.disabledAt !== null) {
          throw changeRefused(
            `${email} is a disabled operator: a disabled operator stays disabled.`,
          );
        }
        if (existing && existing.enrolledAt !== null) {
          throw changeRefused(
            `${email} is already an operator (${existing.role}), set up on ${existing.enrolledAt}.`,
          );
        }
        if (existing && existing.role !== input.role) {
          throw changeRefused(
            `${email} is already invited as ${existing.role}: disable them first to invite them as ${input.role}.`,
          );
        }
        const operatorId = existing?.id ?? newId();
        if (existing) {
          await retireSetupLinks(trx, operatorId, at);
        } else {
          await insertOperator(trx, {
            id: operatorId,
            email,
            role: input.role,
            passwordHash: null,
            totpSecret: null,
            totpLastStep: null,
            enrolledAt: null,
            disabledAt: null,
            createdAt: at,
            lastSignInAt: null,
          });
        }
        const linkId = newId();
        const { token, secretHash } = newLinkToken(linkId);
        await insertSetupLink(trx, {
          id: linkId,
          operatorId,
          secretHash,
          totpSecret: newTotpSecret(),
          createdAt: at,
          expiresAt: new Date(clock.now().getTime() + operatorLifetimes.setupLinkMs).toISOString(),
          usedAt: null,
        });
        await audit.record(trx, {
          operatorId: null,
          action: existing ? 'operator.setup-link.renew' : 'operator.add',
          subjectType: 'operator',
          subjectId: operatorId,
          reason: null,
          before: existing ? { email, role: existing.role, status: 'invited' } : null,
          after: { email, role: input.role, status: 'invited' },
        });
        const url = `${config.publicUrl}${SETUP_PATH}?token=${encodeURIComponent(token)}`;
        const texts = messageCopyFor(input.language);
        const template = texts.operatorSetupEmail;
        const brand = config.brandName;
        const sender = { supportEmail: config.supportEmail, address: config.business.address };
        const role = texts.operatorRoles[input.role];
        const messageId = await outbox.enqueue(trx, {
          channel: 'email',
          to: email,
          subject: template.subject(brand),
          text: template.text(brand, role, url, sender),
          html: template.html(brand, role, url, sender),
          customerId: null,
        });
        return { operatorId, url, messageId, renewed: existing !== undefined };
      });
      const emailed = await deliverQuietly(outcome.messageId);
      return {
        operator: { id: outcome.operatorId, email, role: input.role },
        setupUrl: outcome.url,
        renewed: outcome.renewed,
        emailed,
      };
    },

    /** Every operator, the oldest first, with their status. */
    async list(): Promise<OperatorListItem[]> {
      return (await listOperators(db)).map((operator) => ({
        ...viewOf(operator),
        status: statusOf(operator),
        createdAt: operator.createdAt,
        lastSignInAt: operator.lastSignInAt,
      }));
    },

    /**
     * Disables an operator: their sessions end at once and their set-up links stop working.
     * Refuses an unknown email or one already disabled (CHANGE_REFUSED).
     */
    async disable(emailGiven: string): Promise<OperatorView> {
      const email = emailGiven.trim().toLowerCase();
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const operator = await findOperatorByEmail(trx, email);
        if (!operator) throw changeRefused(`No operator has the email ${email}.`);
        if (!(await disableOperator(trx, operator.id, at))) {
          throw changeRefused(`${email} is already disabled.`);
        }
        await deleteSessionsOfOperator(trx, operator.id);
        await retireSetupLinks(trx, operator.id, at);
        await audit.record(trx, {
          operatorId: null,
          action: 'operator.disable',
          subjectType: 'operator',
          subjectId: operator.id,
          reason: null,
          before: { email, role: operator.role, status: statusOf(operator) },
          after: { email, role: operator.role, status: 'disabled' },
        });
        return viewOf(operator);
      });
    },

    /**
     * What a set-up link opens: the operator, and the authenticator's secret kept with the link
     * (the same on every call) with its QR code. The link is not used up.
     */
    async setupStart(input: SetupStartRequest, client: Client): Promise<SetupStartResponse> {
      await countSetupAttempt(client);
      const { link, operator } = await pendingLink(input.token);
      return {
        email: operator.email,
        role: operator.role,
        totp: await enrolment(link.totpSecret, { email: operator.email, issuer: config.brandName }),
      };
    },

    /**
     * Completes the set-up: the password (the customers' rules for a new password), the
     * authenticator's current code, then the operator is enrolled, signed in, and given recovery
     * codes, shown this once. Uses the link up.
     */
    async setupComplete(
      input: SetupCompleteRequest,
      client: Client,
      replacedToken: string | null,
    ): Promise<{ signedIn: OperatorSignedIn; recoveryCodes: string[] }> {
      await countSetupAttempt(client);
      const { link, operator } = await pendingLink(input.token);
      if (isWeakPassword(input.password, operator.email)) {
        throw new DomainError('WEAK_PASSWORD', copy.auth.signUp.weakPassword);
      }
      const step = acceptedStep(link.totpSecret, input.code, clock.now(), null);
      if (step === null) {
        throw new DomainError('CODE_INCORRECT', adminCopy.operators.setupCodeIncorrect);
      }
      const passwordHash = await hashPassword(input.password);
      const recoveryCodes = newRecoveryCodes();
      const at = nowIso();
      const signedIn = await db.transaction().execute(async (trx) => {
        // Of two completions at once, the second finds the link used.
        if (!(await useSetupLink(trx, link.id, at))) throw setupLinkInvalid();
        const enrolled = await enrolOperator(trx, operator.id, {
          passwordHash,
          totpSecret: link.totpSecret,
          totpLastStep: step,
          at,
        });
        if (!enrolled) throw setupLinkInvalid();
        await insertRecoveryCodes(
          trx,
          recoveryCodes.map((code) => ({
            id: newId(),
            operatorId: operator.id,
            codeHash: recoveryCodeHash(operator.id, code) ?? '',
            createdAt: at,
            usedAt: null,
          })),
        );
        await audit.record(trx, {
          operatorId: operator.id,
          action: 'operator.setup.complete',
          subjectType: 'operator',
          subjectId: operator.id,
          reason: null,
          before: { status: 'invited' },
          after: { status: 'active' },
        });
        return openSession(viewOf(operator), client, replacedToken, trx);
      });
      return { signedIn, recoveryCodes };
    },

    /**
     * Signs an operator in with their email, password and code (the authenticator's, or an
     * unused recovery code, then used up). Any wrong part, an unknown, pending or disabled
     * operator: 401 WRONG_CREDENTIALS with one message. Failures are limited per email and per
     * address (429 TOO_MANY_SIGN_IN_ATTEMPTS).
     */
    async signIn(
      input: OperatorSignInRequest,
      client: Client,
      replacedToken: string | null,
    ): Promise<OperatorSignedIn> {
      return attemptWithinFailureLimits(
        rateLimits,
        {
          windows: [
            {
              key: operatorLimitKeys.signInEmail(input.email),
              rule: operatorLimits.signInFailuresPerEmail,
            },
            {
              key: operatorLimitKeys.signInAddress(client.ip),
              rule: operatorLimits.signInFailuresPerAddress,
            },
          ],
          refusal: {
            code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
            message: adminCopy.operators.tooManySignInAttempts,
          },
          isFailure: (error) => error instanceof DomainError && error.code === 'WRONG_CREDENTIALS',
        },
        async () => {
          const found = await findOperatorByEmail(db, input.email);
          const matches = await verifyPassword(
            found?.passwordHash ?? (await dummyPasswordHash()),
            input.password,
          );
          if (!found || !matches || found.disabledAt !== null || found.totpSecret === null) {
            throw signInFailed();
          }
          const operator = found;
          const code = input.code.trim();
          const at = nowIso();
          return db.transaction().execute(async (trx) => {
            let method: 'authenticator' | 'recovery code';
            if (/^\d{6}$/.test(code)) {
              const step = acceptedStep(
                operator.totpSecret ?? '',
                code,
                clock.now(),
                operator.totpLastStep,
              );
              // A code already accepted, or another sign-in that took this one first: refused.
              if (
                step === null ||
                !(await advanceTotpStep(trx, operator.id, operator.totpLastStep, step))
              ) {
                throw signInFailed();
              }
              method = 'authenticator';
            } else {
              const hash = recoveryCodeHash(operator.id, code);
              if (hash === null || !(await useRecoveryCode(trx, operator.id, hash, at))) {
                throw signInFailed();
              }
              method = 'recovery code';
            }
            await recordSignIn(trx, operator.id, at);
            await audit.record(trx, {
              operatorId: operator.id,
              action: 'operator.sign-in',
              subjectType: 'operator',
              subjectId: operator.id,
              reason: null,
              before: null,
              after: { method },
            });
            return openSession(viewOf(operator), client, replacedToken, trx);
          });
        },
      );
    },

    /** Ends the session of this cookie's token, if any. */
    async signOut(token: string | null): Promise<void> {
      if (token !== null) await deleteSessionByTokenHash(db, hashSecret(token));
    },

    /**
     * What an operator cookie's token opens: nothing for an unknown session, one past its idle
     * or absolute end, or a disabled operator's (ended now); otherwise the operator, the
     * session's idle end slid forward at most once a minute.
     */
    async lookUpSession(token: string): Promise<SessionLookup<OperatorView>> {
      const session = await findSessionByTokenHash(db, hashSecret(token));
      if (!session) return { outcome: 'none' };
      const now = clock.now().getTime();
      const absoluteEnd = Date.parse(session.createdAt) + operatorLifetimes.sessionAbsoluteMs;
      if (
        Date.parse(session.expiresAt) <= now ||
        absoluteEnd <= now ||
        session.disabledAt !== null
      ) {
        await deleteSession(db, session.id);
        return { outcome: 'none' };
      }
      let renewedForSeconds: number | null = null;
      if (now - Date.parse(session.lastSeenAt) >= operatorLifetimes.sessionRefreshMs) {
        const end = sessionEnd(session.createdAt, now);
        await slideSession(
          db,
          session.id,
          new Date(now).toISOString(),
          new Date(end).toISOString(),
        );
        renewedForSeconds = (end - now) / 1000;
      }
      const operator = { id: session.operatorId, email: session.email, role: session.role };
      return { outcome: 'signed-in', principal: operator, renewedForSeconds };
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
