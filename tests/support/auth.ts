// Helpers for the accounts' integration tests: customers written straight to the database (so a
// test states exactly the account it needs), sign-in through the API, and cookie reading.
import type { LightMyRequestResponse } from 'fastify';
import { newId } from '#server/db/ids.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { SESSION_COOKIE } from './customers.ts';
import type { TestApp } from './test-app.ts';

export { SESSION_COOKIE };

export interface SeededCustomer {
  id: string;
  email: string;
  password: string;
  name: string;
}

// Hashing costs tens of milliseconds; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export async function seedCustomer(
  t: TestApp,
  options: {
    email: string;
    password?: string;
    name?: string;
    confirmed?: boolean;
    phones?: string[];
    isActive?: boolean;
    deleted?: boolean;
    credits?: number;
    /** The account's language (default: English, the column's default). */
    language?: Locale;
  },
): Promise<SeededCustomer> {
  const id = newId();
  const password = options.password ?? 'correct horse battery';
  const name = options.name ?? 'Seeded Customer';
  const at = t.clock.now().toISOString();
  const db = t.database.kysely;
  await db
    .insertInto('customers')
    .values({
      id,
      name,
      email: options.email,
      credits: options.credits ?? 0,
      ...(options.language ? { language: options.language } : {}),
      isActive: options.isActive ?? true,
      deletedAt: options.deleted ? at : null,
      createdAt: at,
      updatedAt: at,
      adultConfirmedAt: at,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({
      customerId: id,
      passwordHash: await hashOnce(password),
      emailConfirmedAt: options.confirmed === false ? null : at,
      passwordChangedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  for (const [index, phone] of (options.phones ?? []).entries()) {
    const added = new Date(t.clock.now().getTime() + index).toISOString();
    await db
      .insertInto('customerPhoneNumbers')
      .values({ id: newId(), customerId: id, phone, verifiedAt: added, createdAt: added })
      .execute();
  }
  return { id, email: options.email, password, name };
}

/** The session cookie a response sets, if any. */
export function sessionCookieOf(res: LightMyRequestResponse, name = SESSION_COOKIE) {
  return res.cookies.find((cookie) => cookie.name === name);
}

/** Signs in through the API and answers the session cookie's value. */
export async function signIn(
  t: TestApp,
  customer: { email: string; password: string },
  options: { remoteAddress?: string } = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: customer.email, password: customer.password },
    ...options,
  });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  }
  return cookie.value;
}

export async function getSession(t: TestApp, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    ...(token === undefined ? {} : { cookies: { [SESSION_COOKIE]: token } }),
  });
}

/** True when the response tells the browser to drop the session cookie. */
export function clearsSessionCookie(res: LightMyRequestResponse, name = SESSION_COOKIE) {
  const cookie = sessionCookieOf(res, name);
  return (
    cookie !== undefined &&
    cookie.value === '' &&
    (cookie.maxAge === 0 ||
      (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()))
  );
}

/** Retries `read` until it answers (messages delivered after the answer), for up to 2 s. */
export async function eventually<T>(read: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 2000;
  for (;;) {
    try {
      return await read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Every outbox row addressed to `recipient`, sent or not, oldest first. */
export async function outboxRowsTo(t: TestApp, recipient: string) {
  return t.database.kysely
    .selectFrom('outboxMessages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
