// advisor/index.html cannot import the catalogue, so it repeats two texts; this keeps them equal.
import { describe, expect, it } from 'vitest';
import { advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import advisorHtml from './index.html?raw';

const page = new DOMParser().parseFromString(advisorHtml, 'text/html');

describe('advisor/index.html', () => {
  it("is in English, with the catalogue's title and no-script text", () => {
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.title).toBe(advisorAppCopyFor('en').documentTitle);
    expect(page.querySelector('noscript')?.textContent?.trim()).toBe(
      advisorAppCopyFor('en').noScript,
    );
  });

  it('asks search engines not to index or follow it', () => {
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });
});
