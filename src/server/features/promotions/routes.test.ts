import { afterEach, describe, expect, it } from 'vitest';
import { ActivePromotionResponseSchema } from '#shared/api/banners.ts';
import { newId } from '#server/db/ids.ts';
import type { NewPromotion } from '#server/db/tables/promotions.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addPromotion(app: TestApp, promotion: Partial<NewPromotion> = {}) {
  const row: NewPromotion = {
    id: newId(),
    isActive: true,
    startDate: '2026-11-20T15:00:00.000Z',
    endDate: '2026-12-05T15:00:00.000Z',
    message: 'Halloween special: free bonus minutes on every package!',
    linkUrl: '/pricing',
    backgroundColor: '#3b0764',
    textColor: '#fde68a',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...promotion,
  };
  await app.database.kysely.insertInto('promotions').values(row).execute();
  return row;
}

async function activePromotion(app: TestApp) {
  const res = await app.app.inject({ method: 'GET', url: '/api/promotions/active' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  return ActivePromotionResponseSchema.parse(res.json()).promotion;
}

describe('GET /api/promotions/active', () => {
  it('answers the active promotion exactly, its countdown ending at its end date', async () => {
    t = await createTestApp();
    const row = await addPromotion(t);

    const res = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toEqual({
      promotion: {
        id: row.id,
        message: 'Halloween special: free bonus minutes on every package!',
        linkUrl: '/pricing',
        backgroundColor: '#3b0764',
        textColor: '#fde68a',
        endsAt: '2026-12-05T15:00:00.000Z',
      },
    });
  });

  it('answers null when there is no promotion', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
    expect(res.json()).toEqual({ promotion: null });
  });

  it('leaves out an inactive promotion', async () => {
    t = await createTestApp();
    await addPromotion(t, { isActive: false });
    expect(await activePromotion(t)).toBeNull();
  });

  it('leaves out a promotion that has not started yet, and shows it from its start', async () => {
    t = await createTestApp();
    await addPromotion(t, { startDate: '2026-11-21T15:00:01.000Z' });
    expect(await activePromotion(t)).toBeNull();

    t.clock.advance(1_000);
    expect(await activePromotion(t)).not.toBeNull();
  });

  it('shows a promotion up to its end, and not after', async () => {
    t = await createTestApp();
    await addPromotion(t, { endDate: '2026-11-21T15:00:01.000Z' });
    t.clock.advance(1_000);
    expect((await activePromotion(t))?.endsAt).toBe('2026-11-21T15:00:01.000Z');

    t.clock.advance(1);
    expect(await activePromotion(t)).toBeNull();
  });

  it('leaves out a promotion that has ended', async () => {
    t = await createTestApp();
    await addPromotion(t, {
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-21T14:59:59.999Z',
    });
    expect(await activePromotion(t)).toBeNull();
  });

  it('answers the newest of two active promotions, by creation', async () => {
    t = await createTestApp();
    const older = await addPromotion(t, {
      message: 'Older',
      createdAt: '2026-11-19T12:00:00.000Z',
      // Started later, but created earlier: creation decides.
      startDate: '2026-11-21T14:00:00.000Z',
    });
    const newer = await addPromotion(t, {
      message: 'Newer',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
    expect(await activePromotion(t)).toMatchObject({ id: newer.id, message: 'Newer' });

    await t.database.kysely
      .updateTable('promotions')
      .set({ isActive: false })
      .where('id', '=', newer.id)
      .execute();
    expect(await activePromotion(t)).toMatchObject({ id: older.id, message: 'Older' });
  });

  it('answers an unsafe link and unsafe colours as null, and keeps the promotion', async () => {
    t = await createTestApp();
    await addPromotion(t, {
      linkUrl: '//evil.example/offer',
      backgroundColor: 'red; background-image: url(https://evil.example/x.png)',
      textColor: 'expression(alert(1))',
    });
    expect(await activePromotion(t)).toMatchObject({
      message: 'Halloween special: free bonus minutes on every package!',
      linkUrl: null,
      backgroundColor: null,
      textColor: null,
    });
  });

  it('answers a promotion without link or colours with nulls', async () => {
    t = await createTestApp();
    await addPromotion(t, { linkUrl: null, backgroundColor: null, textColor: null });
    expect(await activePromotion(t)).toMatchObject({
      linkUrl: null,
      backgroundColor: null,
      textColor: null,
    });
  });
});
