// The advisors service's operations for operators (./operator.ts): a change is on the public
// feed at once in the same process, extensions and numbers stay unique under concurrent
// changes, stored files are checked by content and only files the service stored are removed.
// The commands' own tests (src/server/cli/commands/advisor.test.ts) cover each input's refusal.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdvisorFeedSchema } from '#shared/api/advisors.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  mountAdvisors,
  seedDemo,
  temporaryDataDir,
  type MountedAdvisors,
} from '#tests/support/advisors.ts';
import { matchesSignature } from './media-signature.ts';
import { checkedRanges } from './operator.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
    ),
  );

describe('a stored file must hold what its name says', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
    ['image/avif', bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiafMA1B')],
    ['audio/wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
  ])('recognises %s', (type, head) => {
    expect(matchesSignature(type, head)).toBe(true);
  });

  it.each([
    ['image/jpeg', bytes('<!doctype html>')],
    ['image/png', bytes([0xff, 0xd8, 0xff])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['image/avif', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['audio/wav', bytes('ID3')],
    ['image/svg+xml', bytes('<svg')],
  ])('refuses other content as %s', (type, head) => {
    expect(matchesSignature(type, head)).toBe(false);
  });
});

describe("a day's ranges", () => {
  it('are stored as typed, with varies spelled as the feed does', () => {
    expect(checkedRanges([{ from: ' 09:00', to: '13:00 ' }])).toEqual([
      { from: '09:00', to: '13:00' },
    ]);
    expect(checkedRanges([{ from: 'VARIES', to: 'varies' }])).toEqual([
      { from: 'Varies', to: 'Varies' },
    ]);
    expect(checkedRanges([])).toEqual([]);
  });

  it('may touch but not overlap', () => {
    expect(() =>
      checkedRanges([
        { from: '09:00', to: '13:00' },
        { from: '13:00', to: '17:00' },
      ]),
    ).not.toThrow();
    expect(() =>
      checkedRanges([
        { from: '09:00', to: '13:00' },
        { from: '12:59', to: '17:00' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'CHANGE_REFUSED' }));
  });
});

describe('the advisors service for operators', () => {
  let t: TestApp;
  let data: ReturnType<typeof temporaryDataDir>;
  let mounted: MountedAdvisors;

  beforeEach(async () => {
    data = temporaryDataDir();
    t = await createTestApp({ env: { DATA_DIR: data.dir } });
    await seedDemo(t);
    mounted = await mountAdvisors(t, { dataDir: data.dir });
  });
  afterEach(async () => {
    await mounted.app.close();
    await t.close();
    data.remove();
  });

  async function feed() {
    const res = await mounted.app.inject({ method: 'GET', url: '/api/advisors' });
    return AdvisorFeedSchema.parse(res.json());
  }

  it('puts every change on the feed at once, without waiting for the cache', async () => {
    expect((await feed())[0]?.agentName).toBe('Celeste Moreau');
    await mounted.service.editAdvisor(4001, { name: 'Céleste Moreau' });
    expect((await feed())[0]?.agentName).toBe('Céleste Moreau');
    await mounted.service.setSchedule(4001, [0], []);
    expect((await feed())[0]?.schedule.Sun).toBeUndefined();
    await mounted.service.addAdvisor({ extension: 4011, name: 'Iris', description: 'Tarot.' });
    expect((await feed()).map((record) => record.agentId)).toContain('4011');
  });

  it('gives an extension to one advisor only, whatever the timing', async () => {
    const attempts = await Promise.allSettled([
      mounted.service.addAdvisor({ extension: 4011, name: 'Iris', description: 'Tarot.' }),
      mounted.service.addAdvisor({ extension: 4011, name: 'Noah', description: 'Astrology.' }),
    ]);
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = attempts.find((attempt) => attempt.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'CHANGE_REFUSED' });
  });

  it('stores a photo under a fresh name, leaving no partial file, and never removes a file it did not store', async () => {
    const photos = join(data.dir, 'advisor-photos');
    mkdirSync(photos, { recursive: true });
    // A photo an operator placed by hand, as the README describes.
    writeFileSync(
      join(photos, 'celeste.png'),
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    await t.database.kysely
      .updateTable('advisors')
      .set({ photoPath: 'celeste.png' })
      .where('extension', '=', 4001)
      .execute();

    const source = join(data.dir, 'new.png');
    writeFileSync(source, bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'));
    const advisor = await mounted.service.setPhoto(4001, source);
    expect(advisor.photoPath).toMatch(/^4001-[0-9a-f-]{36}\.png$/);
    expect(readdirSync(photos).sort()).toEqual([advisor.photoPath, 'celeste.png'].sort());
    expect(existsSync(join(photos, 'celeste.png'))).toBe(true);
  });

  it('keeps numbers unique and answers the details of an advisor', async () => {
    await expect(mounted.service.setPhone(4001, '514-555-0142')).rejects.toThrow(
      "That number is already advisor 4002's (Marguerite Bélanger).",
    );
    const details = await mounted.service.setPhone(4001, '1 514 555 0199');
    expect(details).toMatchObject({ extension: 4001, phone: '5145550199', signedIn: true });
    expect(details.schedule).toHaveLength(14);
    expect(await mounted.service.details(4999)).toBeNull();
  });
});
