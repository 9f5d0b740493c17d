// The language switch : PUT /api/language remembers a visitor's choice in the language
// cookie, which the following requests are answered in, and a signed-in customer's on the account.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { LANGUAGE_COOKIE } from '#server/http/request-locale.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { getSession, seedCustomer, SESSION_COOKIE, signIn } from '#tests/support/auth.ts';
import { requestAdvisorCode, signedInAdvisor } from '#tests/support/advisor-app.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { demoAdvisor } from '#tests/support/telephony.ts';
import { latestSmsCode, readOutbox } from '#tests/support/test-app.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function chooseLanguage(
  app: TestApp,
  payload: unknown,
  options: {
    session?: string;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
  } = {},
) {
  return app.app.inject({
    method: 'PUT',
    url: '/api/language',
    payload: payload as object,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.session === undefined ? {} : { cookies: { [SESSION_COOKIE]: options.session } }),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
}

const languageCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE);

async function accountLanguage(app: TestApp, customerId: string) {
  const row = await app.database.kysely
    .selectFrom('customers')
    .select('language')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.language;
}

describe('PUT /api/language', () => {
  it("remembers a visitor's choice in the language cookie, and the next answers follow it", async () => {
    t = await createTestApp();
    const res = await chooseLanguage(t, { language: 'fr-CA' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cookie = languageCookieOf(res);
    expect(cookie).toMatchObject({
      value: 'fr-CA',
      path: '/',
      sameSite: 'Lax',
      httpOnly: true,
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeUndefined();

    // The browser prefers English, but the cookie it now sends wins.
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      cookies: { [LANGUAGE_COOKIE]: 'fr-CA' },
    });
    expect(next.json().error.message).toBe(copyFor('fr-CA').errors.notFound);
  });

  it('sets a Secure cookie when the site is served over https', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://lumina.example' } });
    const res = await chooseLanguage(t, { language: 'en' });
    expect(res.statusCode).toBe(204);
    expect(languageCookieOf(res)).toMatchObject({ value: 'en', secure: true });
  });

  it("keeps a signed-in customer's choice on the account, and sign-in answers it", async () => {
    t = await createTestApp();
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const bob = await seedCustomer(t, { email: 'bob@example.com' });
    const session = await signIn(t, ann);
    expect(await accountLanguage(t, ann.id)).toBe('en');

    const res = await chooseLanguage(t, { language: 'fr-CA' }, { session });
    expect(res.statusCode).toBe(204);
    expect(languageCookieOf(res)?.value).toBe('fr-CA');
    expect(await accountLanguage(t, ann.id)).toBe('fr-CA');
    expect((await getSession(t, session)).json().user.language).toBe('fr-CA');
    // Nobody else's account changes.
    expect(await accountLanguage(t, bob.id)).toBe('en');

    const back = await chooseLanguage(t, { language: 'en' }, { session });
    expect(back.statusCode).toBe(204);
    expect(await accountLanguage(t, ann.id)).toBe('en');
  });

  it("keeps a signed-in advisor's choice on the advisor: their next sign-in code comes in it", async () => {
    const app = await createTestApp();
    t = app;
    await seedDemo(app);
    const advisorLanguage = async (extension: number) =>
      (
        await app.database.kysely
          .selectFrom('advisors')
          .select('language')
          .where('extension', '=', extension)
          .executeTakeFirstOrThrow()
      ).language;
    const before = await advisorLanguage(4001);
    const other = await advisorLanguage(4002);
    const chosen = before === 'en' ? 'fr-CA' : 'en';
    const advisor = await signedInAdvisor(t, 4001);

    const res = await chooseLanguage(t, { language: chosen }, { cookies: advisor.cookies });
    expect(res.statusCode).toBe(204);
    expect(languageCookieOf(res)?.value).toBe(chosen);
    expect(await advisorLanguage(4001)).toBe(chosen);
    // Nobody else's language changes, and a visitor's choice touches no advisor.
    expect(await advisorLanguage(4002)).toBe(other);
    await chooseLanguage(t, { language: before });
    expect(await advisorLanguage(4001)).toBe(chosen);

    const { phone } = demoAdvisor(4001);
    expect((await requestAdvisorCode(t, phone, '203.0.113.8')).statusCode).toBe(200);
    const code = await latestSmsCode(t.app, phone);
    const texts = (await readOutbox(t.app)).filter((message) => message.to === phone);
    expect(texts.map((message) => message.text)).toContain(
      messageCopyFor(chosen).phoneCodeSms(t.config.brandName, code),
    );
  });

  it('refuses a language the product does not speak, in the language of the visitor', async () => {
    t = await createTestApp();
    for (const [acceptLanguage, locale] of [
      ['en', 'en'],
      ['fr-CA', 'fr-CA'],
    ] as const) {
      for (const payload of [{ language: 'de' }, { language: 'FR-ca' }, {}, { language: 1 }]) {
        const res = await chooseLanguage(t, payload, {
          headers: { 'accept-language': acceptLanguage },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({
          code: 'INVALID_REQUEST',
          message: copyFor(locale).errors.invalidRequest,
          fields: { language: copyFor(locale).errors.invalidRequest },
        });
        expect(languageCookieOf(res)).toBeUndefined();
      }
    }
  });

  it('refuses a request from another site, like every write', async () => {
    t = await createTestApp();
    const res = await chooseLanguage(
      t,
      { language: 'fr-CA' },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN_ORIGIN');
    expect(languageCookieOf(res)).toBeUndefined();
  });
});
