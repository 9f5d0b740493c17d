// Serving the built web app: the compressed copies the build writes, robots.txt, and 404s for
// missing files. The fixture is a tiny build: src/web/public copied as Vite copies it, an
// index.html and one script, compressed by the very step `npm run build:web` runs.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWebBuild } from '../../../scripts/compress-web.ts';
import { registerWebApp } from './web-app.ts';

const indexHtml = `<!doctype html><html><head><title>${'Psychic readings '.repeat(20)}</title></head><body><div id="root"></div></body></html>`;
const frenchHtml = indexHtml.replace('<html>', '<html lang="fr-CA">');
const adminHtml = `<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow"><title>Back office</title></head><body><div id="root"></div></body></html>`;
const frenchAdminHtml = adminHtml.replace('lang="en"', 'lang="fr-CA"');
const advisorHtml = adminHtml.replace('Back office', 'Advisors');
const frenchAdvisorHtml = advisorHtml.replace('lang="en"', 'lang="fr-CA"');
const script = 'console.log("the app starts here");\n'.repeat(50);

let webDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'lumina-web-'));
  cpSync(join(import.meta.dirname, '../../web/public'), webDir, { recursive: true });
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  writeFileSync(join(webDir, 'index.fr-CA.html'), frenchHtml);
  writeFileSync(join(webDir, 'admin.html'), adminHtml);
  writeFileSync(join(webDir, 'admin.fr-CA.html'), frenchAdminHtml);
  writeFileSync(join(webDir, 'advisor.html'), advisorHtml);
  writeFileSync(join(webDir, 'advisor.fr-CA.html'), frenchAdvisorHtml);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), script);
  compressWebBuild(webDir);
  app = Fastify({ logger: false });
  // As in the app: the language cookie is read from parsed cookies.
  await app.register(fastifyCookie);
  await registerWebApp(app, webDir);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app is sent compressed to browsers that accept it', () => {
  it('sends Brotli when the browser accepts it, with the script type and cache of the file', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no compression is accepted, still varying on it', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('sends the page itself (the history fallback) compressed too, never cached', async () => {
    const res = await get('/pricing', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(frenchHtml);
    const plain = await get('/pricing');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(frenchHtml);
  });
});

describe('files that are not pages', () => {
  it('serves a robots.txt that lets search engines crawl every page', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Allow: \/$/m);
    expect(res.body).not.toMatch(/^Disallow: \/\S*/m);
  });

  it('answers a missing file with a 404, not with the page', async () => {
    for (const url of ['/favicon.ico', '/sitemap.xml', '/apple-touch-icon.png?v=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});

describe('each visitor gets the page of their language', () => {
  const page = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/pricing', headers });

  it('French for a French browser, and for one that prefers neither language', async () => {
    const browsers: Record<string, string>[] = [
      { 'accept-language': 'fr-CA,fr;q=0.9' },
      { 'accept-language': 'de' },
      {},
    ];
    for (const headers of browsers) {
      const res = await page(headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(frenchHtml);
      expect(res.headers['content-language']).toBe('fr-CA');
    }
  });

  it('English for an English browser, unless the visitor chose French with the switch', async () => {
    const english = await page({ 'accept-language': 'en-CA,en;q=0.9' });
    expect(english.body).toBe(indexHtml);
    expect(english.headers['content-language']).toBe('en');
    const chosen = await page({ 'accept-language': 'en-CA', cookie: 'lumina_lang=fr-CA' });
    expect(chosen.body).toBe(frenchHtml);
  });

  it('tells caches the page depends on the language and the choice', async () => {
    const res = await page({ 'accept-language': 'en' });
    expect(res.headers['vary']).toMatch(/accept-language/i);
    expect(res.headers['vary']).toMatch(/cookie/i);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the back office is a page of its own at /admin', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers /admin and every page under it with the back office, never the site', async () => {
    for (const url of ['/admin', '/admin/', '/admin/audit?page=2', '/admin/setup?token=abc']) {
      const res = await page(url, { 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(adminHtml);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('asks search engines not to index it', async () => {
    const res = await page('/admin/sign-in');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('is in the language of the request, like the site', async () => {
    const french = await page('/admin/audit', { 'accept-language': 'fr-CA' });
    expect(french.body).toBe(frenchAdminHtml);
    expect(french.headers['content-language']).toBe('fr-CA');
    const chosen = await page('/admin', { 'accept-language': 'fr-CA', cookie: 'lumina_lang=en' });
    expect(chosen.body).toBe(adminHtml);
    expect(chosen.headers['vary']).toMatch(/accept-language/i);
  });

  it('leaves other addresses to the site, and a missing file under it is a 404', async () => {
    const site = await page('/administration', { 'accept-language': 'en' });
    expect(site.body).toBe(indexHtml);
    const missing = await page('/admin/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('says so when the site is built but the back office is not', async () => {
    const partial = mkdtempSync(join(tmpdir(), 'lumina-web-'));
    writeFileSync(join(partial, 'index.html'), indexHtml);
    const siteOnly = Fastify({ logger: false });
    try {
      await siteOnly.register(fastifyCookie);
      await registerWebApp(siteOnly, partial);
      const res = await siteOnly.inject({ method: 'GET', url: '/admin' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/not built/);
    } finally {
      await siteOnly.close();
      rmSync(partial, { recursive: true, force: true });
    }
  });
});

describe('the advisors’ app is a page of its own at /advisor', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers /advisor and every page under it, in the request’s language, never indexed', async () => {
    for (const url of ['/advisor', '/advisor/', '/advisor/anything?x=1']) {
      const res = await page(url, { 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(advisorHtml);
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const french = await page('/advisor', { 'accept-language': 'fr-CA' });
    expect(french.body).toBe(frenchAdvisorHtml);
  });

  it('leaves the public /advisors addresses to the site, and a missing file under it is a 404', async () => {
    expect((await page('/advisors/4001', { 'accept-language': 'en' })).body).toBe(indexHtml);
    expect((await page('/advisor/missing.js')).statusCode).toBe(404);
  });
});
