// The NUL character (U+0000): PostgreSQL cannot store it in text, so a request carrying it in
// its body, path or query is refused with 400 on both databases before anything is read or
// stored; the provider callbacks keep their own contracts (Gigadat is always answered OK, the
// phone line refuses an unsigned request with 403 first).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { SESSION_COOKIE, seedCustomer, signIn } from '#tests/support/customers.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const invalid = { error: { code: 'INVALID_REQUEST', message: copy.errors.invalidRequest } };

it('refuses a NUL in a body, a path or a query with 400, and stores nothing', async () => {
  const customer = await seedCustomer(t, { email: 'nul@example.com', name: 'Before' });
  const cookies = { [SESSION_COOKIE]: await signIn(t, customer) };

  const inBody = await t.app.inject({
    method: 'PATCH',
    url: '/api/me/profile',
    cookies,
    payload: { name: 'Ann\u0000Lee', birthDate: null, emailNotifications: true },
  });
  expect(inBody.statusCode).toBe(400);
  expect(inBody.json()).toEqual(invalid);
  const inPath = await t.app.inject({
    method: 'GET',
    url: '/api/me/purchases/a%00b/receipt',
    cookies,
  });
  expect(inPath.json()).toEqual(invalid);
  const inQuery = await t.app.inject({ method: 'GET', url: '/api/horoscope?sign=leo%00' });
  expect(inQuery.json()).toEqual(invalid);

  const me = await t.app.inject({ method: 'GET', url: '/api/me', cookies });
  expect(me.json().customer.name).toBe('Before');
});

it('leaves the provider callbacks their own answers', async () => {
  const postback = await t.app.inject({
    method: 'POST',
    url: '/api/payments/interac/postback?transaction=a%00b&status=STATUS_SUCCESS',
  });
  expect(postback.statusCode).toBe(200);
  expect(postback.body).toBe('OK');
  const unsigned = await t.app.inject({
    method: 'POST',
    url: '/api/telephony/voice',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'From=%2B15145550100%00&CallSid=CA00',
  });
  expect(unsigned.statusCode).toBe(403);
});
