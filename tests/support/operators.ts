// Back-office operators for integration tests: an enrolled operator of a role written straight to
// the database, signed in through the API as the admin pages would (email, password and the
// authenticator's current code), and the codes an authenticator app would show.
//
//   const owner = await signedInOperator(t, 'owner');
//   await t.app.inject({ method: 'GET', url: '/api/admin/operators', cookies: owner.cookies });
import { Secret, TOTP } from 'otpauth';
import { newId } from '#server/db/ids.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import type { OperatorRole } from '#shared/api/admin/session.ts';
import type { TestApp } from './test-app.ts';

/** The operator cookie's name on http (tests' PUBLIC_URL). */
export const OPERATOR_COOKIE = 'lumina_operator';
const PASSWORD = 'a long operator passphrase';

export interface TestOperator {
  id: string;
  email: string;
  role: OperatorRole;
  password: string;
  /** The authenticator's secret, base32. */
  totpSecret: string;
}

export interface SignedInOperator extends TestOperator {
  /** The session cookie's value. */
  session: string;
  /** For `inject`: `{ lumina_operator: session }`. */
  cookies: Record<string, string>;
}

let passwordHash: Promise<string> | undefined;

/** The code an authenticator app shows for `secret` at `at`. */
export function authenticatorCode(secret: string, at: Date): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: at.getTime() });
}

/** An enrolled, active operator (no recovery codes), created now. */
export async function seedOperator(
  t: TestApp,
  options: { role: OperatorRole; email?: string },
): Promise<TestOperator> {
  const id = newId();
  const at = t.clock.now().toISOString();
  const email = options.email ?? `${options.role}-${id.slice(-6)}@operators.example`;
  const totpSecret = new Secret({ size: 20 }).base32;
  await t.database.kysely
    .insertInto('operators')
    .values({
      id,
      email,
      role: options.role,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      totpSecret,
      totpLastStep: null,
      enrolledAt: at,
      disabledAt: null,
      createdAt: at,
      lastSignInAt: null,
    })
    .execute();
  return { id, email, role: options.role, password: PASSWORD, totpSecret };
}

/**
 * Signs the operator in with the authenticator's code of the test clock's moment (a code is
 * accepted once: a second sign-in of one operator needs the clock 30 s further).
 */
export async function signInOperator(
  t: TestApp,
  operator: TestOperator,
): Promise<SignedInOperator> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: {
      email: operator.email,
      password: operator.password,
      code: authenticatorCode(operator.totpSecret, t.clock.now()),
    },
  });
  const session = res.cookies.find((cookie) => cookie.name === OPERATOR_COOKIE)?.value;
  if (res.statusCode !== 200 || !session) {
    throw new Error(`operator sign-in answered ${res.statusCode}: ${res.body}`);
  }
  return { ...operator, session, cookies: { [OPERATOR_COOKIE]: session } };
}

/** An enrolled operator of `role`, signed in: what most admin route tests start from. */
export async function signedInOperator(
  t: TestApp,
  role: OperatorRole,
  options: { email?: string } = {},
): Promise<SignedInOperator> {
  return signInOperator(t, await seedOperator(t, { role, ...options }));
}
