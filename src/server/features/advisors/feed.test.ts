// GET /api/advisors (docs/contracts.md "Advisor feed"): the original feed's shape on the demo data,
// busy advisors and their remaining minutes (docs/product.md §10.20), and the short cache with its
// ETag that keeps polling cheap.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdvisorFeedSchema, scheduleDays, type AdvisorRecord } from '#shared/api/advisors.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  answerCall,
  mountAdvisors,
  openCall,
  seedDemo,
  temporaryDataDir,
  updateAdvisor,
  type MountedAdvisors,
} from '#tests/support/advisors.ts';
import { feedCacheTtlMs } from './service.ts';

let t: TestApp;
let data: ReturnType<typeof temporaryDataDir>;
let advisors: MountedAdvisors;

beforeEach(async () => {
  data = temporaryDataDir();
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  await seedDemo(t);
  advisors = await mountAdvisors(t, { dataDir: data.dir });
});
afterEach(async () => {
  await advisors.app.close();
  await t.close();
  data.remove();
});

async function getFeed(headers: Record<string, string> = {}) {
  return advisors.app.inject({ method: 'GET', url: '/api/advisors', headers });
}

async function feed(): Promise<AdvisorRecord[]> {
  const res = await getFeed();
  expect(res.statusCode).toBe(200);
  return AdvisorFeedSchema.parse(res.json());
}

async function record(agentId: string): Promise<AdvisorRecord> {
  const found = (await feed()).find((advisor) => advisor.agentId === agentId);
  if (!found) throw new Error(`advisor ${agentId} is not in the feed`);
  return found;
}

/** Lets the feed's short cache run out, as the next poll 15 s later would. */
const afterCachePeriod = () => t.clock.advance(feedCacheTtlMs);

