import { describe, expect, it } from 'vitest';
import { copy, copyFor, type Copy } from './catalogue.ts';
import { accountCopy, type AccountCopy } from './account-catalogue.ts';
import { followLocale } from './locale.ts';

/** Every text of a catalogue, by dotted path; placeholders are called with sample values. */
function texts(node: unknown, path = ''): [string, unknown][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function')
    return [[path, (node as (...args: unknown[]) => unknown)(3, 'X')]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    texts(value, path ? `${path}.${key}` : key),
  );
}

describe('the copy catalogue', () => {
  it('holds a non-empty text at every key, placeholders included', () => {
    const all = texts(copy);
    expect(all.length).toBeGreaterThan(150);
    for (const [path, text] of all) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it('keeps the spec texts verbatim', () => {
    expect(copy.pages.notFound.title).toBe('Page Not Found');
    expect(copy.pages.routeError.title).toBe('Unexpected Application Error!');
    expect(copy.auth.signIn.wrongCredentials).toBe(
      'The email or password you entered is incorrect. Please try again.',
    );
    expect(copy.tarot.alreadyPlayed).toBe("You've already played this week!");
    expect(accountCopy.purchase.coupon.applied('WELCOME25')).toBe('Coupon WELCOME25 applied');
    expect(accountCopy.purchase.payment.interacStatus('expired')).toBe(
      'Interac transaction expired',
    );
  });

  it('speaks English where there is no visitor to follow, and the current language otherwise', () => {
    expect(copy.navigation.home).toBe(copyFor('en').navigation.home);
    const previous = followLocale(() => 'fr-CA');
    try {
      expect(copy.navigation.home).toBe(copyFor('fr-CA').navigation.home);
      expect(copy.navigation.home).toBe('Accueil');
      expect(Object.keys(copy)).toEqual(Object.keys(copyFor('en')));
    } finally {
      followLocale(previous);
    }
  });

  it('makes a catalogue that lacks a text, or words a placeholder differently, fail to compile', () => {
    // These lines are checked by `npm run typecheck`: each must be a type error.
    // @ts-expect-error -- a catalogue without the tarot section is not a Copy
    const missing: Copy = { ...copy, tarot: undefined };
    const coupon: AccountCopy['purchase']['coupon'] = {
      ...accountCopy.purchase.coupon,
      // @ts-expect-error -- a placeholder must take the same parameters
      applied: (count: number) => `${count}`,
    };
    expect(missing).toBeDefined();
    expect(coupon).toBeDefined();
  });
});
