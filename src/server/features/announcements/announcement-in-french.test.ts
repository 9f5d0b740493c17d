// Issue 10: the platform announcement on a French page. Operators write its title and message in
// English and in French; a French visitor gets the French version once it is complete, otherwise
// none at all: French pages never show an English announcement (decision 039), nor one half in
// each language, while English pages still show it.
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import type { NewPlatformAnnouncement } from '#server/db/tables/platform-announcements.ts';
import { ActiveAnnouncementResponseSchema } from '#shared/api/banners.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
const english = {
  title: 'Scheduled maintenance',
  message: 'The line closes tonight.\nYour minutes are safe.',
};
const inFrench = {
  titleFr: 'Entretien prévu',
  messageFr: 'La ligne ferme ce soir.\nVos minutes sont en sécurité.',
};

async function addAnnouncement(app: TestApp, texts: Partial<NewPlatformAnnouncement>) {
  const row = {
    id: newId(),
    isActive: true,
    startAt: null,
    endAt: null,
    ...english,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...texts,
  } satisfies NewPlatformAnnouncement;
  await app.database.kysely.insertInto('platformAnnouncements').values(row).execute();
}

async function activeAnnouncement(app: TestApp, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url: '/api/announcements/active', headers });
  expect(res.statusCode).toBe(200);
  // Shared caches keep the answer 30 s: one per language.
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.headers.vary).toBe('Accept-Language, Cookie');
  return ActiveAnnouncementResponseSchema.parse(res.json()).announcement;
}

describe('GET /api/announcements/active in each visitor’s language', () => {
  it('answers the French title and message to a French visitor, the English to an English one', async () => {
    t = await createTestApp();
    await addAnnouncement(t, inFrench);

    const shownInFrench = await activeAnnouncement(t, french);
    expect(shownInFrench).toMatchObject({ title: inFrench.titleFr, message: inFrench.messageFr });

    const shownInEnglish = await activeAnnouncement(t);
    expect(shownInEnglish).toMatchObject(english);
  });

  it('answers no announcement to a French visitor while no French is written, the English to others', async () => {
    t = await createTestApp();
    await addAnnouncement(t, {});
    expect(await activeAnnouncement(t, french)).toBeNull();
    expect(await activeAnnouncement(t)).toMatchObject(english);
  });

  it('answers none to a French visitor when the French lacks the title the English has', async () => {
    t = await createTestApp();
    await addAnnouncement(t, { messageFr: inFrench.messageFr });
    expect(await activeAnnouncement(t, french)).toBeNull();
    expect(await activeAnnouncement(t)).toMatchObject(english);
  });

  it('answers a French message without a title when neither language has one', async () => {
    t = await createTestApp();
    await addAnnouncement(t, { title: null, messageFr: inFrench.messageFr });
    const shown = await activeAnnouncement(t, french);
    expect(shown).toMatchObject({ title: null, message: inFrench.messageFr });
  });
});
