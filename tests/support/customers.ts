// Customers written straight to the database for integration tests (active, email confirmed,
// with verified numbers if asked), and signing them in through the API as a browser would.
import { newId } from '#server/db/ids.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import type { TestApp } from './test-app.ts';

export const SESSION_COOKIE = 'lumina_session';
const PASSWORD = 'correct horse battery';

export interface TestCustomer {
  id: string;
  email: string;
  password: string;
}

let passwordHash: Promise<string> | undefined;

/** An active customer with a confirmed email, created `createdAt` (default: now). */
export async function seedCustomer(
  t: TestApp,
  options: { email: string; name?: string; phones?: string[]; createdAt?: string },
): Promise<TestCustomer> {
  const id = newId();
  const at = options.createdAt ?? t.clock.now().toISOString();
  const db = t.database.kysely;
  await db
    .insertInto('customers')
    .values({
      id,
      name: options.name ?? 'Test Customer',
      email: options.email,
      credits: 0,
      createdAt: at,
      updatedAt: at,
      adultConfirmedAt: at,
    })
    .execute();
  await db
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
  for (const [index, phone] of (options.phones ?? []).entries()) {
    // One millisecond apart, so the first is the primary.
    const added = new Date(Date.parse(at) + index).toISOString();
    await db
      .insertInto('customerPhoneNumbers')
      .values({ id: newId(), customerId: id, phone, verifiedAt: added, createdAt: added })
      .execute();
  }
  return { id, email: options.email, password: PASSWORD };
}

export async function signIn(t: TestApp, customer: TestCustomer): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: customer.email, password: customer.password },
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (res.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  }
  return cookie.value;
}
