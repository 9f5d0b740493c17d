import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFor } from '../src/shared/copy/catalogue.ts';
import { translateIndexHtml } from './single-language.ts';

const indexHtml = readFileSync(join(import.meta.dirname, '../src/web/index.html'), 'utf8');

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
