import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFor } from '../src/shared/copy/catalogue.ts';
import { advisorAppCopyFor } from '../src/shared/copy/advisor-app-catalogue.ts';
import { translateAdvisorHtml, translateIndexHtml } from './single-language.ts';

const indexHtml = readFileSync(join(import.meta.dirname, '../src/web/index.html'), 'utf8');
const advisorHtml = readFileSync(
  join(import.meta.dirname, '../src/web/advisor/index.html'),
  'utf8',
);

describe('the French page', () => {
  it('is in French from its first byte: language, title, description and no-script text', () => {
    const french = translateIndexHtml(indexHtml, 'fr-CA');
    const fr = copyFor('fr-CA').pages;
    const en = copyFor('en').pages;
    expect(french).toContain('<html lang="fr-CA"');
    expect(french).toContain(`<title>${fr.titles.home}</title>`);
    expect(french).toContain(`<p>${fr.noScript}</p>`);
    for (const english of [en.titles.home, en.defaultDescription, en.noScript]) {
      expect(french).not.toContain(english);
    }
  });

  it('fails the build when index.html no longer carries the texts it translates', () => {
    expect(() => translateIndexHtml(indexHtml.replace('<title>', '<title>X'), 'fr-CA')).toThrow(
      /no longer contains/,
    );
  });
});

describe('the advisors’ app’s French page', () => {
  it('is in French: language, title and no-script text', () => {
    const french = translateAdvisorHtml(advisorHtml, 'fr-CA');
    const fr = advisorAppCopyFor('fr-CA');
    expect(french).toContain('<html lang="fr-CA"');
    expect(french).toContain(`<title>${fr.documentTitle}</title>`);
    expect(french).toContain(`<p>${fr.noScript}</p>`);
    expect(french).not.toContain(advisorAppCopyFor('en').noScript);
  });
});
