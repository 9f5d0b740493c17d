// Session cookies behind TLS (docs/security.md). In production the app sits
// behind a load balancer that ends TLS and forwards plain HTTP with X-Forwarded-Proto: https
// (PUBLIC_URL https://…, TRUST_PROXY=1: one proxy in front of the server). Signing in through it must set the cookie httpOnly,
// SameSite=Lax, Secure and __Host- prefixed; the browser's next requests must be recognised;
// sign-out must clear it with the same attributes; and the pages must ask for HTTPS (HSTS).
// src/server/http/sessions/session-cookie.test.ts checks the cookie's attributes on their own.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { seedCustomer } from '#tests/support/customers.ts';
import { authenticatorCode, OPERATOR_COOKIE, seedOperator } from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const site = 'lumina.example';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: `https://${site}`, TRUST_PROXY: '1' } });
});
afterEach(async () => {
  await t.close();
});

/** What the load balancer forwards for a browser on https://lumina.example. */
const throughTheProxy = {
  host: site,
  origin: `https://${site}`,
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '198.51.100.23',
};

it('sets a Secure, httpOnly, SameSite=Lax __Host- cookie that the next requests carry', async () => {
  const customer = await seedCustomer(t, { email: 'behind-tls@example.com' });
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: throughTheProxy,
    payload: { email: customer.email, password: customer.password },
  });
  expect(signedIn.statusCode).toBe(200);
  const header = String(signedIn.headers['set-cookie']);
  expect(header).toMatch(/^__Host-lumina_session=[A-Za-z0-9_-]{43}; /);
  for (const attribute of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']) {
    expect(header.split('; ')).toContain(attribute);
  }
  // A __Host- cookie must not name a domain, or browsers drop it.
  expect(header).not.toMatch(/Domain=/i);
  expect(signedIn.headers['strict-transport-security']).toMatch(/max-age=\d+/);

  const cookie = signedIn.cookies.find((c) => c.name === '__Host-lumina_session');
  const cookies = { '__Host-lumina_session': cookie?.value ?? '' };
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: throughTheProxy,
    cookies,
  });
  expect(me.statusCode).toBe(200);
  expect(me.json().customer.email).toBe(customer.email);
  // The plain-http name is not read: only the prefixed, Secure cookie names a session here.
  const unprefixed = await t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: throughTheProxy,
    cookies: { lumina_session: cookie?.value ?? '' },
  });
  expect(unprefixed.statusCode).toBe(401);

  const signedOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: throughTheProxy,
    cookies,
  });
  expect(signedOut.statusCode).toBe(204);
  const cleared = String(signedOut.headers['set-cookie']);
  expect(cleared).toMatch(/^__Host-lumina_session=; /);
  expect(cleared.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure']));
  const after = await t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: throughTheProxy,
    cookies,
  });
  expect(after.statusCode).toBe(401);
});

it('reads the protocol and client address from the proxy, so the site sees https', async () => {
  // The load balancer's own address, which the app must see past.
  const balancer = '10.0.0.2';
  t.app.get('/api/test-protocol', async (request) => ({
    protocol: request.protocol,
    ip: request.ip,
  }));
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/test-protocol',
    remoteAddress: balancer,
    headers: throughTheProxy,
  });
  expect(res.json()).toEqual({ protocol: 'https', ip: '198.51.100.23' });

  // A client's own X-Forwarded-For comes first; the balancer appends the address it saw.
  const forged = await t.app.inject({
    method: 'GET',
    url: '/api/test-protocol',
    remoteAddress: balancer,
    headers: { ...throughTheProxy, 'x-forwarded-for': '203.0.113.99, 198.51.100.23' },
  });
  expect(forged.json()).toEqual({ protocol: 'https', ip: '198.51.100.23' });
});

it('gives an operator the same kind of cookie, under its own __Host- name', async () => {
  const operator = await seedOperator(t, { role: 'owner', email: 'owner-behind-tls@example.com' });
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: throughTheProxy,
    payload: {
      email: operator.email,
      password: operator.password,
      code: authenticatorCode(operator.totpSecret, t.clock.now()),
    },
  });
  expect(signedIn.statusCode).toBe(200);
  const header = String(signedIn.headers['set-cookie']);
  expect(header).toMatch(/^__Host-lumina_operator=[A-Za-z0-9_-]{43}; /);
  for (const attribute of ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']) {
    expect(header.split('; ')).toContain(attribute);
  }
  const value = signedIn.cookies.find((c) => c.name === '__Host-lumina_operator')?.value ?? '';
  const session = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/admin/session', headers: throughTheProxy, cookies });
  expect((await session({ '__Host-lumina_operator': value })).statusCode).toBe(200);
  expect((await session({ [OPERATOR_COOKIE]: value })).statusCode).toBe(401);
  expect((await session({ '__Host-lumina_session': value })).statusCode).toBe(401);
});
