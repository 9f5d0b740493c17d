// "No English text left on any French page" , checked on the rendered page: every
// English text of the catalogues that the French catalogue words differently must be absent from
// what a French visitor reads or hears (text, labels, placeholders, alternative texts). Parts
// marked lang="en" (the switch's "English") are English on purpose and left out. The demo
// advisors' English descriptions and availability count too: their French is in the demo data.
import { expect, type Page } from '@playwright/test';
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { contentCopyFor } from '#shared/copy/content-catalogue.ts';

/** Every text of a catalogue by path; placeholder functions are called with sample values. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    // A text that needs more than these samples (the business's address in parts) is left out.
    let value: unknown;
    try {
      value = (node as (...args: unknown[]) => unknown)(3, 'X');
    } catch {
      return [];
    }
    return typeof value === 'string' ? [[path, value]] : [];
  }
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    texts(value, path ? `${path}.${key}` : key),
  );
}

/** Texts of two or more words that French replaces: unmistakably English when found. */
function englishOnlyTexts(): string[] {
  const pairs: [unknown, unknown][] = [
    [copyFor('en'), copyFor('fr-CA')],
    [accountCopyFor('en'), accountCopyFor('fr-CA')],
    [contentCopyFor('en'), contentCopyFor('fr-CA')],
  ];
  const advisorTexts = seedAdvisors.flatMap((advisor): [string, string][] => [
    [advisor.description, advisor.descriptionFr],
    [advisor.availTimeStr, advisor.availTimeStrFr],
  ]);
  const found = new Set<string>();
  // The page's wording is read with every space made plain (below), so a text French writes
  // with a no-break space ("3 minutes", « 3\u00a0minutes ») is the same text, not English.
  const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
  const add = (text: string, frenchText: string | undefined) => {
    const words = text.trim().split(/\s+/);
    const differs = frenchText === undefined || plain(frenchText) !== plain(text);
    if (words.length >= 2 && text.length >= 8 && differs) found.add(text.trim());
  };
  for (const [en, fr] of pairs) {
    const french = new Map(texts(fr));
    for (const [path, text] of texts(en)) add(text, french.get(path));
  }
  for (const [text, frenchText] of advisorTexts) add(text, frenchText);
  return [...found];
}

const english = englishOnlyTexts();

/** What the page says, outside lang="en" parts: text, and the names and hints of its controls. */
async function pageWording(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll('[lang^="en"], script, style, noscript')) {
      element.remove();
    }
    const parts = [body.innerText || body.textContent || ''];
    for (const element of body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    parts.push(document.title);
    return parts.join('\n').replace(/\s+/g, ' ');
  });
}

/** Fails with the English texts still on the page, if any. */
export async function expectNoEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const wording = await pageWording(page);
  const left = english.filter((text) => wording.includes(text.replace(/\s+/g, ' ')));
  expect(left, `English left on ${page.url()}`).toEqual([]);
}
