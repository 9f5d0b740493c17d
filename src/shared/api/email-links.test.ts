import { describe, expect, it } from 'vitest';
import {
  confirmationLink,
  emailLinkSecret,
  emailLinkUrl,
  passwordResetLink,
} from './email-links.ts';

const token = `0b9a3c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d.${'A_b-9'.repeat(8)}xyz`;

describe('email links', () => {
  it('carry their secret in the fragment, never in the path or query', () => {
    const url = new URL(emailLinkUrl('https://lumina.example/', passwordResetLink, token));
    expect(url.origin + url.pathname + url.search).toBe('https://lumina.example/reset-password');
    expect(url.hash).toBe(`#token=${token}`);
    expect(emailLinkUrl('https://lumina.example', confirmationLink, token)).toBe(
      `https://lumina.example/login#confirm=${token}`,
    );
  });

  it('are read from the fragment, or from the query of a link sent before', () => {
    const fromFragment = new URL(`https://lumina.example/login#confirm=${token}`);
    const fromQuery = new URL(`https://lumina.example/login?confirm=${token}&redirectTo=%2F`);
    const without = new URL('https://lumina.example/login?redirectTo=%2F#main');
    expect(emailLinkSecret(fromFragment, confirmationLink)).toBe(token);
    expect(emailLinkSecret(fromQuery, confirmationLink)).toBe(token);
    expect(emailLinkSecret(without, confirmationLink)).toBeNull();
    expect(emailLinkSecret(fromFragment, passwordResetLink)).toBeNull();
  });
});
