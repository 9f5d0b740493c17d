import { describe, expect, it } from 'vitest';
import { countdownParts, secondsUntil } from './countdown.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('the promotion countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(93_784)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts whole seconds to the end, reaching zero exactly when it ends', () => {
    const end = '2026-11-21T15:00:00.000Z';
    expect(secondsUntil(end, at('2026-11-21T14:59:00.000Z'))).toBe(60);
    expect(secondsUntil(end, at('2026-11-21T15:00:00.000Z'))).toBe(0);
    expect(secondsUntil(end, at('2026-11-21T15:00:05.000Z'))).toBe(-5);
    // An end within a second still counts as a second left, not as over.
    expect(secondsUntil('2026-11-21T15:00:00.400Z', at('2026-11-21T15:00:00.000Z'))).toBe(1);
  });

  it('treats an end date it cannot read as ended', () => {
    expect(secondsUntil('soon', at('2026-11-21T15:00:00.000Z'))).toBe(0);
  });
});
