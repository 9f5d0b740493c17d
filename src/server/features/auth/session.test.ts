// Sessions: GET /api/auth/session, the idle expiry that slides and the absolute lifetime that
// does not (docs/decisions/029), a sign-in ending the browser's previous session, sign-out, and
// the end of a session whose customer may no longer be signed in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, latestSmsCode, type TestApp } from '#tests/support/test-app.ts';
import {
  clearsSessionCookie,
  getSession,
  seedCustomer,
  sessionCookieOf,
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

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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

  it('slides the 7-day idle expiry forward, at most once an hour, the cookie with it', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    const signedInAt = t.clock.now().getTime();

    t.clock.advance(30 * MINUTE_MS);
    const early = await getSession(t, token);
    expect(early.json().user.id).toBe(ann.id);
    expect(early.headers['set-cookie']).toBeUndefined();
    expect((await sessionRows())[0]?.expiresAt).toBe(
      new Date(signedInAt + 7 * DAY_MS).toISOString(),
    );

    t.clock.advance(31 * MINUTE_MS);
    const refreshed = await getSession(t, token);
    expect(sessionCookieOf(refreshed)).toMatchObject({ value: token, maxAge: 7 * 24 * 60 * 60 });
    const refreshedAt = t.clock.now().getTime();
    expect((await sessionRows())[0]).toMatchObject({
      lastSeenAt: new Date(refreshedAt).toISOString(),
      expiresAt: new Date(refreshedAt + 7 * DAY_MS).toISOString(),
    });

    // Past the first 7 days, still signed in thanks to the slide.
    t.clock.set(new Date(signedInAt + 7 * DAY_MS + MINUTE_MS));
    expect((await getSession(t, token)).json().user.id).toBe(ann.id);
  });

  it('ends a session left unused for 7 days', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    t.clock.advance(7 * DAY_MS);
    const res = await getSession(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(clearsSessionCookie(res)).toBe(true);
    expect(await sessionRows()).toEqual([]);
  });

  it('ends a session used every day 30 days after its sign-in, its cookie never outliving it', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    const signedInAt = t.clock.now().getTime();
    const absoluteEnd = signedInAt + 30 * DAY_MS;

    for (let day = 1; day < 30; day += 1) {
      t.clock.set(new Date(signedInAt + day * DAY_MS));
      const res = await getSession(t, token);
      expect(res.json().user?.id, `day ${day}`).toBe(ann.id);
      // The cookie lives a week, or what is left of the 30 days when that is less.
      const left = Math.min(7 * DAY_MS, absoluteEnd - t.clock.now().getTime());
      expect(sessionCookieOf(res)?.maxAge, `day ${day}`).toBe(left / 1000);
      expect((await sessionRows())[0]?.expiresAt).toBe(
        new Date(t.clock.now().getTime() + left).toISOString(),
      );
    }

    t.clock.set(new Date(absoluteEnd - 1000));
    expect((await getSession(t, token)).json().user.id).toBe(ann.id);
    t.clock.set(new Date(absoluteEnd));
    const ended = await getSession(t, token);
    expect(ended.json()).toEqual({ user: null });
    expect(clearsSessionCookie(ended)).toBe(true);
    expect(await sessionRows()).toEqual([]);
  });

  it('ends a session past its 30 days even when its row still says later (a session opened before the rule)', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const token = await signIn(t, ann);
    const signedInAt = t.clock.now().getTime();
    await t.database.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(signedInAt + 60 * DAY_MS).toISOString() })
      .execute();
    t.clock.set(new Date(signedInAt + 30 * DAY_MS));
    expect((await getSession(t, token)).json()).toEqual({ user: null });
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

describe('signing in again in the same browser', () => {
  const signInWith = (body: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: body,
      ...(cookie === undefined ? {} : { cookies: { [SESSION_COOKIE]: cookie } }),
    });

  it("ends the session the browser's cookie held, its own or another customer's", async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const bob = await seedCustomer(t, { email: 'bob@example.com' });
    const first = await signIn(t, ann);
    const elsewhere = await signIn(t, ann);

    const again = await signInWith({ email: ann.email, password: ann.password }, first);
    expect(again.statusCode).toBe(200);
    const second = sessionCookieOf(again)?.value ?? '';
    expect(second).not.toBe(first);
    expect((await getSession(t, first)).json()).toEqual({ user: null });
    expect((await getSession(t, second)).json().user.id).toBe(ann.id);
    // Another browser's session is not this browser's to end.
    expect((await getSession(t, elsewhere)).json().user.id).toBe(ann.id);

    const asBob = await signInWith({ email: bob.email, password: bob.password }, second);
    expect(asBob.statusCode).toBe(200);
    expect((await getSession(t, second)).json()).toEqual({ user: null });
    expect(await sessionRows()).toHaveLength(2);
  });

  it('ends it for a sign-in with a texted code too', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com', phones: ['5145550100'] });
    const first = await signIn(t, ann);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/request-code',
      payload: { phone: '5145550100' },
    });
    const code = await latestSmsCode(t.app, '5145550100');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      payload: { phone: '5145550100', code },
      cookies: { [SESSION_COOKIE]: first },
    });
    expect(res.statusCode).toBe(200);
    expect((await getSession(t, first)).json()).toEqual({ user: null });
    expect((await getSession(t, sessionCookieOf(res)?.value)).json().user.id).toBe(ann.id);
    expect(await sessionRows()).toHaveLength(1);
  });

  it('keeps the old session when the new sign-in is refused', async () => {
    const ann = await seedCustomer(t, { email: 'ann@example.com' });
    const first = await signIn(t, ann);
    const refused = await signInWith({ email: ann.email, password: 'not-the-password' }, first);
    expect(refused.statusCode).toBe(401);
    expect((await getSession(t, first)).json().user.id).toBe(ann.id);
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
