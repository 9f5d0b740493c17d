// The phone PIN on the dashboard's API (docs/decisions/026): a signed-in customer sets,
// changes and removes their own 4-digit PIN; it is stored as an argon2id hash and never answered
// back; a PIN the rules refuse is a 400 with a clear text that changes nothing; and no request
// reaches another customer's PIN.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhonePinResponseSchema } from '#shared/api/phone-pin.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { locales } from '#shared/copy/locale.ts';
import {
  SESSION_COOKIE,
  seedCustomer,
  signIn,
  type TestCustomer,
} from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { verifyPassword } from '#server/security/password-hashing.ts';
import { phonePinLimits } from './service.ts';

const rules = accountCopyFor('en').phonePin.rules;

let t: TestApp;
let owner: TestCustomer;
let session: string;
beforeEach(async () => {
  t = await createTestApp();
  owner = await seedCustomer(t, { email: 'owner@example.com', phones: ['5145550177'] });
  session = await signIn(t, owner);
});
afterEach(async () => t.close());

function pinRequest(
  method: 'GET' | 'PUT' | 'DELETE',
  options: { payload?: unknown; session?: string; language?: string } = {},
) {
  return t.app.inject({
    method,
    url: '/api/me/phone-pin',
    cookies: { [SESSION_COOKIE]: options.session ?? session },
    ...(options.language ? { headers: { 'accept-language': options.language } } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Confirms it's the owner (their password), as the dashboard's dialog does. */
async function reauthenticate() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reauthenticate',
    cookies: { [SESSION_COOKIE]: session },
    payload: { password: owner.password },
  });
  expect(res.statusCode).toBeLessThan(300);
}

const statusOf = (res: { json: () => unknown }) =>
  PhonePinResponseSchema.parse(res.json()).phonePin;

async function storedPin(customerId: string) {
  const row = await t.database.kysely
    .selectFrom('phonePins')
    .selectAll()
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

describe('setting, changing and removing the PIN', () => {
  it('says no PIN is set at first', async () => {
    const res = await pinRequest('GET');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(statusOf(res)).toEqual({ pinSet: false, setAt: null });
  });

  it('sets it, stored as an argon2id hash, and never answers it back', async () => {
    const res = await pinRequest('PUT', { payload: { pin: '2580' } });
    expect(res.statusCode).toBe(200);
    const at = t.clock.now().toISOString();
    expect(statusOf(res)).toEqual({ pinSet: true, setAt: at });
    expect(res.body).not.toContain('2580');

    const stored = await storedPin(owner.id);
    expect(stored?.pinHash).toMatch(/^\$argon2id\$/);
    expect(stored?.pinHash).not.toContain('2580');
    expect(await verifyPassword(stored?.pinHash ?? '', '2580')).toBe(true);
    const read = await pinRequest('GET');
    expect(statusOf(read)).toEqual({ pinSet: true, setAt: at });
    expect(read.body).not.toContain(stored?.pinHash ?? '');
  });

  it('changes it: the old PIN no longer matches', async () => {
    await pinRequest('PUT', { payload: { pin: '2580' } });
    t.clock.advance(60_000);
    const res = await pinRequest('PUT', { payload: { pin: '8642' } });
    expect(statusOf(res)).toEqual({ pinSet: true, setAt: t.clock.now().toISOString() });
    const stored = await storedPin(owner.id);
    expect(await verifyPassword(stored?.pinHash ?? '', '8642')).toBe(true);
    expect(await verifyPassword(stored?.pinHash ?? '', '2580')).toBe(false);
  });

  it('removes it, and removing none is no error', async () => {
    await pinRequest('PUT', { payload: { pin: '2580' } });
    const removed = await pinRequest('DELETE');
    expect(removed.statusCode).toBe(200);
    expect(statusOf(removed)).toEqual({ pinSet: false, setAt: null });
    expect(await storedPin(owner.id)).toBeNull();
    expect(statusOf(await pinRequest('DELETE'))).toEqual({ pinSet: false, setAt: null });
  });

  it('is deleted with the account', async () => {
    await pinRequest('PUT', { payload: { pin: '2580' } });
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      cookies: { [SESSION_COOKIE]: session },
      payload: { confirmation: 'DELETE' },
    });
    expect(deletion.statusCode).toBe(204);
    expect(await storedPin(owner.id)).toBeNull();
  });
});

