// Sessions: GET /api/auth/session, sliding expiry, sign-out, and the end of a session whose
// customer may no longer be signed in (spec §4 auth state, §6; DECISIONS.md 13).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  clearsSessionCookie,
  getSession,
  seedCustomer,
  sessionCookieOf,
  SESSION_COOKIE,
  signIn,
} from './auth-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionRows() {
  return t.database.kysely.selectFrom('sessions').selectAll().execute();
}

describe('GET /api/auth/session', () => {
  it('answers { user: null } to a visitor, never 401', async () => {
    const res = await getSession(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers each browser with its own customer, verified numbers oldest first', async () => {
    const ann = await seedCustomer(t, {
      email: 'ann@example.com',
      name: 'Ann',
      credits: 30,
      phones: ['5145550100', '4385550111'],
    });
    const bob = await seedCustomer(t, { email: 'bob@example.com', name: 'Bob' });
    const annToken = await signIn(t, ann);
    const bobToken = await signIn(t, bob);

    expect((await getSession(t, annToken)).json()).toEqual({
      user: {
        id: ann.id,
        name: 'Ann',
        email: 'ann@example.com',
        credits: 30,
        phoneNumbers: ['5145550100', '4385550111'],
        createdAt: t.clock.now().toISOString(),
        language: 'en',
      },
    });
    expect((await getSession(t, bobToken)).json().user).toMatchObject({
      id: bob.id,
      email: 'bob@example.com',
      credits: 0,
      phoneNumbers: [],
    });
  });

  it('answers null and clears a cookie that is not a live session', async () => {
    for (const value of ['garbage', 'A'.repeat(43)]) {
      const res = await getSession(t, value);
      expect(res.json()).toEqual({ user: null });
      expect(clearsSessionCookie(res)).toBe(true);
    }
  });

  it('slides the 30-day expiry forward, at most once a day', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    const signedInAt = t.clock.now().getTime();

    t.clock.advance(12 * 60 * 60 * 1000);
    const early = await getSession(t, token);
    expect(early.json().user.id).toBe(ann.id);
    expect(early.headers['set-cookie']).toBeUndefined();
    expect((await sessionRows())[0]?.expiresAt).toBe(
      new Date(signedInAt + 30 * DAY_MS).toISOString(),
    );

    t.clock.advance(13 * 60 * 60 * 1000);
    const refreshed = await getSession(t, token);
    expect(sessionCookieOf(refreshed)).toMatchObject({ value: token, maxAge: 30 * 24 * 60 * 60 });
    const refreshedAt = t.clock.now().getTime();
    expect((await sessionRows())[0]).toMatchObject({
      lastSeenAt: new Date(refreshedAt).toISOString(),
      expiresAt: new Date(refreshedAt + 30 * DAY_MS).toISOString(),
    });

    // Past the first 30 days, still signed in thanks to the slide.
    t.clock.set(new Date(signedInAt + 30 * DAY_MS + 60_000));
    expect((await getSession(t, token)).json().user.id).toBe(ann.id);
  });

  it('ends a session left unused for 30 days', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    t.clock.advance(30 * DAY_MS + 1000);
    const res = await getSession(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(clearsSessionCookie(res)).toBe(true);
    expect(await sessionRows()).toEqual([]);
  });

  it('signs out a customer deleted or made inactive mid-session: 401, the text, the session gone', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const bob = await seedCustomer(t, { email: 'bob@example.com' });
    const annToken = await signIn(t, ann);
    const bobToken = await signIn(t, bob);
    const db = t.database.kysely;
    await db
      .updateTable('customers')
      .set({ deletedAt: t.clock.now().toISOString() })
      .where('id', '=', ann.id)
      .execute();
    await db.updateTable('customers').set({ isActive: false }).where('id', '=', bob.id).execute();

    const text = 'Your account is inactive or has been deleted. Please contact support.';
    const annRes = await getSession(t, annToken);
    expect(annRes.statusCode).toBe(401);
    expect(annRes.json()).toEqual({ error: { code: 'ACCOUNT_DELETED', message: text } });
    expect(clearsSessionCookie(annRes)).toBe(true);
    const bobRes = await getSession(t, bobToken);
    expect(bobRes.statusCode).toBe(401);
    expect(bobRes.json()).toEqual({ error: { code: 'ACCOUNT_INACTIVE', message: text } });

    expect(await sessionRows()).toEqual([]);
    expect((await getSession(t, annToken)).json()).toEqual({ user: null });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends this session only, clears the cookie and answers 204', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const laptop = await signIn(t, ann);
    const phone = await signIn(t, ann);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { [SESSION_COOKIE]: laptop },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(clearsSessionCookie(res)).toBe(true);
    expect((await getSession(t, laptop)).json()).toEqual({ user: null });
    expect((await getSession(t, phone)).json().user.id).toBe(ann.id);
    expect(await sessionRows()).toHaveLength(1);
  });

  it('answers 204 with no session too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(res.statusCode).toBe(204);
    expect(clearsSessionCookie(res)).toBe(true);
  });

  it('refuses a sign-out posted from another site', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(403);
    expect((await getSession(t, token)).json().user.id).toBe(ann.id);
  });
});

describe('routes that need a signed-in customer', () => {
  it('answer 401 UNAUTHENTICATED to a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/add/request-code',
      payload: { phone: '4165550123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: copy.errors.unauthenticated },
    });
  });
});
