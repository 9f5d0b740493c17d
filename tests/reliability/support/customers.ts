// Customers for the reliability tests, written straight to the shared database (active, email
// confirmed, a verified phone number, minutes credited through the wallet so the ledger holds
// them), then signed in over HTTP on a server process as a browser would. A session lives in
// the database, so it works on every instance.
import { randomBytes } from 'node:crypto';
import { systemClock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import { SESSION_COOKIE } from '#tests/support/customers.ts';

const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface Customer {
  id: string;
  email: string;
  /** Ten digits, as stored; Twilio sends it as +1 and these digits. */
  phone: string;
}

/** Ten digits no demo advisor or other customer of the run uses (area code 438). */
export function uniquePhone(): string {
  // A valid North American number, as the line recognises callers by: the exchange (the first
  // of the seven digits) never starts with 0 or 1.
  const random = randomBytes(4).readUInt32BE();
  const exchangeFirst = 2 + (random % 8);
  const rest = String(Math.floor(random / 8) % 1_000_000).padStart(6, '0');
  return `438${exchangeFirst}${rest}`;
}

export async function addCustomer(
  database: Database,
  options: { minutes: number; name?: string; createdAt?: string },
): Promise<Customer> {
  const db = database.kysely;
  const id = newId();
  const email = `customer-${id.toLowerCase()}@reliability.example`;
  const phone = uniquePhone();
  const at = options.createdAt ?? systemClock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customers')
      .values({
        id,
        name: options.name ?? 'Aurora Lightfoot',
        email,
        credits: 0,
        createdAt: at,
        updatedAt: at,
        adultConfirmedAt: at,
      })
      .execute();
    await trx
      .insertInto('credentials')
      .values({
        customerId: id,
        passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
        emailConfirmedAt: at,
        passwordChangedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto('customerPhoneNumbers')
      .values({ id: newId(), customerId: id, phone, verifiedAt: at, createdAt: at })
      .execute();
    if (options.minutes > 0) {
      await createWalletService({ clock: systemClock }).credit(trx, id, [
        { minutes: options.minutes, reason: 'adjustment', note: 'opening balance' },
      ]);
    }
  });
  return { id, email, phone };
}

/** Signs in on `serverUrl` with the password; answers the session cookie's value. */
export async function signIn(serverUrl: string, customer: Customer): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  return cookie.slice(SESSION_COOKIE.length + 1);
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A JSON request to the API of one instance, with the customer's session. */
export async function callApi(
  serverUrl: string,
  path: string,
  options: { session: string; json?: unknown },
): Promise<ApiAnswer> {
  const response = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // An English-speaking customer: the answers' texts are compared with the English catalogue.
      'accept-language': 'en',
      cookie: `${SESSION_COOKIE}=${options.session}`,
    },
    body: JSON.stringify(options.json ?? {}),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
