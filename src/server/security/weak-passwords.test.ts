import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './weak-passwords.ts';

const email = 'jane.doe@example.com';

describe('"Please choose a stronger password." refuses the passwords guessed first', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of [
      '123456',
      'password',
      'Password1',
      'QWERTY123',
      'iloveyou',
      'letmein',
    ]) {
      expect(isWeakPassword(password, email), password).toBe(true);
    }
  });

  it('refuses one character repeated', () => {
    expect(isWeakPassword('aaaaaaa', email)).toBe(true);
    expect(isWeakPassword('!!!!!!!!', email)).toBe(true);
  });

  it("refuses the customer's own email address or its local part", () => {
    expect(isWeakPassword('jane.doe@example.com', email)).toBe(true);
    expect(isWeakPassword('Jane.Doe', email)).toBe(true);
  });

  it('accepts everything else', () => {
    for (const password of ['demo-password', 'correct horse battery', 'jane.doe1', 'Tr1cky!pass']) {
      expect(isWeakPassword(password, email), password).toBe(false);
    }
  });
});
