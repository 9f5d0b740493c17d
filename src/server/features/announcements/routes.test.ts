import { afterEach, describe, expect, it } from 'vitest';
import { ActiveAnnouncementResponseSchema } from '#shared/api/banners.ts';
import { newId } from '#server/db/ids.ts';
import type { NewPlatformAnnouncement } from '#server/db/tables/platform-announcements.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function addAnnouncement(app: TestApp, announcement: Partial<NewPlatformAnnouncement> = {}) {
  const row = {
    id: newId(),
    isActive: true,
    startAt: null,
    endAt: null,
    title: 'Scheduled maintenance',
    message: 'The site will be briefly unavailable tonight.\nYour minutes are safe.',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...announcement,
  } satisfies NewPlatformAnnouncement;
  await app.database.kysely.insertInto('platformAnnouncements').values(row).execute();
  return row;
}

async function activeAnnouncement(app: TestApp) {
  const res = await app.app.inject({ method: 'GET', url: '/api/announcements/active' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  return ActiveAnnouncementResponseSchema.parse(res.json()).announcement;
}

describe('GET /api/announcements/active', () => {
  it('answers the active announcement exactly, multi-line message and severity included', async () => {
    t = await createTestApp();
    const row = await addAnnouncement(t, {
      severity: 'warning',
      startAt: '2026-11-21T12:00:00.000Z',
      endAt: '2026-11-22T12:00:00.000Z',
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/announcements/active' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toEqual({
      announcement: {
        id: row.id,
        severity: 'warning',
        title: 'Scheduled maintenance',
        message: 'The site will be briefly unavailable tonight.\nYour minutes are safe.',
        startAt: '2026-11-21T12:00:00.000Z',
        endAt: '2026-11-22T12:00:00.000Z',
      },
    });
  });

  it('answers null when there is none', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/announcements/active' });
    expect(res.json()).toEqual({ announcement: null });
  });

  it('gives severity info when none was set, and a null title when there is none', async () => {
    t = await createTestApp();
    await addAnnouncement(t, { title: null });
    expect(await activeAnnouncement(t)).toMatchObject({ severity: 'info', title: null });
  });

  it.each(['info', 'warning', 'critical'] as const)('answers severity %s', async (severity) => {
    t = await createTestApp();
    await addAnnouncement(t, { severity });
    expect((await activeAnnouncement(t))?.severity).toBe(severity);
  });

  it('leaves out an inactive announcement', async () => {
    t = await createTestApp();
    await addAnnouncement(t, { isActive: false });
    expect(await activeAnnouncement(t)).toBeNull();
  });

  it('shows an announcement without dates at any time', async () => {
    t = await createTestApp();
    await addAnnouncement(t);
    expect(await activeAnnouncement(t)).toMatchObject({ startAt: null, endAt: null });
  });

  it('leaves out an announcement before its start, and shows it from its start', async () => {
    t = await createTestApp();
    await addAnnouncement(t, { startAt: '2026-11-21T15:00:01.000Z' });
    expect(await activeAnnouncement(t)).toBeNull();
    t.clock.advance(1_000);
    expect(await activeAnnouncement(t)).not.toBeNull();
  });

  it('shows an announcement up to its end, and not after', async () => {
    t = await createTestApp();
    await addAnnouncement(t, { endAt: '2026-11-21T15:00:01.000Z' });
    t.clock.advance(1_000);
    expect(await activeAnnouncement(t)).not.toBeNull();
    t.clock.advance(1);
    expect(await activeAnnouncement(t)).toBeNull();
  });

  it('applies a start without an end, and an end without a start', async () => {
    t = await createTestApp();
    await addAnnouncement(t, {
      message: 'Started, open-ended',
      startAt: '2026-11-21T16:00:00.000Z',
    });
    await addAnnouncement(t, { message: 'Ended', endAt: '2026-11-21T14:00:00.000Z' });
    expect(await activeAnnouncement(t)).toBeNull();

    t.clock.set('2026-12-25T00:00:00.000Z');
    expect(await activeAnnouncement(t)).toMatchObject({ message: 'Started, open-ended' });
  });

  it('answers the one that started last; one without a start counts as the oldest', async () => {
    t = await createTestApp();
    // Created last, but without a start: it loses to any dated one.
    await addAnnouncement(t, { message: 'Undated', createdAt: '2026-11-21T14:00:00.000Z' });
    await addAnnouncement(t, {
      message: 'Started yesterday',
      startAt: '2026-11-20T15:00:00.000Z',
      createdAt: '2026-11-19T12:00:00.000Z',
    });
    const latest = await addAnnouncement(t, {
      message: 'Started this morning',
      severity: 'critical',
      startAt: '2026-11-21T13:00:00.000Z',
      createdAt: '2026-11-18T12:00:00.000Z',
    });
    expect(await activeAnnouncement(t)).toMatchObject({
      id: latest.id,
      message: 'Started this morning',
      severity: 'critical',
    });

    await t.database.kysely
      .deleteFrom('platformAnnouncements')
      .where('id', '=', latest.id)
      .execute();
    expect(await activeAnnouncement(t)).toMatchObject({ message: 'Started yesterday' });

    await t.database.kysely
      .deleteFrom('platformAnnouncements')
      .where('message', '=', 'Started yesterday')
      .execute();
    expect(await activeAnnouncement(t)).toMatchObject({ message: 'Undated' });
  });
});
