// The account's language : signing in answers it and sets the language cookie to it, and
// every email and text message to a customer is in their language, whatever the language of the
// request that caused it. Messages to an address with no account yet follow the request's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { LANGUAGE_COOKIE } from '#server/http/request-locale.ts';
import {
  createTestApp,
  latestEmailLink,
  linkSecret,
  latestMessageTo,
  latestSmsCode,
  type TestApp,
} from '#tests/support/test-app.ts';
import {
  eventually,
  getSession,
  outboxRowsTo,
  seedCustomer,
  SESSION_COOKIE,
  signIn,
} from '#tests/support/auth.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const fr = messageCopyFor('fr-CA');
/** Who the emails say they are from: the support address and the business's mailing address. */
const sender = (app: TestApp) => ({
  supportEmail: app.config.supportEmail,
  address: app.config.business.address,
});

function post(
  url: string,
  payload: Record<string, unknown>,
  options: { session?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.session ? { cookies: { [SESSION_COOKIE]: options.session } } : {}),
  });
}

describe('signing in', () => {
  it("answers the account's language and sets the language cookie to it", async () => {
    const marie = await seedCustomer(t, { email: 'marie@example.com', language: 'fr-CA' });
    // From a browser that prefers English: the account's choice wins.
    const res = await post('sign-in', { email: marie.email, password: marie.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('fr-CA');
    expect(res.cookies.find((c) => c.name === LANGUAGE_COOKIE)).toMatchObject({
      value: 'fr-CA',
      path: '/',
      httpOnly: true,
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect((await getSession(t, session)).json().user.language).toBe('fr-CA');
  });

  it('sets an English account to English, from a French page', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const res = await post(
      'sign-in',
      { email: ann.email, password: ann.password },
      { headers: { cookie: `${LANGUAGE_COOKIE}=fr-CA` } },
    );
    expect(res.json().user.language).toBe('en');
    expect(res.cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('en');
  });

  it('with a texted code also sets the language cookie, and the code is texted in French', async () => {
    await seedCustomer(t, {
      email: 'marie@example.com',
      language: 'fr-CA',
      phones: ['5145550100'],
    });
    expect((await post('phone/request-code', { phone: '5145550100' })).statusCode).toBe(200);
    const code = await latestSmsCode(t.app, '5145550100');
    expect((await latestMessageTo(t.app, '5145550100'))?.text).toBe(
      fr.phoneCodeSms(t.config.brandName, code),
    );

    const res = await post('phone/verify', { phone: '5145550100', code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('fr-CA');
    expect(res.cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('fr-CA');
  });

  it('refuses a wrong password in French to a French visitor', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const res = await post(
      'sign-in',
      { email: ann.email, password: 'not the password' },
      { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' } },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'WRONG_CREDENTIALS',
      message: copyFor('fr-CA').auth.signIn.wrongCredentials,
    });
  });

  it('words a refused field in French to a French visitor', async () => {
    const res = await post(
      'sign-in',
      { email: 'not an address', password: 'x' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(res.statusCode).toBe(400);
    const { validation, errors } = copyFor('fr-CA');
    expect(res.json().error).toEqual({
      code: 'INVALID_REQUEST',
      message: errors.invalidRequest,
      fields: { email: validation.emailInvalid, password: validation.passwordTooShort },
    });
  });
});

describe("a French-speaking customer's messages", () => {
  it('confirmation and welcome emails in French, even asked for from an English page', async () => {
    const marie = await seedCustomer(t, {
      email: 'marie@example.com',
      name: 'Marie',
      language: 'fr-CA',
      confirmed: false,
    });
    const resent = await post('confirm-email/resend', { email: marie.email });
    expect(resent.statusCode).toBe(202);
    const confirmation = await eventually(async () => {
      const message = await latestMessageTo(t.app, marie.email);
      if (!message) throw new Error('no confirmation yet');
      return message;
    });
    const link = await latestEmailLink(t.app, marie.email, '/login#confirm=');
    expect(confirmation.subject).toBe(fr.confirmEmail.subject(t.config.brandName));
    expect(confirmation.text).toBe(
      fr.confirmEmail.text(t.config.brandName, 'Marie', link.href, sender(t)),
    );
    // The footer's legal name and address in the French postal form (CASL), a line each.
    expect(confirmation.text).toContain(
      'Lumina Psychics inc.\n\n1234, rue Saint-Denis, bureau 500\n\nMontréal (Québec)  H2X 1Y4\n\nCanada',
    );

    const token = linkSecret(link, 'confirm') ?? '';
    expect((await post('confirm-email', { token })).statusCode).toBe(200);
    const welcome = await latestMessageTo(t.app, marie.email);
    expect(welcome?.subject).toBe(fr.welcomeEmail.subject(t.config.brandName));
    expect(welcome?.text).toBe(
      fr.welcomeEmail.text(
        t.config.brandName,
        'Marie',
        `${t.config.publicUrl}/dashboard`,
        sender(t),
        formatServicePhone(t.config.servicePhone, 'fr-CA'),
      ),
    );
    // The service line the Québec way: « 1 888 555-0142 », never "1-888-555-0142".
    expect(welcome?.text).toContain('le 1\u00a0888\u00a0555-0142 (sans frais');
    const rows = await outboxRowsTo(t, marie.email);
    expect(rows.map((row) => row.html?.includes('<html lang="fr-CA">'))).toEqual([true, true]);
  });

  it('the password reset email in French', async () => {
    const marie = await seedCustomer(t, {
      email: 'marie@example.com',
      name: 'Marie',
      language: 'fr-CA',
    });
    expect((await post('password-reset', { email: marie.email })).statusCode).toBe(202);
    const reset = await eventually(async () => {
      const message = await latestMessageTo(t.app, marie.email);
      if (!message) throw new Error('no reset email yet');
      return message;
    });
    const link = await latestEmailLink(t.app, marie.email, '/reset-password#token=');
    expect(reset.subject).toBe(fr.passwordResetEmail.subject(t.config.brandName));
    expect(reset.text).toBe(
      fr.passwordResetEmail.text(t.config.brandName, 'Marie', link.href, sender(t)),
    );
  });

  it('the code to add a phone number in French', async () => {
    const marie = await seedCustomer(t, { email: 'marie@example.com', language: 'fr-CA' });
    const session = await signIn(t, marie);
    const res = await post('phone/add/request-code', { phone: '4385550123' }, { session });
    expect(res.statusCode).toBe(200);
    const code = await latestSmsCode(t.app, '4385550123');
    expect((await latestMessageTo(t.app, '4385550123'))?.text).toBe(
      fr.phoneCodeSms(t.config.brandName, code),
    );
  });

  it('switched to French on the account: the next email is French', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com', name: 'Ann' });
    const session = await signIn(t, ann);
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      payload: { language: 'fr-CA' },
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(switched.statusCode).toBe(204);
    await post('password-reset', { email: ann.email });
    const reset = await eventually(async () => {
      const message = await latestMessageTo(t.app, ann.email);
      if (!message) throw new Error('no reset email yet');
      return message;
    });
    expect(reset.subject).toBe(fr.passwordResetEmail.subject(t.config.brandName));
  });
});

describe('a visitor with no account yet', () => {
  it("gets the confirmation email in the request's language", async () => {
    const res = await post(
      'sign-up',
      { email: 'nouveau@example.com', password: 'a long enough passphrase', adultConfirmed: true },
      { headers: { 'accept-language': 'fr-CA' } },
    );
    expect(res.statusCode).toBe(201);
    const confirmation = await latestMessageTo(t.app, 'nouveau@example.com');
    expect(confirmation?.subject).toBe(fr.confirmEmail.subject(t.config.brandName));
  });
});
