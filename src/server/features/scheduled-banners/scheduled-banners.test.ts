// What the promotion banner and the announcement share (./service.ts), through each kind's own
// service: an item is activated and deactivated (`changed: false` when it already was so), an
// id that names none is refused with the kind's code, an item that has already ended is never
// created, and the window's rules hold for both. Each kind's own tests cover its fields.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { createAnnouncementsService } from '#server/features/announcements/service.ts';
import { createPromotionsService } from '#server/features/promotions/service.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { checkWindow } from './service.ts';

const now = '2026-11-21T15:00:00.000Z';
const later = '2026-11-30T05:00:00.000Z';
const earlier = '2026-11-01T05:00:00.000Z';

let database: Database;
const clock = createFakeClock(now);
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const kinds = [
  {
    noun: 'promotion',
    notFound: 'PROMOTION_NOT_FOUND',
    service: () => createPromotionsService({ database, clock }),
    create: () =>
      createPromotionsService({ database, clock }).create({
        message: 'Holiday readings',
        startDate: now,
        endDate: later,
      }),
    createEnded: () =>
      createPromotionsService({ database, clock }).create({
        message: 'Last month',
        startDate: '2026-10-01T04:00:00.000Z',
        endDate: earlier,
      }),
    shownId: async () =>
      (await createPromotionsService({ database, clock }).active()).promotion?.id ?? null,
  },
  {
    noun: 'announcement',
    notFound: 'ANNOUNCEMENT_NOT_FOUND',
    service: () => createAnnouncementsService({ database, clock }),
    create: () =>
      createAnnouncementsService({ database, clock }).create({ message: 'Maintenance tonight' }),
    createEnded: () =>
      createAnnouncementsService({ database, clock }).create({
        message: 'Maintenance last month',
        endAt: earlier,
      }),
    shownId: async () =>
      (await createAnnouncementsService({ database, clock }).active()).announcement?.id ?? null,
  },
] as const;

describe.each(kinds)('a $noun, as a scheduled banner', (kind) => {
  it('is deactivated and activated again, and told when it already was so', async () => {
    const created = await kind.create();
    expect(await kind.shownId()).toBe(created.id);

    const off = await kind.service().setActive(created.id, false);
    expect(off).toEqual({ record: { ...created, isActive: false }, changed: true });
    expect(await kind.shownId()).toBeNull();
    expect(await kind.service().setActive(created.id, false)).toEqual({
      record: off.record,
      changed: false,
    });

    const on = await kind.service().setActive(created.id, true);
    expect(on).toEqual({ record: created, changed: true });
    expect(await kind.shownId()).toBe(created.id);
    expect(await kind.service().list()).toEqual([created]);
  });

  it('refuses an id that names none with its own code, and changes nothing', async () => {
    const created = await kind.create();
    const missing = '0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    for (const attempt of [
      kind.service().setActive(missing, false),
      kind.service().update(missing, { isActive: false }),
    ]) {
      await expect(attempt).rejects.toMatchObject({
        code: kind.notFound,
        message: `No ${kind.noun} has the id ${missing}.`,
      });
    }
    expect(await kind.service().list()).toEqual([created]);
  });

  it('is never created once its end has passed', async () => {
    await expect(kind.createEnded()).rejects.toMatchObject({
      code: 'CHANGE_REFUSED',
      message: `That ${kind.noun} ends before now, so it would never show: give it a later end.`,
    });
    expect(await kind.service().list()).toEqual([]);
  });
});

describe("the window's rules", () => {
  const kind = { aNoun: 'A promotion' };

  it('takes a window open on either side or both', () => {
    expect(() => checkWindow({ start: now, end: later }, kind)).not.toThrow();
    expect(() => checkWindow({ start: null, end: later }, kind)).not.toThrow();
    expect(() => checkWindow({ start: now, end: null }, kind)).not.toThrow();
    expect(() => checkWindow({ start: null, end: null }, kind)).not.toThrow();
  });

  it.each([
    [
      { start: '2026-11-21', end: later },
      'The start and the end must be instants (ISO-8601, UTC).',
    ],
    [{ start: null, end: 'tomorrow' }, 'The start and the end must be instants (ISO-8601, UTC).'],
    [{ start: later, end: now }, 'A promotion must end after it starts.'],
    [{ start: now, end: now }, 'A promotion must end after it starts.'],
  ])('refuses %j', (window, message) => {
    expect(() => checkWindow(window, kind)).toThrow(
      expect.objectContaining({ code: 'CHANGE_REFUSED', message }),
    );
  });
});
