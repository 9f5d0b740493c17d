import { describe, expect, it } from 'vitest';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password-hashing.ts';

describe('password hashing', () => {
  it('stores an argon2id hash with the OWASP parameters and a fresh salt', async () => {
    const first = await hashPassword('demo-password');
    const second = await hashPassword('demo-password');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo-password');
  });

  it('accepts the right password and refuses any other', async () => {
    const passwordHash = await hashPassword('demo-password');
    expect(await verifyPassword(passwordHash, 'demo-password')).toBe(true);
    expect(await verifyPassword(passwordHash, 'demo-passwordx')).toBe(false);
    expect(await verifyPassword(passwordHash, 'Demo-password')).toBe(false);
    expect(await verifyPassword(passwordHash, '')).toBe(false);
  });

  it('refuses, without throwing, a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('not-a-hash', 'demo-password')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('asks for a rehash only when the parameters differ from the policy', async () => {
    expect(passwordNeedsRehash(await hashPassword('x'))).toBe(false);
    const weaker = '$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHRzb21lc2FsdA$' + 'A'.repeat(43);
    expect(passwordNeedsRehash(weaker)).toBe(true);
    expect(passwordNeedsRehash('garbage')).toBe(true);
  });
});
