// A page's head written by the server (page-head.ts): the built title and description replaced,
// the canonical link added, texts escaped; and in the served page, a head that cannot be read
// leaves the built one, and a head is applied even when the page's data cannot be read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { withPageHead } from './page-head.ts';
import { registerWebApp } from './web-app.ts';

const built =
  '<!doctype html><html lang="en"><head><meta name="description" content="The site." /><title>The site</title></head><body><div id="root"></div></body></html>';

describe('withPageHead', () => {
  it('replaces the title and description and adds the canonical address', () => {
    const page = withPageHead(built, {
      title: 'Celeste | Brand',
      description: 'Tarot for $5 & more',
      canonical: 'https://example.test/advisors/4001',
    });
    expect(page).toContain('<title>Celeste | Brand</title>');
    expect(page).toContain('<meta name="description" content="Tarot for $5 &amp; more" />');
    expect(page).toContain('<link rel="canonical" href="https://example.test/advisors/4001" />');
    expect(page).not.toContain('The site');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes what it writes, and keeps the built description when it has none', () => {
    const page = withPageHead(built, { title: '</title><script>"x"</script>' });
    expect(page).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;&quot;x&quot;&lt;/script&gt;</title>',
    );
    expect(page).toContain('content="The site."');
    expect(page).not.toContain('rel="canonical"');
  });
});

describe('the head in the served page', () => {
  let webDir: string | undefined;
  afterEach(() => {
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  async function serve(options: Parameters<typeof registerWebApp>[2]) {
    webDir = mkdtempSync(join(tmpdir(), 'lumina-head-'));
    writeFileSync(join(webDir, 'index.html'), built);
    const app = Fastify({ logger: false });
    await registerWebApp(app, webDir, options);
    await app.ready();
    return app;
  }

  it('sends the built head when the page’s head cannot be read', async () => {
    const app = await serve({
      pageHead: () => Promise.reject(new Error('the database is down')),
    });
    const res = await app.inject({ method: 'GET', url: '/advisors/4001' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>The site</title>');
    await app.close();
  });

  it('applies a head, and its 404, even when the page’s data cannot be read', async () => {
    const app = await serve({
      pageData: () => Promise.reject(new Error('no data')),
      pageHead: (pathname) =>
        Promise.resolve(pathname === '/gone' ? { title: 'Not here', status: 404 } : undefined),
    });
    const gone = await app.inject({ method: 'GET', url: '/gone' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<title>Not here</title>');
    const other = await app.inject({ method: 'GET', url: '/pricing' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>The site</title>');
    await app.close();
  });
});
