// The promotions service's operations for operators (create, update, list, find by short id) and
// the rules a stored promotion keeps (./promotion-rules.ts). The commands' own tests
// (src/server/cli/commands/promotion.test.ts) follow the effects to GET /api/promotions/active.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { checkedPromotion, type PromotionFields } from './promotion-rules.ts';
import { createPromotionsService } from './service.ts';

const fields: PromotionFields = {
  message: '  Holiday readings  ',
  messageFr: ' Consultations des Fêtes ',
  startDate: '2026-11-21T15:00:00.000Z',
  endDate: '2026-12-01T05:00:00.000Z',
  linkUrl: ' /pricing ',
  backgroundColor: ' Purple ',
  textColor: '#FDE68A',
  isActive: true,
};

describe('the rules of a stored promotion', () => {
  it('trims the texts and stores colours as the banner applies them', () => {
    expect(checkedPromotion(fields)).toEqual({
      ...fields,
      message: 'Holiday readings',
      messageFr: 'Consultations des Fêtes',
      linkUrl: '/pricing',
      backgroundColor: 'purple',
      textColor: '#FDE68A',
    });
    // An empty French message is one not written yet: the English then shows on French pages.
    expect(checkedPromotion({ ...fields, messageFr: '  ' }).messageFr).toBeNull();
  });

  it.each([
    [{ message: '' }, 'The message is empty'],
    [{ messageFr: 'x'.repeat(301) }, 'The French message has 301 characters'],
    [{ endDate: fields.startDate }, 'A promotion must end after it starts.'],
    [{ startDate: '2026-11-21' }, 'The start and the end must be instants'],
    [{ linkUrl: 'javascript:alert(1)' }, 'is not a path on this site'],
    [{ textColor: 'red; position: fixed' }, 'The text colour "red; position: fixed"'],
  ])('refuses %j', (change, message) => {
    expect(() => checkedPromotion({ ...fields, ...change })).toThrow(message);
  });
});

describe('the promotions service for operators', () => {
  let database: Database;
  const clock = createFakeClock('2026-11-21T15:00:00.000Z');
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('creates an active promotion without link or colours unless told, and lists it', async () => {
    const promotions = createPromotionsService({ database, clock });
    const created = await promotions.create({
      message: 'Now',
      startDate: '2026-11-21T15:00:00.000Z',
      endDate: '2026-11-30T05:00:00.000Z',
      linkUrl: undefined,
    });
    expect(created).toMatchObject({
      isActive: true,
      messageFr: null,
      linkUrl: null,
      backgroundColor: null,
      textColor: null,
      createdAt: '2026-11-21T15:00:00.000Z',
    });
    expect(await promotions.list()).toEqual([created]);
    expect((await promotions.active()).promotion?.id).toBe(created.id);
  });

  it('updates only what it is given, and keeps the rules', async () => {
    const promotions = createPromotionsService({ database, clock });
    const created = await promotions.create({ ...fields });
    const updated = await promotions.update(created.id, { message: 'Later', linkUrl: undefined });
    expect(updated).toEqual({ ...created, message: 'Later' });
    await expect(
      promotions.update(created.id, { endDate: '2026-11-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ code: 'CHANGE_REFUSED' });
    await expect(promotions.update('missing', { isActive: false })).rejects.toMatchObject({
      code: 'PROMOTION_NOT_FOUND',
    });
    expect(await promotions.list()).toEqual([updated]);
  });

  it('finds a promotion by its id or its last characters, and nothing for a pattern', async () => {
    const promotions = createPromotionsService({ database, clock });
    const created = await promotions.create({ ...fields });
    expect(await promotions.findByShortId(created.id)).toEqual([created]);
    expect(await promotions.findByShortId(created.id.slice(-8).toUpperCase())).toEqual([created]);
    expect(await promotions.findByShortId('%%%%%%%%')).toEqual([]);
    expect(await promotions.findByShortId('______________')).toEqual([]);
    expect(await promotions.findByShortId(created.id.slice(-7))).toEqual([]);
  });
});
