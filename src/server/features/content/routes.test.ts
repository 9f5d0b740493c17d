// /api/admin/content: an owner manages promotions, announcements, coupons and tarot games
// through the services the command line uses; each change shows on the public API as the
// command line's would, writes one audit row (before/after) with it, and a refusal answers the
// rules' own message and changes nothing. Support is refused (the authorisation matrix asks
// every route too).
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AnnouncementListResponseSchema,
  CouponListResponseSchema,
  PromotionListResponseSchema,
  PromotionViewSchema,
  TarotGameListResponseSchema,
} from '#shared/api/admin/content.ts';
import {
  ActiveAnnouncementResponseSchema,
  ActivePromotionResponseSchema,
} from '#shared/api/banners.ts';
import { CouponCheckResponseSchema } from '#shared/api/payments.ts';
import { SESSION_COOKIE } from '#tests/support/customers.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { api, aShopper } from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z, a Saturday; its week began Monday the 16th.

let t: TestApp;
let owner: SignedInOperator;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInOperator(t, 'owner');
});
afterEach(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
function asOwner(
  method: Method,
  url: string,
  payload?: object,
  who = owner,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/admin/content${url}`, cookies: who.cookies, payload });
}

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };

async function auditRows() {
  const rows = await t.database.kysely
    .selectFrom('auditLog')
    .select(['operatorId', 'action', 'subjectType', 'subjectId', 'beforeJson', 'afterJson'])
    .where('subjectType', '!=', 'operator') // sign-ins are audited too
    .orderBy('at')
    .execute();
  return rows.map(({ beforeJson, afterJson, ...row }) => ({
    ...row,
    before: beforeJson === null ? null : (JSON.parse(beforeJson) as unknown),
    after: afterJson === null ? null : (JSON.parse(afterJson) as unknown),
  }));
}

const holiday = {
  message: 'Holiday readings all week',
  messageFr: 'Consultations des Fêtes toute la semaine',
  startDate: '2026-11-21T05:00:00.000Z',
  endDate: '2026-12-25T05:00:00.000Z',
  linkUrl: '/pricing',
};

describe('promotions', () => {
  it('creates one in both languages that the banner shows, and audits it', async () => {
    const res = await asOwner('POST', '/promotions', holiday);
    expect(res.statusCode).toBe(201);
    const created = PromotionViewSchema.parse(res.json());
    expect(created).toMatchObject({ ...holiday, isActive: true });

    const english = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
    expect(ActivePromotionResponseSchema.parse(english.json()).promotion?.message).toBe(
      holiday.message,
    );
    const inFrench = await t.app.inject({
      method: 'GET',
      url: '/api/promotions/active',
      headers: french,
    });
    expect(ActivePromotionResponseSchema.parse(inFrench.json()).promotion?.message).toBe(
      holiday.messageFr,
    );

    const list = PromotionListResponseSchema.parse((await asOwner('GET', '/promotions')).json());
    expect(list).toEqual({ promotions: [created], showingId: created.id });
    expect(await auditRows()).toEqual([
      {
        operatorId: owner.id,
        action: 'promotion.create',
        subjectType: 'promotion',
        subjectId: created.id,
        before: null,
        after: created,
      },
    ]);
  });

  it('edits and deactivates one, each change audited with its before and after', async () => {
    const created = PromotionViewSchema.parse(
      (await asOwner('POST', '/promotions', holiday)).json(),
    );
    const edited = await asOwner('PATCH', `/promotions/${created.id}`, { message: 'Last days' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Last days', messageFr: holiday.messageFr });
    const off = await asOwner('PATCH', `/promotions/${created.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });

    const banner = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
    expect(ActivePromotionResponseSchema.parse(banner.json()).promotion).toBeNull();
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.deactivate',
    ]);
    expect(rows[1]).toMatchObject({
      before: { message: holiday.message },
      after: { message: 'Last days' },
    });
    expect(rows[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('answers the rules’ own message, and changes and audits nothing', async () => {
    const res = await asOwner('POST', '/promotions', {
      ...holiday,
      startDate: '2026-12-25T05:00:00.000Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'CHANGE_REFUSED', message: 'A promotion must end after it starts.' },
    });
    const link = await asOwner('POST', '/promotions', { ...holiday, linkUrl: 'https://x.example' });
    expect(link.statusCode).toBe(400);
    expect(JSON.stringify(link.json())).toContain('is not a path on this site');
    const unknown = await asOwner('POST', '/promotions', { ...holiday, colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    const missing = await asOwner('PATCH', '/promotions/0190a1b2-0000-7000-8000-000000000000', {
      message: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.kysely.selectFrom('promotions').select('id').execute()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('announcements', () => {
  const maintenance = {
    severity: 'warning',
    title: 'Maintenance tonight',
    message: 'The line is closed from 2 to 3 AM.',
    titleFr: 'Entretien ce soir',
    messageFr: 'La ligne est fermée de 2 h à 3 h.',
    endAt: '2026-11-22T08:00:00.000Z',
  };

  it('creates one in both languages that visitors see, and audits it', async () => {
    const res = await asOwner('POST', '/announcements', maintenance);
    expect(res.statusCode).toBe(201);
    const inFrench = await t.app.inject({
      method: 'GET',
      url: '/api/announcements/active',
      headers: french,
    });
    expect(ActiveAnnouncementResponseSchema.parse(inFrench.json()).announcement).toMatchObject({
      title: maintenance.titleFr,
      message: maintenance.messageFr,
      severity: 'warning',
    });
    const list = AnnouncementListResponseSchema.parse(
      (await asOwner('GET', '/announcements')).json(),
    );
    expect(list.showingId).toBe(list.announcements[0]?.id);
    expect((await auditRows()).map((row) => [row.action, row.subjectId])).toEqual([
      ['announcement.create', list.showingId],
    ]);
  });

  it('refuses a bad severity and an end before the start', async () => {
    expect(
      (await asOwner('POST', '/announcements', { ...maintenance, severity: 'red' })).statusCode,
    ).toBe(400);
    const res = await asOwner('POST', '/announcements', {
      ...maintenance,
      startAt: '2026-11-23T08:00:00.000Z',
    });
    expect(res.json()).toMatchObject({
      error: { code: 'CHANGE_REFUSED', message: 'An announcement must end after it starts.' },
    });
    expect(await auditRows()).toEqual([]);
  });
});

describe('coupons', () => {
  it('creates one a customer can use at once, and audits it', async () => {
    const res = await asOwner('POST', '/coupons', {
      code: 'spring10',
      type: 'percentage_off',
      value: 10,
      maxUses: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'SPRING10', isActive: true, maxUses: 1, uses: 0 });

    const shopper = await aShopper(t, { email: 'spring@example.com' });
    const check = await api(t, 'POST', '/api/coupons/check', {
      session: shopper.session,
      payload: { code: 'SPRING10', bundleId: 'bundle-20' },
    });
    expect(check.statusCode).toBe(200);
    expect(CouponCheckResponseSchema.parse(check.json()).coupon).toMatchObject({
      code: 'SPRING10',
    });
    const list = CouponListResponseSchema.parse((await asOwner('GET', '/coupons')).json());
    expect(list.coupons.map((coupon) => coupon.code)).toEqual(['SPRING10']);
    expect((await auditRows()).map((row) => [row.action, row.subjectId])).toEqual([
      ['coupon.create', 'SPRING10'],
    ]);
  });

  it('deactivates one: customers are told it is invalid; the change is audited', async () => {
    await asOwner('POST', '/coupons', { code: 'BONUS5', type: 'bonus_minutes', value: 5 });
    const off = await asOwner('PATCH', '/coupons/bonus5', { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ code: 'BONUS5', isActive: false });
    const shopper = await aShopper(t, { email: 'bonus@example.com' });
    const check = await api(t, 'POST', '/api/coupons/check', {
      session: shopper.session,
      payload: { code: 'BONUS5', bundleId: 'bundle-20' },
    });
    expect(check.json()).toMatchObject({ error: { code: 'COUPON_INVALID' } });
    const rows = await auditRows();
    expect(rows[1]).toMatchObject({
      action: 'coupon.deactivate',
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it('answers the rules’ messages: a taken code, a percentage of 100, a changed type', async () => {
    await asOwner('POST', '/coupons', { code: 'SPRING10', type: 'percentage_off', value: 10 });
    const taken = await asOwner('POST', '/coupons', {
      code: 'SPRING10',
      type: 'bonus_minutes',
      value: 5,
    });
    expect(taken.json()).toMatchObject({
      error: { code: 'CHANGE_REFUSED', message: 'A coupon with the code SPRING10 already exists.' },
    });
    const free = await asOwner('POST', '/coupons', {
      code: 'FREE',
      type: 'percentage_off',
      value: 100,
    });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ error: { code: 'CHANGE_REFUSED' } });
    const retyped = await asOwner('PATCH', '/coupons/SPRING10', { type: 'bonus_minutes' });
    expect(retyped.statusCode).toBe(400);
    expect((await asOwner('PATCH', '/coupons/NOPE123', { isActive: false })).statusCode).toBe(404);
    expect((await auditRows()).map((row) => row.action)).toEqual(['coupon.create']);
  });
});

describe('tarot games', () => {
  it('creates this week’s game, which customers can then play; closes it; each audited', async () => {
    const shopper = await aShopper(t, { email: 'tarot@example.com' });
    const game = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/tarot/game',
        cookies: { [SESSION_COOKIE]: shopper.session },
      });
    const created = await asOwner('POST', '/tarot-games', { weekStart: '2026-11-16' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      isActive: true,
    });
    expect((await game()).json()).toMatchObject({ status: 'ready' });
    // Again: it exists, nothing changes.
    expect((await asOwner('POST', '/tarot-games', { weekStart: '2026-11-16' })).statusCode).toBe(
      200,
    );

    const closed = await asOwner('PATCH', '/tarot-games/2026-11-16', { isActive: false });
    expect(closed.json()).toMatchObject({ isActive: false });
    expect((await game()).json()).toEqual({ status: 'no_game' });
    const list = TarotGameListResponseSchema.parse((await asOwner('GET', '/tarot-games')).json());
    expect(list.games).toEqual([
      { weekStart: '2026-11-16', weekEnd: '2026-11-22', isActive: false, attempts: 0, wins: 0 },
    ]);
    expect((await auditRows()).map((row) => [row.action, row.subjectId])).toEqual([
      ['tarot_game.create', '2026-11-16'],
      ['tarot_game.deactivate', '2026-11-16'],
    ]);
  });

  it('refuses a day that is not a Monday, and an unknown week', async () => {
    const res = await asOwner('POST', '/tarot-games', { weekStart: '2026-11-17' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'TAROT_WEEK_START_INVALID' } });
    const missing = await asOwner('PATCH', '/tarot-games/2026-11-23', { isActive: true });
    expect(missing.statusCode).toBe(404);
    expect(await auditRows()).toEqual([]);
  });
});

it('refuses support on every kind (403), and changes nothing', async () => {
  const support = await signedInOperator(t, 'support');
  for (const [method, url, payload] of [
    ['GET', '/promotions', undefined],
    ['POST', '/promotions', holiday],
    ['POST', '/coupons', { code: 'SUPPORT1', type: 'bonus_minutes', value: 5 }],
    ['POST', '/tarot-games', { weekStart: '2026-11-16' }],
  ] as const) {
    expect((await asOwner(method, url, payload, support)).statusCode).toBe(403);
  }
  expect(await t.database.kysely.selectFrom('coupons').select('id').execute()).toEqual([]);
  expect(await auditRows()).toEqual([]);
});
