// The advisors' app (docs/decisions/048): an advisor signs in with their registered number and a
// code texted to it (the customers' SMS codes and their rules, auth's `advisorSignInCodes`),
// gets a session of the advisor kind (src/server/http/sessions/advisor-sessions.ts asks
// `lookUpSession`), sets their presence (Available, Away, Offline) and sees the call open to
// them. It also holds the missed-offers rule the phone line reports to: two offered calls in a
// row that the advisor did not answer set them Away and text them so. The only file of this
// feature other features may import.
//
// Nobody learns from the code request whether a number is an advisor's: every well-formed
// number gets the same answer, and only an advisor's number is texted; the reasons a code was
// not sent to one (asked again too soon, the number's counts, a failed SMS) are logged, not said.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { DomainError, invalidRequest } from '#server/domain-error.ts';
import type { AdvisorsService, AdvisorSummary } from '#server/features/advisors/service.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type { CallbackQueueService } from '#server/features/callback-queue/service.ts';
import type { TelephonyService } from '#server/features/telephony/service.ts';
import type { SessionLookup } from '#server/http/sessions/session-kind.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import { hashSecret, newSessionToken } from '#server/security/secrets.ts';
import type {
  AdvisorCall,
  AdvisorCodeSentResponse,
  AdvisorPresenceRequest,
  AdvisorView,
} from '#shared/api/advisor/session.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import {
  advisorLifetimes,
  advisorLimitKeys,
  advisorLimits,
  MISSED_OFFERS_BEFORE_AWAY,
} from './limits.ts';
import * as repo from './repo.ts';

/** Where a request comes from (request.ip; trustProxy is configured). */
export interface Client {
  ip: string;
  userAgent?: string | undefined;
}

/** Who an advisor cookie's session is: the advisor's id (their view is read when asked). */
export interface AdvisorPrincipal {
  advisorId: string;
}

/** A new advisor session: the cookie's token (never stored), its lifetime, and who it is. */
export interface AdvisorSignedIn {
  token: string;
  maxAgeSeconds: number;
  advisor: AdvisorView;
}

