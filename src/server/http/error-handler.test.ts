// The API's error answers are in the visitor's language , those Fastify raises itself
// included: a French visitor never reads an English error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const visitors: readonly (readonly [acceptLanguage: string, locale: Locale])[] = [
  ['fr-CA,fr;q=0.9', 'fr-CA'],
  ['en-CA,en;q=0.9', 'en'],
];

describe.each(visitors)('a visitor whose browser prefers %s', (acceptLanguage, locale) => {
  const { errors } = copyFor(locale);
  const headers = { 'accept-language': acceptLanguage };

  it('reads "not found" in their language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: errors.notFound });
  });

  it('reads a malformed body refused in their language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INVALID_REQUEST', message: errors.invalidRequest });
  });

  it('reads a broken address refused before routing in their language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INVALID_REQUEST', message: errors.invalidRequest });
  });
});