describe('GET /api/advisors on the demo data', () => {
  it('is served by the app itself, as JSON that revalidates on every poll', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/advisors' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(AdvisorFeedSchema.parse(res.json())).toHaveLength(10);
  });

  it('lists the listed advisors by extension, agentId being the extension as a string', async () => {
    const list = await feed();
    expect(list.map((advisor) => advisor.agentId)).toEqual([
      '4001',
      '4002',
      '4003',
      '4004',
      '4005',
      '4006',
      '4007',
      '4008',
      '4009',
      '4010',
    ]);
  });

  it('gives 4001 signed in and waiting, with every field of the original feed', async () => {
    const morningAndEvening = [
      { from: '09:00', to: '13:00' },
      { from: '17:00', to: '23:00' },
    ];
    expect(await record('4001')).toEqual({
      agentId: '4001',
      agentName: 'Celeste Moreau',
      availTime: 0,
      availTimeStr: 'Mornings and evenings',
      bridged: 'N',
      descr: expect.stringMatching(/^Celeste has read the tarot for more than twenty-five years/),
      isICCall: 'N',
      onACall: 'N',
      schedule: {
        Sun: morningAndEvening,
        Mon: morningAndEvening,
        Tues: morningAndEvening,
        Wed: morningAndEvening,
        Thu: morningAndEvening,
        Fri: morningAndEvening,
        Sat: morningAndEvening,
      },
      signedIn: 'Y',
      status: 'waiting',
      photoUrl: '/api/advisors/4001/photo',
      // Added to the original's fields (docs/decisions/051).
      specialties: ['tarot', 'clairvoyance', 'love'],
      languages: ['fr', 'en'],
      // Added by the reviews (docs/decisions/053): no review yet.
      rating: null,
      reviewCount: 0,
    });
  });

  it('gives an advisor who is not signed in as offline', async () => {
    const rafael = await record('4003');
    expect(rafael).toMatchObject({ signedIn: 'N', onACall: 'N', status: 'offline', availTime: 0 });
  });

  it("keys the schedule Sun to Sat as the original did ('Tues'), morning range first, 'Varies' kept", async () => {
    const isadora = await record('4009');
    expect(Object.keys(isadora.schedule)).toEqual([...scheduleDays]);
    expect(isadora.schedule.Sun).toEqual([
      { from: '09:00', to: '13:00' },
      { from: '17:00', to: '21:00' },
    ]);
    expect(isadora.schedule.Fri).toEqual([{ from: 'Varies', to: 'Varies' }]);
    expect(isadora.availTimeStr).toBe('Sunday to Thursday; Friday and Saturday vary');
  });

  it('leaves out a day without any range, and an advisor who is not listed', async () => {
    const db = t.database.kysely;
    const celeste = await db
      .selectFrom('advisors')
      .select('id')
      .where('extension', '=', 4001)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('advisorScheduleSlots')
      .where('advisorId', '=', celeste.id)
      .where('dayOfWeek', '=', 2)
      .execute();
    await updateAdvisor(t, 4010, { isListed: false });
    afterCachePeriod();

    const list = await feed();
    expect(list.map((advisor) => advisor.agentId)).not.toContain('4010');
    expect(Object.keys(list[0]?.schedule ?? {})).toEqual([
      'Sun',
      'Mon',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });

  it('says Y for isICCall when the row says so', async () => {
    await updateAdvisor(t, 4002, { isIcCall: true });
    afterCachePeriod();
    expect((await record('4002')).isICCall).toBe('Y');
  });
});

describe('a busy advisor', () => {
  it('is on a call and busy while a call is dialing, with the minutes left rounded up', async () => {
    // 30 prepaid minutes, ringing for 90 s: 28.5 minutes left, shown as 29.
    await openCall(t, 4004, { reservedMinutes: 30, dialedSecondsAgo: 90 });
    expect(await record('4004')).toMatchObject({
      signedIn: 'Y',
      onACall: 'Y',
      bridged: 'N',
      status: 'busy',
      availTime: 29,
    });
  });

  it('is bridged once the call is answered, the limit then running from the answer', async () => {
    const callId = await openCall(t, 4004, { reservedMinutes: 30, dialedSecondsAgo: 90 });
    await answerCall(t, callId, 20);
    afterCachePeriod();
    // Answered 22 s ago: 29 min 38 s left, shown as 30.
    expect(await record('4004')).toMatchObject({ onACall: 'Y', bridged: 'Y', availTime: 30 });
  });

  it('shows a whole minute as that minute, and never less than 0 once the time is up', async () => {
    await openCall(t, 4004, { reservedMinutes: 10, dialedSecondsAgo: 0, answeredSecondsAgo: 0 });
    t.clock.advance(9 * 60_000);
    expect((await record('4004')).availTime).toBe(1);
    t.clock.advance(2 * 60_000);
    expect(await record('4004')).toMatchObject({ status: 'busy', availTime: 0 });
  });

  it('has no remaining time when the call is over', async () => {
    const callId = await openCall(t, 4004, { reservedMinutes: 30, dialedSecondsAgo: 90 });
    await t.database.kysely
      .updateTable('calls')
      .set({ status: 'completed' })
      .where('id', '=', callId)
      .execute();
    expect(await record('4004')).toMatchObject({ onACall: 'N', status: 'waiting', availTime: 0 });
  });
});

describe('the feed to a browser', () => {
  it('comes compressed as the browser accepts, the same feed, each encoding with its own ETag', async () => {
    const plain = await getFeed();
    const br = await getFeed({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await getFeed({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const again = await getFeed({
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('comes as it is when the browser refuses every encoding it names', async () => {
    const res = await getFeed({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(AdvisorFeedSchema.parse(res.json())).toHaveLength(10);
  });
});

describe('the feed under polling', () => {
  it('answers a poll that already has the current feed with 304, no body and no database query', async () => {
    const first = await getFeed();
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const queriesBefore = advisors.queries();
    const again = await getFeed({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(advisors.queries()).toBe(queriesBefore);
  });

  it('builds the feed at most once per cache period, however many visitors poll', async () => {
    await Promise.all(Array.from({ length: 20 }, () => getFeed()));
    const afterFirstBuild = advisors.queries();
    expect(afterFirstBuild).toBeGreaterThan(0);
    await Promise.all(Array.from({ length: 20 }, () => getFeed()));
    expect(advisors.queries()).toBe(afterFirstBuild);
  });

  it('answers a stale ETag with the full feed and a new ETag', async () => {
    const first = await getFeed();
    await updateAdvisor(t, 4003, { signedIn: true });
    afterCachePeriod();
    const res = await getFeed({ 'if-none-match': String(first.headers.etag) });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(first.headers.etag);
    expect(AdvisorFeedSchema.parse(res.json()).find((a) => a.agentId === '4003')?.status).toBe(
      'waiting',
    );
  });

  it('shows a change made outside this process once the cache period is over', async () => {
    expect((await record('4001')).signedIn).toBe('Y');
    await updateAdvisor(t, 4001, { signedIn: false });
    expect((await record('4001')).signedIn).toBe('Y');
    afterCachePeriod();
    expect((await record('4001')).signedIn).toBe('N');
  });

  it('shows a presence change made through the service at once, without waiting for the cache', async () => {
    const before = await getFeed();
    await advisors.service.setSignedIn(4001, false);

    const res = await getFeed({ 'if-none-match': String(before.headers.etag) });
    expect(res.statusCode).toBe(200);
    const celeste = AdvisorFeedSchema.parse(res.json()).find((a) => a.agentId === '4001');
    expect(celeste).toMatchObject({ signedIn: 'N', status: 'offline' });

    await advisors.service.setSignedIn(4003, true);
    expect((await record('4003')).status).toBe('waiting');
  });
});
