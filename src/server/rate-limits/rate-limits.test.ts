import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createFakeClock, type FakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { registerErrorHandling } from '#server/http/error-handler.ts';
import { httpStatusOf } from '#server/http/error-statuses.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createRateLimitService, RateLimitedError, type RateLimitService } from './rate-limits.ts';

const rule = { limit: 3, windowMs: 15 * 60_000 };

let database: Database;
let clock: FakeClock;
let limits: RateLimitService;
beforeEach(async () => {
  database = await createTestDatabase();
  // 15:05 — five minutes into a 15-minute window.
  clock = createFakeClock('2026-11-21T15:05:00.000Z');
  limits = createRateLimitService({ database, clock });
});
afterEach(async () => {
  await database.close();
});

describe('fixed-window abuse counters', () => {
  it('allow `limit` hits per window and refuse the next, saying when the window ends', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limits.hit('sign-in:email:a@x.ca', rule));
    expect(results.map((r) => [r.allowed, r.hits])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3]?.retryAfterSeconds).toBe(10 * 60);
  });

  it('start again in the next window', async () => {
    for (let i = 0; i < 4; i += 1) await limits.hit('k', rule);
    clock.advance(10 * 60_000);
    expect(await limits.hit('k', rule)).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 900 });
  });

  it('count each key on its own', async () => {
    for (let i = 0; i < 4; i += 1) await limits.hit('code:phone:5145550100', rule);
    expect((await limits.hit('code:phone:4165550100', rule)).allowed).toBe(true);
  });

  it('peek without counting: allowed while one more hit would still fit', async () => {
    expect(await limits.peek('k', rule)).toMatchObject({ allowed: true, hits: 0 });
    for (let i = 0; i < 3; i += 1) await limits.hit('k', rule);
    expect(await limits.peek('k', rule)).toMatchObject({ allowed: false, hits: 3 });
    expect(await limits.peek('k', rule)).toMatchObject({ hits: 3 });
  });

  it('consume throws a 429 RateLimitedError past the limit, with the given code and text', async () => {
    for (let i = 0; i < 3; i += 1) await limits.consume('k', rule);
    const refused = await limits.consume('k', rule).then(
      () => null,
      (error: RateLimitedError) => error,
    );
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: copy.errors.tooManyRequests,
      retryAfterSeconds: 600,
    });
    expect(refused && httpStatusOf(refused)).toBe(429);
    await expect(
      limits.consume('k', rule, { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'slow down' }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'slow down' });
  });

  it('keep one count under concurrent hits', async () => {
    const wide = { limit: 100, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, () => limits.hit('busy', wide)));
    expect((await limits.peek('busy', wide)).hits).toBe(20);
  });

  it('reset forgets a key; prune drops old windows only', async () => {
    await limits.hit('a', rule);
    await limits.reset('a');
    expect((await limits.peek('a', rule)).hits).toBe(0);

    await limits.hit('old', rule);
    clock.advance(2 * 60 * 60_000);
    await limits.hit('new', rule);
    expect(await limits.prune(60 * 60_000)).toBe(1);
    const keys = await database.kysely.selectFrom('rateLimitCounters').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['new']);
  });
});

describe('tentative hits (limits on failures known only after the work)', () => {
  it('count at once, and a withdrawn hit leaves the count as it was, down to no row at all', async () => {
    const kept = await limits.hitTentatively('k', rule);
    const taken = await limits.hitTentatively('k', rule);
    expect([kept.hits, taken.hits, taken.allowed]).toEqual([1, 2, true]);
    await taken.withdraw();
    await taken.withdraw();
    expect((await limits.peek('k', rule)).hits).toBe(1);
    await kept.withdraw();
    const rows = await database.kysely.selectFrom('rateLimitCounters').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('refuse past the limit while earlier ones are still under way', async () => {
    const first = await Promise.all([1, 2, 3].map(() => limits.hitTentatively('k', rule)));
    expect(first.every((attempt) => attempt.allowed)).toBe(true);
    const fourth = await limits.hitTentatively('k', rule);
    expect(fourth).toMatchObject({ allowed: false, hits: 4, retryAfterSeconds: 600 });
  });

  it('keep one count when hits and withdrawals race', async () => {
    const wide = { limit: 100, windowMs: 60_000 };
    const early = await Promise.all(
      Array.from({ length: 10 }, () => limits.hitTentatively('busy', wide)),
    );
    await Promise.all([
      ...early.map((attempt) => attempt.withdraw()),
      ...Array.from({ length: 10 }, () => limits.hit('busy', wide)),
    ]);
    expect((await limits.peek('busy', wide)).hits).toBe(10);
  });

  it('withdraw from the window they were counted in, even once the next has begun', async () => {
    const late = await limits.hitTentatively('k', rule);
    clock.advance(10 * 60_000);
    await limits.hit('k', rule);
    await late.withdraw();
    expect((await limits.peek('k', rule)).hits).toBe(1);
  });
});

describe('a refusal answers 429 with Retry-After', () => {
  it('the error handler adds the header to a RateLimitedError answer', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/limited', async () => {
      throw new RateLimitedError(42);
    });
    const res = await app.inject({ method: 'GET', url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: copy.errors.tooManyRequests },
    });
    await app.close();
  });
});
