// The page carries the data of its first paint (the active promotion), in the request's
// language, compressed as the browser accepts, and still loads when that data cannot be read.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scriptSafeJson, withPageData } from './page-with-data.ts';
import { requestLocale } from './request-locale.ts';
import type { PageData } from '#shared/api/page-data.ts';
import { registerWebApp } from './web-app.ts';
import { consentMarkerScript } from '#shared/consent/consent-marker.ts';

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
        // Only the shape the page carries matters here, not a whole promotion.
        return {
          activePromotion: { promotion: { message: `in ${requestLocale(request)}` } },
        } as unknown as PageData;
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

describe('a page written with its shell', () => {
  const dataScript = '<script type="application/json" id="page-data">{"a":1}</script>';
  const markerScript = `<script>${consentMarkerScript}</script>`;

  it('holds the shell in #root, and the consent marker in the head before the data', () => {
    const html = withPageData(page('en'), { a: 1 }, '<header>Lumina</header>');
    expect(html).toContain('<div id="root"><header>Lumina</header></div>');
    expect(html).toContain(`<head><title>T</title>${markerScript}${dataScript}</head>`);
    expect(html.split(markerScript)).toHaveLength(2);
  });

  it('without a shell, has no marker and leaves #root empty', () => {
    const html = withPageData(page('en'), { a: 1 });
    expect(html).not.toContain(consentMarkerScript);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toBe(page('en').replace('</head>', `${dataScript}</head>`));
  });

  it('keeps a "$" in the shell as written, never as a replacement pattern', () => {
    const shell = "<p>$1.99 $& $' $` $$</p>";
    const html = withPageData(page('en'), { a: 1 }, shell);
    expect(html).toContain(`<div id="root">${shell}</div>`);
    expect(html.endsWith(`<div id="root">${shell}</div></body></html>`)).toBe(true);
  });
});

describe('a page served with its shell', () => {
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** The fake shell counts its renders here (it runs in this process). */
  const counters = globalThis as unknown as Record<string, number | undefined>;
  let counterCount = 0;

  /**
   * An app serving a build in <tmp>/web whose English shell module renders `<p>locale path n</p>`
   * (or throws, when `throws`), counting its renders under the returned name.
   */
  async function appWithShell(data: () => PageData, throws = false) {
    const counter = `__lumina_shell_renders_${process.pid}_${++counterCount}`;
    const base = mkdtempSync(join(tmpdir(), 'lumina-page-shell-'));
    dirs.push(base);
    const webDir = join(base, 'web');
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'index.html'), page('en'));
    writeFileSync(join(webDir, 'index.fr-CA.html'), page('fr-CA'));
    mkdirSync(join(base, 'web-shell', 'en'), { recursive: true });
    writeFileSync(
      join(base, 'web-shell', 'en', 'render-shell.js'),
      [
        'export function shellPath(p) { return p.replace(/\\/+$/, "") || "/"; }',
        'export function renderShell(locale, path, data) {',
        `  globalThis[${JSON.stringify(counter)}] = (globalThis[${JSON.stringify(counter)}] ?? 0) + 1;`,
        throws ? '  throw new Error("the shell broke");' : '',
        '  return `<p>${locale} ${path} ${data.n}</p>`;',
        '}',
      ].join('\n'),
    );
    const app = Fastify({ logger: false });
    apps.push(app);
    await app.register(fastifyCookie);
    await registerWebApp(app, webDir, { pageData: async () => data() });
    await app.ready();
    return { app, renders: () => counters[counter] ?? 0 };
  }

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1];

  it('holds the language’s shell for the page in #root, with the consent marker', async () => {
    const { app, renders } = await appWithShell(() => ({ n: 1 }) as unknown as PageData);
    const res = await get(app, '/pricing');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<p>en /pricing 1</p>');
    expect(res.body).toContain(`<head><title>T</title><script>${consentMarkerScript}</script>`);
    expect(renders()).toBe(1);
  });

  it('renders a shell once for the same data, and again when the data changes', async () => {
    let n = 1;
    const { app, renders } = await appWithShell(() => ({ n }) as unknown as PageData);
    const first = await get(app, '/pricing');
    const again = await get(app, '/pricing');
    expect(again.body).toBe(first.body);
    const compressed = await get(app, '/pricing', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    expect(renders()).toBe(1);

    n = 2;
    const changed = await get(app, '/pricing');
    expect(rootOf(changed.body)).toBe('<p>en /pricing 2</p>');
    expect(renders()).toBe(2);

    // Another address standing for the same shell path, with the same data, shares the page.
    const slash = await get(app, '/pricing/');
    expect(rootOf(slash.body)).toBe('<p>en /pricing 2</p>');
    expect(renders()).toBe(2);
  });

  it('sends a language without a shell its page as before, with the data', async () => {
    const { app, renders } = await appWithShell(() => ({ n: 1 }) as unknown as PageData);
    const res = await get(app, '/pricing', { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr-CA">');
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain(consentMarkerScript);
    expect(res.body).toContain('<script type="application/json" id="page-data">{"n":1}</script>');
    expect(renders()).toBe(0);
  });

  it('still sends the page, with an empty #root, when its shell fails to render', async () => {
    const { app, renders } = await appWithShell(() => ({ n: 1 }) as unknown as PageData, true);
    const res = await get(app, '/pricing');
    expect(renders()).toBe(1);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain(consentMarkerScript);
    expect(res.body).toContain('<script type="application/json" id="page-data">{"n":1}</script>');
  });
});