describe('a PIN the rules refuse: 400 with a clear text, nothing changed', () => {
  beforeEach(async () => {
    await pinRequest('PUT', { payload: { pin: '2580' } });
  });

  it.each([
    ['three digits', { pin: '258' }, rules.length],
    ['five digits', { pin: '25801' }, rules.length],
    ['nothing', { pin: '' }, rules.length],
    ['letters', { pin: 'abcd' }, rules.digitsOnly],
    ['a letter among digits', { pin: '25a0' }, rules.digitsOnly],
    ['spaces', { pin: '2 80' }, rules.digitsOnly],
    ['other digits than 0–9', { pin: '١٢٣٤' }, rules.digitsOnly],
    ['a number instead of text', { pin: 2580 }, rules.length],
    ['no PIN at all', {}, rules.length],
    ['one digit four times', { pin: '7777' }, rules.tooEasy],
    ['a run up', { pin: '1234' }, rules.tooEasy],
    ['a run down', { pin: '9876' }, rules.tooEasy],
    ['the end of the customer’s number', { pin: '0177' }, rules.endOfPhoneNumber],
  ])('%s', async (_case, payload, message) => {
    const before = await storedPin(owner.id);
    const res = await pinRequest('PUT', { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'INVALID_REQUEST', message, fields: { pin: message } },
    });
    expect(await storedPin(owner.id)).toEqual(before);
  });

  it('refuses an extra field', async () => {
    const before = await storedPin(owner.id);
    const res = await pinRequest('PUT', { payload: { pin: '8642', customerId: 'someone' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    expect(await storedPin(owner.id)).toEqual(before);
  });

  it('says why in the request’s language', async () => {
    const res = await pinRequest('PUT', { payload: { pin: '12' }, language: 'fr-CA' });
    expect(res.json()).toMatchObject({
      error: { message: accountCopyFor('fr-CA').phonePin.rules.length },
    });
  });
});

it('refuses a visitor with 401 and changes nothing', async () => {
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    const res = await t.app.inject({
      method,
      url: '/api/me/phone-pin',
      ...(method === 'PUT' ? { payload: { pin: '2580' } } : {}),
    });
    expect(res.statusCode, method).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  }
  expect(await storedPin(owner.id)).toBeNull();
});

it('never reaches another customer’s PIN', async () => {
  await pinRequest('PUT', { payload: { pin: '2580' } });
  const before = await storedPin(owner.id);
  const other = await seedCustomer(t, { email: 'other@example.com' });
  const otherSession = await signIn(t, other);

  expect(statusOf(await pinRequest('GET', { session: otherSession }))).toEqual({
    pinSet: false,
    setAt: null,
  });
  await pinRequest('PUT', { payload: { pin: '8642' }, session: otherSession });
  await pinRequest('DELETE', { session: otherSession });
  expect(await storedPin(owner.id)).toEqual(before);
  expect(await storedPin(other.id)).toBeNull();
});

it('limits how often the PIN is set in an hour (each is a slow hash)', async () => {
  const { limit } = phonePinLimits.changesPerCustomer;
  for (let i = 0; i < limit; i += 1) {
    expect(
      (await pinRequest('PUT', { payload: { pin: i % 2 ? '2580' : '8642' } })).statusCode,
    ).toBe(200);
  }
  const before = await storedPin(owner.id);
  const refused = await pinRequest('PUT', { payload: { pin: '1357' } });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(refused.json()).toMatchObject({
    error: { code: 'TOO_MANY_REQUESTS', message: accountCopyFor('en').phonePin.tooManyChanges },
  });
  expect(await storedPin(owner.id)).toEqual(before);
  t.clock.advance(60 * 60 * 1000);
  await reauthenticate();
  expect((await pinRequest('PUT', { payload: { pin: '1357' } })).statusCode).toBe(200);
});

describe('a change of the PIN needs a sign-in from the last 10 minutes', () => {
  const RECENT_SIGN_IN_MS = 10 * 60_000;
  const required = {
    error: { code: 'RECENT_SIGN_IN_REQUIRED', message: copyFor('en').auth.recentSignIn.required },
  };

  it('refuses setting, changing and removing it later, and changes nothing', async () => {
    expect((await pinRequest('PUT', { payload: { pin: '8642' } })).statusCode).toBe(200);
    const before = await storedPin(owner.id);
    t.clock.advance(RECENT_SIGN_IN_MS + 1);

    const change = await pinRequest('PUT', { payload: { pin: '2580' } });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual(required);
    const removal = await pinRequest('DELETE');
    expect(removal.statusCode).toBe(403);
    expect(removal.json()).toEqual(required);
    expect(await storedPin(owner.id)).toEqual(before);
    // Reading whether a PIN is set changes nothing: no sign-in needed.
    expect(statusOf(await pinRequest('GET')).pinSet).toBe(true);
  });

  it('goes through once the customer has confirmed it is them', async () => {
    t.clock.advance(RECENT_SIGN_IN_MS + 1);
    expect((await pinRequest('PUT', { payload: { pin: '8642' } })).statusCode).toBe(403);
    await reauthenticate();
    expect(statusOf(await pinRequest('PUT', { payload: { pin: '8642' } })).pinSet).toBe(true);
  });
});

it.each(locales)('words the wrong-PIN SMS (%s) as one message of the GSM alphabet', (locale) => {
  const gsmAlphabet =
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
  const sms = messageCopyFor(locale).wrongPinsSms('Lumina Psychics');
  expect([...sms].filter((character) => !gsmAlphabet.includes(character))).toEqual([]);
  expect(sms.length).toBeLessThanOrEqual(160);
});
