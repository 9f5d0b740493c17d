import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { displayStatus, feedStatus, statusLabel } from './status.ts';

describe('the feed derives an advisor status from signedIn and onACall', () => {
  it.each([
    ['N', 'N', 'offline'],
    ['N', 'Y', 'offline'],
    ['Y', 'Y', 'busy'],
    ['Y', 'N', 'waiting'],
  ] as const)('signedIn %s, onACall %s: %s', (signedIn, onACall, status) => {
    expect(feedStatus({ signedIn, onACall })).toBe(status);
  });

  it('reads the flags case-insensitively and as booleans', () => {
    expect(feedStatus({ signedIn: 'y', onACall: 'n' })).toBe('waiting');
    expect(feedStatus({ signedIn: true, onACall: true })).toBe('busy');
    expect(feedStatus({ signedIn: false, onACall: true })).toBe('offline');
  });

  it('treats a missing or unknown flag as N', () => {
    expect(feedStatus({ signedIn: undefined, onACall: 'Y' })).toBe('offline');
    expect(feedStatus({ signedIn: 'Yes', onACall: 'N' })).toBe('offline');
    expect(feedStatus({ signedIn: 'Y', onACall: null })).toBe('waiting');
  });
});

describe('the board shows Available, Busy or Offline, whatever the casing', () => {
  it.each([
    ['waiting', 'available'],
    ['WAITING', 'available'],
    ['available', 'available'],
    ['Available', 'available'],
    ['busy', 'busy'],
    ['BUSY', 'busy'],
    ['offline', 'offline'],
    ['Offline', 'offline'],
    ['on break', 'offline'],
    ['', 'offline'],
    [null, 'offline'],
    [undefined, 'offline'],
  ] as const)('%s shows as %s', (status, shown) => {
    expect(displayStatus(status)).toBe(shown);
  });

  it('labels each badge from the catalogue', () => {
    expect(statusLabel('available')).toBe(copy.advisors.status.available);
    expect(statusLabel('available')).toBe('Available');
    expect(statusLabel('busy')).toBe('Busy');
    expect(statusLabel('offline')).toBe('Offline');
  });
});
