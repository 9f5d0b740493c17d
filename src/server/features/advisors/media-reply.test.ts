// The HTTP caching rules of the advisor endpoints: which If-None-Match values mean "you have it"
// and which Range headers are honoured.
import { describe, expect, it } from 'vitest';
import { etagMatches, parseRange } from './media-reply.ts';

describe('If-None-Match', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
  ])('%j matches "abc": %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });

  it('never matches when the header is absent', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

describe('Range', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%j of 1000 bytes is honoured', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=50-10', 'bytes=-0', 'bytes=-', 'bytes=0-1,5-9', 'items=0-9'])(
    '%j of 1000 bytes is ignored: the whole file is sent',
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});
