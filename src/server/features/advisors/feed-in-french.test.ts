// Issue 10: GET /api/advisors in each visitor's language. A French visitor gets the advisors'
// French texts, an English one the English; each language is its own cached body with its own
// ETag, and shared caches keep one per language (Vary). A text not written in French yet comes in
// English, marked so the page can put lang="en" on it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { LANGUAGE_COOKIE } from '#server/http/request-locale.ts';
import { AdvisorFeedSchema, type AdvisorRecord } from '#shared/api/advisors.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import type { TestApp } from '#tests/support/test-app.ts';
import {
  mountAdvisors,
  startWithDemoAdvisors,
  stopWithDemoAdvisors,
  type TemporaryDataDir,
  updateAdvisor,
} from '#tests/support/advisors.ts';
import { feedCacheTtlMs } from './service.ts';

let t: TestApp;
let data: TemporaryDataDir;

beforeEach(async () => {
  ({ t, data } = await startWithDemoAdvisors());
});
afterEach(() => stopWithDemoAdvisors(t, data));

const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };

function seeded(extension: number) {
  const advisor = seedAdvisors.find((a) => a.extension === extension);
  if (!advisor) throw new Error(`the demo data has no ${extension}`);
  return advisor;
}

const getFeed = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/advisors', headers });

async function feed(headers: Record<string, string> = {}): Promise<AdvisorRecord[]> {
  const res = await getFeed(headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
  return AdvisorFeedSchema.parse(res.json());
}

const byId = (records: AdvisorRecord[], agentId: string) =>
  records.find((record) => record.agentId === agentId);

describe('the advisor feed in each visitor’s language', () => {
  it('gives a French visitor every demo advisor’s French texts, with nothing marked English', async () => {
    const records = await feed(french);
    expect(records).toHaveLength(seedAdvisors.length);
    for (const advisor of seedAdvisors) {
      const record = byId(records, String(advisor.extension));
      expect(record?.descr).toBe(advisor.descriptionFr);
      expect(record?.availTimeStr).toBe(advisor.availTimeStrFr);
      expect(record).not.toHaveProperty('descrLang');
      expect(record).not.toHaveProperty('availTimeStrLang');
    }
  });

  it('gives an English visitor the English texts, unmarked', async () => {
    const celeste = byId(await feed(), '4001');
    expect(celeste).toMatchObject({
      descr: seeded(4001).description,
      availTimeStr: 'Mornings and evenings',
    });
    expect(celeste).not.toHaveProperty('descrLang');
  });

  it('follows the language the visitor chose over the browser’s', async () => {
    const chosen = await feed({ 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=fr-CA` });
    expect(byId(chosen, '4001')?.descr).toBe(seeded(4001).descriptionFr);
  });

  it('answers the feed of each language with its own ETag, and 304 only to the same language', async () => {
    const inFrench = await getFeed(french);
    const inEnglish = await getFeed();
    const frenchTag = String(inFrench.headers.etag);
    expect(frenchTag).not.toBe(inEnglish.headers.etag);

    expect((await getFeed({ ...french, 'if-none-match': frenchTag })).statusCode).toBe(304);
    const englishWithFrenchTag = await getFeed({ 'if-none-match': frenchTag });
    expect(englishWithFrenchTag.statusCode).toBe(200);
    expect(englishWithFrenchTag.headers.etag).toBe(inEnglish.headers.etag);
  });

  it('gives the English texts marked lang "en" to a French visitor while they have no French', async () => {
    await updateAdvisor(t, 4001, { descriptionFr: null, availTimeStrFr: null });
    t.clock.advance(feedCacheTtlMs);

    expect(byId(await feed(french), '4001')).toMatchObject({
      descr: seeded(4001).description,
      descrLang: 'en',
      availTimeStr: 'Mornings and evenings',
      availTimeStrLang: 'en',
    });
    // An English visitor reads them in their own language: nothing to mark.
    const inEnglish = byId(await feed(), '4001');
    expect(inEnglish).not.toHaveProperty('descrLang');
    expect(inEnglish).not.toHaveProperty('availTimeStrLang');
  });

  it('marks only the text that lacks French', async () => {
    await updateAdvisor(t, 4003, { availTimeStrFr: null });
    t.clock.advance(feedCacheTtlMs);
    const rafael = byId(await feed(french), '4003');
    expect(rafael).toMatchObject({ descr: seeded(4003).descriptionFr, availTimeStrLang: 'en' });
    expect(rafael).not.toHaveProperty('descrLang');
  });

  it('words the placeholder availability "Varies" from the catalogue when no French is written', async () => {
    await updateAdvisor(t, 4002, { availTimeStrFr: null });
    t.clock.advance(feedCacheTtlMs);
    const marguerite = byId(await feed(french), '4002');
    expect(marguerite?.availTimeStr).toBe(copyFor('fr-CA').advisors.varies);
    expect(marguerite).not.toHaveProperty('availTimeStrLang');
    expect(byId(await feed(), '4002')?.availTimeStr).toBe('Varies');
  });
});

describe('both languages’ cached feeds', () => {
  it('show a change made through the service at once, in both languages', async () => {
    const advisors = await mountAdvisors(t, { dataDir: data.dir });
    try {
      const board = async (headers: Record<string, string>) => {
        const res = await advisors.app.inject({ method: 'GET', url: '/api/advisors', headers });
        return byId(AdvisorFeedSchema.parse(res.json()), '4001');
      };
      expect((await board(french))?.status).toBe('waiting');
      expect((await board({}))?.status).toBe('waiting');

      await advisors.service.editAdvisor(4001, { descriptionFr: 'Nouvelle description.' });
      await advisors.service.setSignedIn(4001, false);
      expect(await board(french)).toMatchObject({
        descr: 'Nouvelle description.',
        status: 'offline',
      });
      expect(await board({})).toMatchObject({
        descr: seeded(4001).description,
        status: 'offline',
      });
    } finally {
      await advisors.app.close();
    }
  });
});
