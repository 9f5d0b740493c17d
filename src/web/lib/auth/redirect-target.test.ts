import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginPathFor, safeRedirectPath } from './redirect-target.ts';

describe('the return address after signing in', () => {
  it.each([
    ['/purchase', '/purchase'],
    ['/purchase?coupon=WELCOME25', '/purchase?coupon=WELCOME25'],
    ['/dashboard#history', '/dashboard#history'],
  ])('accepts the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('goes to the dashboard when no acceptable address is given', () => {
    expect(afterSignInPath(new URLSearchParams())).toBe('/dashboard');
    expect(afterSignInPath(new URLSearchParams({ redirectTo: '//evil.example' }))).toBe(
      '/dashboard',
    );
    expect(afterSignInPath(new URLSearchParams({ redirectTo: '/purchase' }))).toBe('/purchase');
  });

  it('builds the /login address that brings the visitor back', () => {
    expect(loginPathFor({ pathname: '/purchase', search: '?coupon=X', hash: '' })).toBe(
      '/login?redirectTo=%2Fpurchase%3Fcoupon%3DX',
    );
  });
});
