// Proving a signed-in customer again, without a new session (decision 029): with the account's
// password, or with an SMS code texted to one of its verified numbers (a code of its own
// purpose, `reauthentication`, usable for nothing else). Either refreshes the moment the session
// last proved its owner, which deleting the account, adding a phone number and setting the
// phone PIN need recent. Wrong passwords and wrong codes count exactly as a sign-in's do.
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { DomainError } from '#server/domain-error.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import type { PhoneCodeSentResponse } from '#shared/api/auth.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { limitKeys, limits } from './limits.ts';
import type { PhoneCodes } from './one-time-codes.ts';
import type { PasswordCheck } from './password-check.ts';
import { listPhoneNumbers, setSessionAuthenticatedAt } from './repo.ts';
import type { Client, CurrentSession } from './service.ts';

interface Deps {
  database: Database;
  clock: Clock;
  rateLimits: RateLimitService;
  phoneCodes: PhoneCodes;
  passwordCheck: PasswordCheck;
  /** The service's code check, with its limits per address and per number. */
  checkCode: (client: Client, request: Parameters<PhoneCodes['verify']>[0]) => Promise<unknown>;
}

export function createReauthentication(deps: Deps) {
  const { database, clock, rateLimits, phoneCodes, passwordCheck, checkCode } = deps;
  const db = database.kysely;

  const proved = (session: CurrentSession) =>
    setSessionAuthenticatedAt(db, session.sessionId, clock.now().toISOString());

  /** 404 PHONE_NOT_FOUND unless the number is one of the customer's verified numbers. */
  async function requireOwnNumber(customerId: string, phone: string): Promise<void> {
    if (!(await listPhoneNumbers(db, customerId)).includes(phone)) {
      throw new DomainError('PHONE_NOT_FOUND', copy.auth.recentSignIn.phoneNotOnAccount);
    }
  }

  return {
    /** Texts a re-authentication code to one of the customer's verified numbers. */
    async requestCode(
      session: CurrentSession,
      phone: string,
      client: Client,
    ): Promise<PhoneCodeSentResponse> {
      const { customer } = session;
      await rateLimits.consume(limitKeys.codeAddress(client.ip), limits.codeRequestsPerAddress);
      await rateLimits.consume(limitKeys.codeCustomer(customer.id), limits.codeRequestsPerCustomer);
      await requireOwnNumber(customer.id, phone);
      return phoneCodes.send({
        purpose: 'reauthentication',
        phone,
        customerId: customer.id,
        language: customer.language,
        sendFailedMessage: copy.auth.otp.requestFailedSignedIn,
      });
    },

    /**
     * The account's password again. 401 WRONG_CREDENTIALS ("That password is not correct…")
     * counts against the email's streak and the address, as a wrong sign-in does.
     */
    async withPassword(session: CurrentSession, password: string, client: Client) {
      try {
        await passwordCheck.check(session.customer.email, password, client);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'WRONG_CREDENTIALS') {
          throw new DomainError('WRONG_CREDENTIALS', copy.auth.recentSignIn.wrongPassword);
        }
        throw error;
      }
      await proved(session);
    },

    /** The code texted by `requestCode`, checked and used up like a sign-in code. */
    async withCode(session: CurrentSession, phone: string, code: string, client: Client) {
      const customerId = session.customer.id;
      await checkCode(client, { purpose: 'reauthentication', phone, code, customerId });
      await requireOwnNumber(customerId, phone);
      await proved(session);
    },
  };
}
