// The French field messages are sentences, each with its final period, like the other French
// messages under a field (the profile's, the phone PIN's); the English keep the spec's wording.
import { describe, expect, it } from 'vitest';
import { validation } from './validation.ts';

describe('the French validation messages', () => {
  it('each end with a period', () => {
    const unfinished = Object.entries(validation).filter(([, text]) => !text.endsWith('.'));
    expect(unfinished).toEqual([]);
  });
});
