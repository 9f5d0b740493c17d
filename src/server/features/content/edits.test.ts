// /api/admin/content's edits as the content pages send them (only the fields that changed): an
// announcement's texts in both languages and its dates, a coupon's limits (uses per customer made
// unlimited with null, expiry, first purchase only). Each edit shows on the public API, writes
// one audit row with its before and after in the same transaction, and a refusal answers the
// rules' own words and changes and audits nothing. Support is refused the edits (403).
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AnnouncementViewSchema,
  CouponListResponseSchema,
  PromotionViewSchema,
} from '#shared/api/admin/content.ts';
import { ActiveAnnouncementResponseSchema } from '#shared/api/banners.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z.

let t: TestApp;
let owner: SignedInOperator;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInOperator(t, 'owner');
});
afterEach(async () => {
  await t.close();
});

function send(
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  payload?: object,
  who = owner,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/admin/content${url}`, cookies: who.cookies, payload });
}

async function auditRows() {
  const rows = await t.database.kysely
    .selectFrom('auditLog')
    .select(['operatorId', 'action', 'subjectId', 'beforeJson', 'afterJson'])
    .where('subjectType', '!=', 'operator') // sign-ins are audited too
    .orderBy('at')
    .execute();
  return rows.map(({ beforeJson, afterJson, ...row }) => ({
    ...row,
    before: beforeJson === null ? null : (JSON.parse(beforeJson) as unknown),
    after: afterJson === null ? null : (JSON.parse(afterJson) as unknown),
  }));
}

describe('an announcement', () => {
  const maintenance = {
    severity: 'info',
    title: 'Maintenance tonight',
    message: 'The line is closed from 2 to 3 AM.',
    endAt: '2026-11-22T08:00:00.000Z',
  };

  it('gets its French, a new severity and an open end; the edit is audited', async () => {
    const created = AnnouncementViewSchema.parse(
      (await send('POST', '/announcements', maintenance)).json(),
    );
    const edit = {
      severity: 'warning',
      titleFr: 'Entretien ce soir',
      messageFr: 'La ligne est fermée de 2 h à 3 h.',
      endAt: null,
    };
    const res = await send('PATCH', `/announcements/${created.id}`, edit);
    expect(res.statusCode).toBe(200);
    const edited = AnnouncementViewSchema.parse(res.json());
    expect(edited).toEqual({ ...created, ...edit });

    const inFrench = await t.app.inject({
      method: 'GET',
      url: '/api/announcements/active',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(ActiveAnnouncementResponseSchema.parse(inFrench.json()).announcement).toMatchObject({
      title: edit.titleFr,
      message: edit.messageFr,
      severity: 'warning',
    });
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(['announcement.create', 'announcement.update']);
    expect(rows[1]).toEqual({
      operatorId: owner.id,
      action: 'announcement.update',
      subjectId: created.id,
      before: created,
      after: edited,
    });
  });

  it('refuses an empty message in the rules’ words, and changes and audits nothing', async () => {
    const created = AnnouncementViewSchema.parse(
      (await send('POST', '/announcements', maintenance)).json(),
    );
    const res = await send('PATCH', `/announcements/${created.id}`, { message: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'CHANGE_REFUSED' } });
    const list = await send('GET', '/announcements');
    expect(list.json()).toMatchObject({ announcements: [{ message: maintenance.message }] });
    expect((await auditRows()).map((row) => row.action)).toEqual(['announcement.create']);
  });
});

describe('a promotion', () => {
  it('gets new dates; an end before its start is refused and nothing is audited', async () => {
    const created = PromotionViewSchema.parse(
      (
        await send('POST', '/promotions', {
          message: 'Holiday readings',
          startDate: '2026-11-21T05:00:00.000Z',
          endDate: '2026-12-25T05:00:00.000Z',
        })
      ).json(),
    );
    const later = { endDate: '2027-01-02T05:00:00.000Z' };
    const res = await send('PATCH', `/promotions/${created.id}`, later);
    expect(res.json()).toMatchObject(later);
    const refused = await send('PATCH', `/promotions/${created.id}`, {
      endDate: '2026-11-20T05:00:00.000Z',
    });
    expect(refused.json()).toMatchObject({
      error: { code: 'CHANGE_REFUSED', message: 'A promotion must end after it starts.' },
    });
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(rows[1]).toMatchObject({ before: { endDate: created.endDate }, after: later });
  });
});

describe('a coupon', () => {
  it('is made unlimited per customer (null), with an expiry and for first purchases', async () => {
    // One use per customer, as the page and the command line start a coupon at.
    const limited = { code: 'SPRING10', type: 'percentage_off', value: 10, maxUses: 1 };
    await send('POST', '/coupons', limited);
    const edit = { maxUses: null, expiresAt: '2027-01-01T04:59:00.000Z', firstPurchaseOnly: true };
    const res = await send('PATCH', '/coupons/SPRING10', edit);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'SPRING10', value: 10, ...edit });
    const list = CouponListResponseSchema.parse((await send('GET', '/coupons')).json());
    expect(list.coupons[0]).toMatchObject(edit);

    const rows = await auditRows();
    expect(rows.map((row) => [row.action, row.subjectId])).toEqual([
      ['coupon.create', 'SPRING10'],
      ['coupon.update', 'SPRING10'],
    ]);
    expect(rows[1]).toMatchObject({
      before: { maxUses: 1, expiresAt: null, firstPurchaseOnly: false },
      after: edit,
    });
  });

  it('starts at one use per customer when the request says nothing; null asks for unlimited', async () => {
    await send('POST', '/coupons', { code: 'ONCE', type: 'bonus_minutes', value: 5 });
    await send('POST', '/coupons', {
      code: 'ALWAYS',
      type: 'bonus_minutes',
      value: 5,
      maxUses: null,
    });
    const list = CouponListResponseSchema.parse((await send('GET', '/coupons')).json());
    const usesOf = (code: string) => list.coupons.find((coupon) => coupon.code === code)?.maxUses;
    expect(usesOf('ONCE')).toBe(1);
    expect(usesOf('ALWAYS')).toBeNull();
  });

  it('refuses uses per customer below 1 in the rules’ words, and audits nothing', async () => {
    await send('POST', '/coupons', { code: 'BONUS5', type: 'bonus_minutes', value: 5 });
    const res = await send('PATCH', '/coupons/BONUS5', { maxUses: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'CHANGE_REFUSED',
        message: 'The uses per customer must be a whole number from 1 to 1000000, or unlimited.',
      },
    });
    expect((await auditRows()).map((row) => row.action)).toEqual(['coupon.create']);
  });
});

it('refuses support every edit (403), and changes nothing', async () => {
  await send('POST', '/coupons', {
    code: 'SPRING10',
    type: 'percentage_off',
    value: 10,
    maxUses: 1,
  });
  const support = await signedInOperator(t, 'support');
  const res = await send('PATCH', '/coupons/SPRING10', { maxUses: null }, support);
  expect(res.statusCode).toBe(403);
  const list = CouponListResponseSchema.parse((await send('GET', '/coupons')).json());
  expect(list.coupons[0]?.maxUses).toBe(1);
  expect((await auditRows()).map((row) => row.action)).toEqual(['coupon.create']);
});
