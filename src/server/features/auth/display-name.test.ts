import { describe, expect, it } from 'vitest';
import { nameFromEmail } from './display-name.ts';

describe("a new customer's name is derived from the email", () => {
  it('splits the local part on . _ - and capitalises each word, dropping a +tag', () => {
    expect(nameFromEmail('jane.doe+x@example.com')).toBe('Jane Doe');
    expect(nameFromEmail('mary_ann-smith@example.com')).toBe('Mary Ann Smith');
    expect(nameFromEmail('john@example.com')).toBe('John');
    expect(nameFromEmail('j..doe__@example.com')).toBe('J Doe');
    expect(nameFromEmail('élodie.tremblay@example.ca')).toBe('Élodie Tremblay');
    expect(nameFromEmail('agent007@example.com')).toBe('Agent007');
  });

  it('falls back to the whole local part when no word is left', () => {
    expect(nameFromEmail('+tag@example.com')).toBe('+tag');
    expect(nameFromEmail('...@example.com')).toBe('...');
    expect(nameFromEmail('_-_+x@example.com')).toBe('_-_+x');
  });

  it('bounds the length of a name made from a very long address', () => {
    expect(nameFromEmail(`${'a'.repeat(300)}@example.com`)).toHaveLength(100);
  });
});
