import { describe, expect, it } from 'vitest';
import { followLocale } from './locale.ts';
import { perLocale } from './per-locale.ts';

describe('formatters made once per language', () => {
  it('are made for the Intl locale of the language asked, once each', () => {
    const made: string[] = [];
    const formatter = perLocale((intl) => {
      made.push(intl);
      return { intl };
    });
    expect(formatter('fr-CA')).toEqual({ intl: 'fr-CA' });
    expect(formatter('en')).toEqual({ intl: 'en-US' });
    expect(formatter('fr-CA')).toBe(formatter('fr-CA'));
    expect(made).toEqual(['fr-CA', 'en-US']);
  });

  it('follow the current language at each call when none is asked', () => {
    const formatter = perLocale((intl) => intl);
    expect(formatter()).toBe('en-US');
    const previous = followLocale(() => 'fr-CA');
    try {
      expect(formatter()).toBe('fr-CA');
    } finally {
      followLocale(previous);
    }
    expect(formatter()).toBe('en-US');
  });
});
