// admin/index.html cannot import the catalogue, so it repeats two texts; this keeps them equal.
import { describe, expect, it } from 'vitest';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import adminHtml from './index.html?raw';

const page = new DOMParser().parseFromString(adminHtml, 'text/html');

describe('admin/index.html', () => {
  it("is in English, with the catalogue's title and no-script text", () => {
    expect(page.documentElement.getAttribute('lang')).toBe('en');
    expect(page.title).toBe(adminCopyFor('en').documentTitle);
    expect(page.querySelector('noscript')?.textContent?.trim()).toBe(adminCopyFor('en').noScript);
  });

  it('asks search engines not to index or follow it', () => {
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });
});
