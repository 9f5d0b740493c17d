import { describe, expect, it } from 'vitest';
import { formatList } from './format-list.ts';
import { inPageLanguage } from '#tests/support/web/page-language.ts';

describe('a list of names in a sentence', () => {
  it('is joined as English joins it, with the serial comma', () => {
    expect(formatList(['Standard', 'Premium', 'Ultimate'], 'en')).toBe(
      'Standard, Premium, and Ultimate',
    );
    expect(formatList(['Standard', 'Premium'], 'en')).toBe('Standard and Premium');
  });

  it('is joined as French joins it, without a comma before "et"', () => {
    expect(formatList(['Standard', 'Privilège', 'Ultime'], 'fr-CA')).toBe(
      'Standard, Privilège et Ultime',
    );
  });

  it('follows the page’s language when none is given', () => {
    expect(inPageLanguage('fr-CA', () => formatList(['A', 'B']))).toBe('A et B');
    expect(formatList(['A', 'B'])).toBe('A and B');
  });
});
