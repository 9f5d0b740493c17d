// The origin check (origin-check.ts, docs/architecture.md §6): which requests a foreign Origin header gets
// refused, and which pass untouched.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let reached: number;
beforeEach(async () => {
  t = await createTestApp();
  reached = 0;
  t.app.route({
    method: ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/test-origin',
    handler: async () => {
      reached += 1;
      return { ok: true };
    },
  });
});
afterEach(async () => {
  await t.close();
});

const foreign = { origin: 'https://evil.example' };

it('lets reading requests from another site through: they change nothing', async () => {
  for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
    const res = await t.app.inject({ method, url: '/api/test-origin', headers: foreign });
    expect(res.statusCode).toBe(200);
  }
  const feed = await t.app.inject({ method: 'GET', url: '/api/advisors', headers: foreign });
  expect(feed.statusCode).toBe(200);
  expect(reached).toBe(3);
});

it('refuses every state-changing method from another site before the route runs', async () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    const res = await t.app.inject({ method, url: '/api/test-origin', headers: foreign });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN_ORIGIN', message: copy.errors.forbiddenOrigin },
    });
  }
  expect(reached).toBe(0);
});

it("accepts the server's own address as the request names it", async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test-origin',
    headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
  });
  expect(res.statusCode).toBe(200);
  expect(reached).toBe(1);
});
