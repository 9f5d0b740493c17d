// Issue 22 item 7: an advisor's public profile page, /advisors/<extension>, as the server sends
// it: its title and description name the advisor and what they read, in the page's language, in
// the HTML itself (search engines read it without running the app), with its canonical address;
// an extension nobody has, or an unlisted advisor's, is a 404 with the site's page.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { descriptionSummary as summary } from '#shared/advisors/description-summary.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { contentCopyFor } from '#shared/copy/content-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  seedDemo,
  temporaryDataDir,
  updateAdvisor,
  type TemporaryDataDir,
} from '#tests/support/advisors.ts';

// The site's page as built (its head is what a profile's replaces), in both languages.
const builtPage = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

let t: TestApp;
let data: TemporaryDataDir;
let webDir: string;

beforeEach(async () => {
  data = temporaryDataDir();
  webDir = mkdtempSync(join(tmpdir(), 'lumina-profile-web-'));
  writeFileSync(join(webDir, 'index.html'), builtPage);
  writeFileSync(join(webDir, 'index.fr-CA.html'), builtPage.replace('lang="en"', 'lang="fr-CA"'));
  t = await createTestApp({ env: { DATA_DIR: data.dir, WEB_DIR: webDir } });
  await seedDemo(t);
});
afterEach(async () => {
  await t.close();
  data.remove();
  rmSync(webDir, { recursive: true, force: true });
});

const french = { 'accept-language': 'fr-CA,fr;q=0.9' };

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const unescape = (text: string | undefined) =>
  text
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head as a crawler reads it from the HTML sent (no script run). */
function head(html: string) {
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: unescape(/<meta name="description"\s+content="([^"]*)"/.exec(html)?.[1]),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]),
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
  };
}

function seeded(extension: number) {
  const advisor = seedAdvisors.find((a) => a.extension === extension);
  if (!advisor) throw new Error(`the demo data has no ${extension}`);
  return advisor;
}

const brand = () => t.config.brandName;

describe('an advisor’s profile page as the server sends it', () => {
  it('names the advisor and what they read in the English page’s title and description', async () => {
    const celeste = seeded(4001);
    const res = await page('/advisors/4001');
    expect(res.statusCode).toBe(200);
    const t_ = contentCopyFor('en').advisorProfile;
    const shown = head(res.body);
    expect(shown.lang).toBe('en');
    expect(shown.title).toBe(copyFor('en').pages.documentTitle(t_.title(celeste.name), brand()));
    expect(shown.description).toBe(t_.description(celeste.name, summary(celeste.description)));
    expect(shown.description).toContain('tarot');
    expect(shown.canonical).toBe(`${t.config.publicUrl}/advisors/4001`);
    // The page is still the app's, with its data for the first paint.
    expect(res.body).toContain('id="page-data"');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('says it in French on the French page, from the advisor’s French description', async () => {
    const celeste = seeded(4001);
    const res = await page('/advisors/4001', french);
    expect(res.statusCode).toBe(200);
    const t_ = contentCopyFor('fr-CA').advisorProfile;
    const shown = head(res.body);
    expect(shown.lang).toBe('fr-CA');
    expect(shown.title).toBe(copyFor('fr-CA').pages.documentTitle(t_.title(celeste.name), brand()));
    expect(shown.description).toBe(t_.description(celeste.name, summary(celeste.descriptionFr)));
    expect(shown.description).toContain('cartes');
  });

  it('keeps a description short enough for a search result, cut at a word', () => {
    const cut = summary(seeded(4001).description);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith('…')).toBe(true);
    expect(seeded(4001).description.startsWith(cut.slice(0, -1))).toBe(true);
    expect(summary('Short and sweet.')).toBe('Short and sweet.');
  });

  it('escapes what an operator wrote, so a name cannot break out of the head', async () => {
    await updateAdvisor(t, 4002, { name: 'Marguerite "<script>" & Co' });
    const res = await page('/advisors/4002');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"<script>"');
    expect(head(res.body).title).toContain('Marguerite "<script>" & Co');
  });

  it('answers 404 with the site’s page for an extension nobody has', async () => {
    for (const url of ['/advisors/9999', '/advisors/04001']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(head(res.body).title).toBe(
        copyFor('en').pages.documentTitle(copyFor('en').pages.titles.notFound, brand()),
      );
      expect(head(res.body).canonical).toBeUndefined();
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 for an unlisted advisor, who is on no public page', async () => {
    await updateAdvisor(t, 4003, { isListed: false });
    const res = await page('/advisors/4003', french);
    expect(res.statusCode).toBe(404);
    expect(head(res.body).title).toBe(
      copyFor('fr-CA').pages.documentTitle(copyFor('fr-CA').pages.titles.notFound, brand()),
    );
    expect(res.body).not.toContain(seeded(4003).name);

    // Listed again, the same address is their page at once.
    await updateAdvisor(t, 4003, { isListed: true });
    const listed = await page('/advisors/4003', french);
    expect(listed.statusCode).toBe(200);
    expect(head(listed.body).title).toContain(seeded(4003).name);
  });

  it('still gives a whole sentence as the description of an advisor whose description is empty', async () => {
    await updateAdvisor(t, 4002, { description: '', descriptionFr: null });
    for (const [language, headers] of [
      ['en', {}],
      ['fr-CA', french],
    ] as const) {
      const res = await page('/advisors/4002', headers);
      expect(res.statusCode).toBe(200);
      const name = seeded(4002).name;
      expect(head(res.body).description).toBe(
        contentCopyFor(language).advisorProfile.description(name, ''),
      );
      expect(head(res.body).description).toMatch(/\.$/);
    }
  });

  it('leaves the other pages their built head', async () => {
    const res = await page('/pricing');
    expect(res.statusCode).toBe(200);
    expect(head(res.body).title).toBe(copyFor('en').pages.titles.home);
    expect(head(res.body).canonical).toBeUndefined();
  });
});
