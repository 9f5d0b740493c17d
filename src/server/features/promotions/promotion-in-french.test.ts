// Issue 10: the promotion banner on a French page. Operators write its message in English and in
// French; a French visitor gets the French, an English one the English, and a French visitor of a
// promotion whose French is not written yet gets none: French pages never show English
// (decision 039), while English pages still show it.
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import type { NewPromotion } from '#server/db/tables/promotions.ts';
import { LANGUAGE_COOKIE } from '#server/http/request-locale.ts';
import { ActivePromotionResponseSchema } from '#shared/api/banners.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The test clock starts at 2026-11-21T15:00:00.000Z.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
const english = 'Holiday readings: bonus minutes on every package!';
const inFrench = 'Consultations des Fêtes\u00a0: des minutes en prime avec chaque forfait!';

async function addPromotion(app: TestApp, messageFr: string | null) {
  const row: NewPromotion = {
    id: newId(),
    isActive: true,
    startDate: '2026-11-20T15:00:00.000Z',
    endDate: '2026-12-05T15:00:00.000Z',
    message: english,
    messageFr,
    linkUrl: '/pricing',
    backgroundColor: null,
    textColor: null,
    createdAt: '2026-11-20T12:00:00.000Z',
  };
  await app.database.kysely.insertInto('promotions').values(row).execute();
}

async function activePromotion(app: TestApp, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: 'GET', url: '/api/promotions/active', headers });
  expect(res.statusCode).toBe(200);
  // Shared caches keep the answer 30 s: one per language.
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  expect(res.headers.vary).toBe('Accept-Language, Cookie');
  return ActivePromotionResponseSchema.parse(res.json()).promotion;
}

describe('GET /api/promotions/active in each visitor’s language', () => {
  it('answers the French message to a French visitor and the English one to an English visitor', async () => {
    t = await createTestApp();
    await addPromotion(t, inFrench);

    const shownInFrench = await activePromotion(t, french);
    expect(shownInFrench?.message).toBe(inFrench);

    const shownInEnglish = await activePromotion(t);
    expect(shownInEnglish?.message).toBe(english);
  });

  it('follows the language the visitor chose over the browser’s', async () => {
    t = await createTestApp();
    await addPromotion(t, inFrench);
    const chosen = await activePromotion(t, {
      'accept-language': 'en',
      cookie: `${LANGUAGE_COOKIE}=fr-CA`,
    });
    expect(chosen?.message).toBe(inFrench);
  });

  it('answers no promotion to a French visitor while its French is not written, the English to others', async () => {
    t = await createTestApp();
    await addPromotion(t, null);

    expect(await activePromotion(t, french)).toBeNull();
    expect(await activePromotion(t, { cookie: `${LANGUAGE_COOKIE}=fr-CA` })).toBeNull();
    expect(await activePromotion(t)).toMatchObject({ message: english });
  });
});
