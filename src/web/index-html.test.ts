// index.html cannot import the copy catalogue, so it repeats three texts; this keeps them equal.
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import indexHtml from './index.html?raw';

const page = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('index.html', () => {
  it('starts in English with the Halloween theme', () => {
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.documentElement.getAttribute('data-theme')).toBe('halloween');
  });

  it("repeats the catalogue's title, description and no-script text", () => {
    expect(page.title).toBe(copy.pages.titles.home);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      copy.pages.defaultDescription,
    );
    expect(page.querySelector('noscript')?.textContent?.trim()).toBe(copy.pages.noScript);
  });
});
