// GET /api/advisors/:agentId/photo (docs/product.md §10.17): an uploaded photo under
// DATA_DIR/advisor-photos when the advisor has one, otherwise the illustrated portrait; a path
// can never reach outside that folder.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/support/test-app.ts';
import { copy } from '#shared/copy/catalogue.ts';
import {
  mountAdvisors,
  startWithDemoAdvisors,
  stopWithDemoAdvisors,
  type TemporaryDataDir,
  updateAdvisor,
} from '#tests/support/advisors.ts';
import { portraitFor } from './portraits/choose-portrait.ts';

let t: TestApp;
let data: TemporaryDataDir;

beforeEach(async () => {
  ({ t, data } = await startWithDemoAdvisors());
});
afterEach(() => stopWithDemoAdvisors(t, data));

const getPhoto = (agentId: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/advisors/${agentId}/photo`, headers });

// Enough of a PNG for a browser to recognise the type; the server only passes the bytes on.
const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function writeUnderData(relativePath: string, content: Buffer | string) {
  const file = join(data.dir, relativePath);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
  return file;
}

describe('the illustrated portrait', () => {
  it("is the advisor's portrait, as SVG cached by browsers for a day", async () => {
    const res = await getPhoto('4001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toBe(portraitFor('Celeste Moreau', 'female'));
  });

  it('follows the gender: a male advisor gets a portrait of the male set', async () => {
    const res = await getPhoto('4003');
    expect(res.body).toBe(portraitFor('Rafael Quintero', 'male'));
  });

  it('answers 304 without a body to a browser that has it', async () => {
    const first = await getPhoto('4001');
    const again = await getPhoto('4001', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('differs from one advisor to the next', async () => {
    const bodies = await Promise.all(
      ['4001', '4002', '4004', '4005'].map((agentId) => getPhoto(agentId)),
    );
    expect(new Set(bodies.map((res) => res.body)).size).toBe(4);
  });
});

describe('an uploaded photo', () => {
  it('wins over the portrait, with its own content type', async () => {
    writeUnderData('advisor-photos/celeste.png', pngBytes);
    await updateAdvisor(t, 4001, { photoPath: 'celeste.png' });
    const res = await getPhoto('4001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(pngBytes)).toBe(true);

    const again = await getPhoto('4001', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is named in the feed by an address that changes with each new photo', async () => {
    const feedPhotoUrl = async () => {
      t.clock.advance(60_000); // past the feed's short cache
      const feed = (await t.app.inject({ method: 'GET', url: '/api/advisors' })).json<
        { agentId: string; photoUrl: string }[]
      >();
      return feed.find((advisor) => advisor.agentId === '4001')?.photoUrl;
    };
    // The portrait: one address, as it changes only with the name.
    expect(await feedPhotoUrl()).toBe('/api/advisors/4001/photo');

    writeUnderData('advisor-photos/4001-a.png', pngBytes);
    await updateAdvisor(t, 4001, { photoPath: '4001-a.png' });
    const first = await feedPhotoUrl();
    expect(first).toMatch(/^\/api\/advisors\/4001\/photo\?v=[0-9a-f]{12}$/);
    // The browser's day-long copy of the first is not the second's.
    writeUnderData('advisor-photos/4001-b.png', pngBytes);
    await updateAdvisor(t, 4001, { photoPath: '4001-b.png' });
    const second = await feedPhotoUrl();
    expect(second).toMatch(/^\/api\/advisors\/4001\/photo\?v=[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    // Either address serves the photo as it is now.
    const res = await t.app.inject({ method: 'GET', url: second ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('answers HEAD with the headers and no body', async () => {
    writeUnderData('advisor-photos/celeste.png', pngBytes);
    await updateAdvisor(t, 4001, { photoPath: 'celeste.png' });
    const res = await t.app.inject({ method: 'HEAD', url: '/api/advisors/4001/photo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(pngBytes.length));
    expect(res.body).toBe('');
  });

  it('may sit in a subfolder', async () => {
    writeUnderData('advisor-photos/2026/celeste.jpg', pngBytes);
    await updateAdvisor(t, 4001, { photoPath: '2026/celeste.jpg' });
    const res = await getPhoto('4001');
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('falls back to the portrait when the file is missing', async () => {
    await updateAdvisor(t, 4001, { photoPath: 'gone.png' });
    const res = await getPhoto('4001');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(portraitFor('Celeste Moreau', 'female'));
  });
});

describe('paths that try to leave the photo folder', () => {
  it.each(['../secret.png', 'a/../../secret.png', '/var/lib/secret.png'])(
    'never serve a file outside it (%j): the portrait is shown instead, and the attempt logged',
    async (photoPath) => {
      writeUnderData('secret.png', 'not for visitors');
      mkdirSync(join(data.dir, 'advisor-photos'), { recursive: true });
      await updateAdvisor(t, 4001, { photoPath });
      const warnings: unknown[] = [];
      const mounted = await mountAdvisors(t, {
        dataDir: data.dir,
        logger: { warn: (details) => warnings.push(details), error: () => {} },
      });
      try {
        const res = await mounted.app.inject({ method: 'GET', url: '/api/advisors/4001/photo' });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('not for visitors');
        expect(res.body).toBe(portraitFor('Celeste Moreau', 'female'));
        expect(warnings).toEqual([expect.objectContaining({ reason: 'outside-folder' })]);
      } finally {
        await mounted.app.close();
      }
    },
  );

  it('never follow a symbolic link out of it', async () => {
    const secret = writeUnderData('secret.png', 'not for visitors');
    mkdirSync(join(data.dir, 'advisor-photos'), { recursive: true });
    symlinkSync(secret, join(data.dir, 'advisor-photos', 'link.png'));
    await updateAdvisor(t, 4001, { photoPath: 'link.png' });
    const res = await getPhoto('4001');
    expect(res.body).toBe(portraitFor('Celeste Moreau', 'female'));
  });

  it('serve only image types', async () => {
    writeUnderData('advisor-photos/page.html', '<script>alert(1)</script>');
    await updateAdvisor(t, 4001, { photoPath: 'page.html' });
    const res = await getPhoto('4001');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).not.toContain('<script>');
  });
});

describe('an advisor that does not exist', () => {
  it.each(['4999', 'abc', '04001', '0'])('answers %s with a JSON 404', async (agentId) => {
    const res = await getPhoto(agentId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: copy.errors.notFound } });
  });

  it('answers an advisor who is not listed with a JSON 404', async () => {
    await updateAdvisor(t, 4001, { isListed: false });
    expect((await getPhoto('4001')).statusCode).toBe(404);
  });
});
