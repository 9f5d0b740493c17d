import { describe, expect, it } from 'vitest';
import { safeCssColour, safeInternalPath } from './safe-values.ts';

describe("a promotion's link must be a path on this site", () => {
  it.each([['/pricing'], ['/purchase?coupon=WELCOME25'], ['/'], ['/about#team'], ['  /pricing ']])(
    'keeps %j',
    (link) => {
      expect(safeInternalPath(link)).toBe(link.trim());
    },
  );

  it.each([
    ['https://evil.example/'],
    ['//evil.example/pricing'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['pricing'],
    ['/pri cing'],
    ['/pricing\nSet-Cookie: x=1'],
    [''],
    [`/${'a'.repeat(2000)}`],
  ])('drops %j', (link) => {
    expect(safeInternalPath(link)).toBeNull();
  });

  it('answers null for no link', () => {
    expect(safeInternalPath(null)).toBeNull();
  });
});

describe("a promotion's colours must be plain CSS colours", () => {
  it.each([
    ['#fff', '#fff'],
    ['#3B0764', '#3B0764'],
    ['rgb(59, 7, 100)', 'rgb(59, 7, 100)'],
    ['rgb(0 0 0)', 'rgb(0 0 0)'],
    [' Gold ', 'gold'],
    ['purple', 'purple'],
  ])('keeps %j as %j', (colour, kept) => {
    expect(safeCssColour(colour)).toBe(kept);
  });

  it.each([
    ['#ffff'],
    ['#12345g'],
    ['rgb(256, 0, 0)'],
    ['rgba(0, 0, 0, 0.5)'],
    ['red; background-image: url(https://evil.example/)'],
    ['url(https://evil.example/)'],
    ['expression(alert(1))'],
    ['var(--accent)'],
    ['rebeccapurple'],
    [''],
  ])('drops %j', (colour) => {
    expect(safeCssColour(colour)).toBeNull();
  });

  it('answers null for no colour', () => {
    expect(safeCssColour(null)).toBeNull();
  });
});
