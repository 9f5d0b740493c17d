// The announcements service's operations for operators (create, update, list, find by short id)
// and the rules a stored announcement keeps (./announcement-rules.ts). The commands' own tests
// (src/server/cli/commands/announcement.test.ts) follow the effects to the site's API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { checkedAnnouncement, type AnnouncementFields } from './announcement-rules.ts';
import { createAnnouncementsService } from './service.ts';

const fields: AnnouncementFields = {
  severity: 'warning',
  title: '  Maintenance  ',
  message: '\nLine closed from 2 to 3 AM.\nYour minutes are safe.\n',
  titleFr: ' Entretien ',
  messageFr: ' Ligne fermée de 2 h à 3 h.\nVos minutes sont en sécurité. ',
  startAt: null,
  endAt: null,
  isActive: true,
};

describe('the rules of a stored announcement', () => {
  it('trims the texts, keeps inner line breaks, and stores an empty title as none', () => {
    expect(checkedAnnouncement(fields)).toEqual({
      ...fields,
      title: 'Maintenance',
      message: 'Line closed from 2 to 3 AM.\nYour minutes are safe.',
      titleFr: 'Entretien',
      messageFr: 'Ligne fermée de 2 h à 3 h.\nVos minutes sont en sécurité.',
    });
    expect(checkedAnnouncement({ ...fields, title: '   ' }).title).toBeNull();
    // An empty French text is one not written yet: the English then shows on French pages.
    expect(checkedAnnouncement({ ...fields, titleFr: ' ', messageFr: ' \n ' })).toMatchObject({
      titleFr: null,
      messageFr: null,
    });
  });

  it.each([
    [
      { severity: 'urgent' as never },
      'The severity "urgent" is not one of info, warning, critical.',
    ],
    [{ message: ' \n ' }, 'The message is empty'],
    [
      { startAt: '2026-11-22T00:00:00.000Z', endAt: '2026-11-21T00:00:00.000Z' },
      'must end after it starts',
    ],
    [{ endAt: 'tomorrow' }, 'must be instants'],
    [{ messageFr: 'x'.repeat(2001) }, 'The French message has 2001 characters'],
    [{ titleFr: 'x'.repeat(121) }, 'The French title has 121 characters'],
  ])('refuses %j', (change, message) => {
    expect(() => checkedAnnouncement({ ...fields, ...change })).toThrow(message);
  });
});

describe('the announcements service for operators', () => {
  let database: Database;
  const clock = createFakeClock('2026-11-21T15:00:00.000Z');
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('creates an active info announcement starting now unless told, shown at once', async () => {
    const announcements = createAnnouncementsService({ database, clock });
    const created = await announcements.create({ message: 'Hello', title: undefined });
    expect(created).toMatchObject({
      severity: 'info',
      title: null,
      titleFr: null,
      messageFr: null,
      startAt: '2026-11-21T15:00:00.000Z',
      endAt: null,
      isActive: true,
    });
    expect((await announcements.active()).announcement?.id).toBe(created.id);
    // Without a start it is allowed too (it then ranks after every dated one).
    const undated = await announcements.create({ message: 'Always', startAt: null });
    expect(undated.startAt).toBeNull();
    expect(await announcements.list()).toEqual([undated, created]);
  });

  it('updates only what it is given, keeps the rules, and knows its ids', async () => {
    const announcements = createAnnouncementsService({ database, clock });
    const created = await announcements.create({ message: 'Hello' });
    expect(await announcements.update(created.id, { severity: 'critical' })).toEqual({
      ...created,
      severity: 'critical',
    });
    await expect(
      announcements.update(created.id, { endAt: '2026-11-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ code: 'CHANGE_REFUSED' });
    await expect(announcements.update('missing', { isActive: false })).rejects.toMatchObject({
      code: 'ANNOUNCEMENT_NOT_FOUND',
    });
    expect(await announcements.findByShortId(created.id.slice(-12))).toHaveLength(1);
    expect(await announcements.findByShortId('%%%%%%%%')).toEqual([]);
  });
});
