import { describe, expect, it } from 'vitest';
import { formatList } from './format-list.ts';

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
    const page = document.documentElement;
    const previous = page.lang;
    page.lang = 'fr-CA';
    try {
      expect(formatList(['A', 'B'])).toBe('A et B');
    } finally {
      page.lang = previous;
    }
    expect(formatList(['A', 'B'])).toBe('A and B');
  });
});
