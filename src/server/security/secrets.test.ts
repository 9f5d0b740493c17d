import { describe, expect, it } from 'vitest';
import { newId } from '#server/db/ids.ts';
import {
  hashCode,
  hashSecret,
  newLinkToken,
  newNumericCode,
  newSessionToken,
  parseLinkToken,
  sameDigest,
} from './secrets.ts';

describe('session tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newSessionToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const token = newSessionToken();
    expect(hashSecret(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(token)).not.toContain(token);
    expect(hashSecret(token)).toBe(hashSecret(token));
  });
});

describe('link tokens', () => {
  it('carry the row id and a secret whose hash alone is stored', () => {
    const id = newId();
    const { token, secretHash } = newLinkToken(id);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(`${id}.`)).toBe(true);
    expect(parseLinkToken(token)).toEqual({ id, secretHash });
  });

  it('refuse anything else', () => {
    const id = newId();
    for (const token of [
      '',
      'abc',
      `${id}`,
      `${id}.short`,
      `${id}.${'a'.repeat(43)}x`,
      'x'.repeat(80),
    ]) {
      expect(parseLinkToken(token), token).toBeNull();
    }
  });
});

describe('SMS codes', () => {
  it('are six digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, () => newNumericCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('are stored hashed with their row id, so equal codes give different hashes', () => {
    expect(hashCode('a', '123456')).not.toBe(hashCode('b', '123456'));
    expect(hashCode('a', '123456')).toBe(hashCode('a', '123456'));
    expect(hashCode('a', '123456')).not.toContain('123456');
  });
});

describe('digests are compared in constant time', () => {
  it('answers equality, and false for different lengths or empty input', () => {
    const a = hashSecret('a');
    expect(sameDigest(a, hashSecret('a'))).toBe(true);
    expect(sameDigest(a, hashSecret('b'))).toBe(false);
    expect(sameDigest(a, a.slice(0, 10))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});
