// The page carries the data of its first paint (the active promotion), in the request's
// language, compressed as the browser accepts, and still loads when that data cannot be read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptSafeJson, withPageData } from './page-with-data.ts';
import { requestLocale } from './request-locale.ts';
import { registerWebApp } from './web-app.ts';

const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>T</title></head><body><div id="root"></div></body></html>`;

describe('data written into a page', () => {
  it('cannot end its script element, whatever its strings hold', () => {
    const json = scriptSafeJson({ message: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({
      message: '</script><script>alert(1)</script> & \u2028',
    });
  });

  it('goes in the head, before anything renders', () => {
    const html = withPageData(page('en'), { a: 1 });
    expect(html).toContain(
      '<script type="application/json" id="page-data">{"a":1}</script></head>',
    );
  });
});

describe('a page served with its data', () => {
  let webDir: string;
  let app: FastifyInstance;
  let failing = false;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'lumina-page-data-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), page('en'));
    writeFileSync(join(webDir, 'index.fr-CA.html'), page('fr-CA'));
    app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    await registerWebApp(app, webDir, {
      pageData: async (request) => {
        if (failing) throw new Error('database down');
        return { activePromotion: { promotion: { message: `in ${requestLocale(request)}` } } };
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/pricing', headers });
  const dataOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );

  it('carries the data in the request’s language, in that language’s page', async () => {
    const french = await get({ 'accept-language': 'fr-CA' });
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(dataOf(french.body)).toEqual({
      activePromotion: { promotion: { message: 'in fr-CA' } },
    });
    const english = await get({ 'accept-language': 'en' });
    expect(english.body).toContain('<html lang="en">');
    expect(dataOf(english.body)).toEqual({ activePromotion: { promotion: { message: 'in en' } } });
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers['vary']).toMatch(/accept-language/i);
  });

  it('is compressed as the browser accepts', async () => {
    const br = await get({ 'accept-language': 'en', 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(dataOf(brotliDecompressSync(br.rawPayload).toString())).not.toBeNull();
    const gzip = await get({ 'accept-language': 'en', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(dataOf(gunzipSync(gzip.rawPayload).toString())).not.toBeNull();
  });

  it('still loads, without data, when the data cannot be read', async () => {
    failing = true;
    try {
      const res = await get({ 'accept-language': 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(page('en'));
    } finally {
      failing = false;
    }
  });
});