interface Deps {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'brandName'>;
  auth: Pick<AuthService, 'advisorSignInCodes'>;
  advisors: Pick<AdvisorsService, 'findByPhone' | 'findById' | 'setPresence' | 'offerEnded'>;
  telephony: Pick<TelephonyService, 'openCallOf'>;
  /** Who waits in the advisor's call-back queue (docs/decisions/052); nobody by default. */
  queue?: Pick<CallbackQueueService, 'nextWaiting'>;
  outbox: Pick<OutboxService, 'enqueue' | 'deliver'>;
  rateLimits: RateLimitService;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const USER_AGENT_MAX_LENGTH = 512;

/** Every code request's answer, an advisor's number or not. */
const codeSent: AdvisorCodeSentResponse = {
  status: 'sent',
  expiresInSeconds: 600,
  resendAfterSeconds: 30,
};

const viewOf = (advisor: AdvisorSummary): AdvisorView => ({
  id: advisor.id,
  extension: advisor.extension,
  name: advisor.name,
  presence: advisor.presence,
  awayUntil: advisor.awayUntil,
  onACall: advisor.onACall,
});

export function createAdvisorAppService(deps: Deps) {
  const { database, clock, config, auth, advisors, telephony, outbox, rateLimits, logger } = deps;
  const db = database.kysely;

  /** When a session opened at `createdAt` and used at `now` ends if unused. */
  const sessionEnd = (createdAt: string, now: number) =>
    Math.min(
      now + advisorLifetimes.sessionIdleMs,
      Date.parse(createdAt) + advisorLifetimes.sessionAbsoluteMs,
    );

  async function advisorView(advisorId: string): Promise<AdvisorView> {
    const advisor = await advisors.findById(advisorId);
    // Its sessions go with an advisor (a foreign key): a signed-in advisor exists.
    if (!advisor) throw new Error(`advisor ${advisorId} not found`);
    return viewOf(advisor);
  }

  return {
    /**
     * Texts a sign-in code to `phone` when it is an advisor's registered number (listed on the
     * board or not); answers the same for any number. 429 past the requests from one address.
     */
    async requestCode(phone: string, client: Client): Promise<AdvisorCodeSentResponse> {
      await rateLimits.consume(
        advisorLimitKeys.codeAddress(client.ip),
        advisorLimits.codeRequestsPerAddress,
      );
      const advisor = await advisors.findByPhone(phone);
      if (!advisor) return codeSent;
      try {
        await auth.advisorSignInCodes.send(phone, advisor.language);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Too soon after the last code (which still works), past the number's counts, locked
        // for wrong codes, or the SMS refused: the same answer, so the number is not told apart.
        logger.info(
          { advisorId: advisor.id, code: error.code },
          'advisors’ app: no sign-in code texted',
        );
      }
      return codeSent;
    },

    /**
     * Signs in the advisor whose number the code was texted to, ending the session
     * `replacedToken` held. CODE_INCORRECT, CODE_ATTEMPTS_EXCEEDED, CODE_EXPIRED, and the
     * limits on wrong codes per address and per number, as the customers' codes.
     */
    async signIn(
      input: { phone: string; code: string },
      client: Client,
      replacedToken: string | null,
    ): Promise<AdvisorSignedIn> {
      await auth.advisorSignInCodes.check(input.phone, input.code, client);
      // The number may have been taken from the advisor since the code was sent.
      const advisor = await advisors.findByPhone(input.phone);
      if (!advisor) throw new DomainError('CODE_INCORRECT', copy.auth.otp.codeIncorrect);
      const token = newSessionToken();
      const now = clock.now().getTime();
      const at = new Date(now).toISOString();
      const end = sessionEnd(at, now);
      await db.transaction().execute(async (trx) => {
        if (replacedToken !== null) {
          await repo.deleteSessionByTokenHash(trx, hashSecret(replacedToken));
        }
        await repo.insertSession(trx, {
          id: newId(),
          tokenHash: hashSecret(token),
          advisorId: advisor.id,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(end).toISOString(),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        });
      });
      return { token, maxAgeSeconds: (end - now) / 1000, advisor: viewOf(advisor) };
    },

    /** Ends the session of this cookie's token, if any. */
    async signOut(token: string | null): Promise<void> {
      if (token !== null) await repo.deleteSessionByTokenHash(db, hashSecret(token));
    },

    /**
     * What an advisor cookie's token opens: nothing for an unknown session, one past its idle
     * or absolute end, or an advisor whose registered number was removed (ended now);
     * otherwise the advisor, the session's idle end slid forward at most once an hour.
     */
    async lookUpSession(token: string): Promise<SessionLookup<AdvisorPrincipal>> {
      const session = await repo.findSessionByTokenHash(db, hashSecret(token));
      if (!session) return { outcome: 'none' };
      const now = clock.now().getTime();
      const absoluteEnd = Date.parse(session.createdAt) + advisorLifetimes.sessionAbsoluteMs;
      if (Date.parse(session.expiresAt) <= now || absoluteEnd <= now || session.phone === null) {
        await repo.deleteSession(db, session.id);
        return { outcome: 'none' };
      }
      let renewedForSeconds: number | null = null;
      if (now - Date.parse(session.lastSeenAt) >= advisorLifetimes.sessionRefreshMs) {
        const end = sessionEnd(session.createdAt, now);
        await repo.slideSession(
          db,
          session.id,
          new Date(now).toISOString(),
          new Date(end).toISOString(),
        );
        renewedForSeconds = (end - now) / 1000;
      }
      return {
        outcome: 'signed-in',
        principal: { advisorId: session.advisorId },
        renewedForSeconds,
      };
    },

    /** The signed-in advisor as their pages show them. */
    view: advisorView,

    /**
     * Sets the advisor's presence from the app; the public board shows it at once. Away may
     * carry a return time (ISO, in the next 24 hours); the other two carry none.
     */
    async setPresence(advisorId: string, input: AdvisorPresenceRequest): Promise<AdvisorView> {
      let awayUntil: string | null = null;
      if (input.awayUntil != null) {
        const when = Date.parse(input.awayUntil);
        const now = clock.now().getTime();
        if (
          input.presence !== 'away' ||
          !Number.isFinite(when) ||
          when <= now ||
          when > now + advisorLifetimes.awayUntilAtMostMs
        ) {
          throw invalidRequest({ awayUntil: advisorAppCopy.api.awayUntilInvalid });
        }
        awayUntil = new Date(when).toISOString();
      }
      return viewOf(await advisors.setPresence(advisorId, input.presence, awayUntil));
    },

    /** The call open to the advisor now, as their call panel shows it; null when none. */
    async currentCall(advisorId: string): Promise<AdvisorCall | null> {
      const call = await telephony.openCallOf(advisorId);
      if (!call) return null;
      const next = await deps.queue?.nextWaiting(advisorId);
      return {
        callerFirstName: call.callerFirstName,
        minutesLimit: call.minutesLimit,
        answeredAt: call.answeredAt,
        ...(next ? { nextWaiting: next } : {}),
      };
    },

    /**
     * The phone line's report of how a call offered to the advisor ended: the missed-offers
     * rule. The SMS that says they are Away is written in the same transaction, then sent.
     */
    async offerEnded(advisorId: string, answered: boolean): Promise<void> {
      let messageId: string | null = null;
      const { setAway } = await advisors.offerEnded(advisorId, answered, {
        awayAfter: MISSED_OFFERS_BEFORE_AWAY,
        async tell(trx, advisor) {
          if (advisor.phone === null) return;
          messageId = await outbox.enqueue(trx, {
            channel: 'sms',
            to: advisor.phone,
            customerId: null,
            text: messageCopyFor(advisor.language).advisorSetAwaySms(config.brandName),
          });
        },
      });
      if (setAway) logger.info({ advisorId }, 'advisors’ app: set Away after missed calls');
      if (messageId !== null) await outbox.deliver(messageId);
    },
  };
}
export type AdvisorAppService = ReturnType<typeof createAdvisorAppService>;
