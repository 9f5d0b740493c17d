import { describe, expect, it } from 'vitest';
import { formatCallMinutes, shortOrderId } from './format-history.ts';

describe('the order id in the purchase history', () => {
  it('shows its first 8 characters and an ellipsis', () => {
    expect(shortOrderId('5O190127TN364715T')).toBe('5O190127…');
  });

  it('shows a short id as it is, without a misleading ellipsis', () => {
    expect(shortOrderId('12345678')).toBe('12345678');
  });
});

describe('the call duration', () => {
  it('is in minutes with one decimal', () => {
    expect(formatCallMinutes(125)).toBe('2.1');
    expect(formatCallMinutes(90)).toBe('1.5');
    expect(formatCallMinutes(0)).toBe('0.0');
    expect(formatCallMinutes(3600)).toBe('60.0');
  });

  it('has a decimal comma in French', () => {
    expect(formatCallMinutes(125, 'fr-CA')).toBe('2,1');
    expect(formatCallMinutes(0, 'fr-CA')).toBe('0,0');
    expect(formatCallMinutes(3600, 'fr-CA')).toBe('60,0');
  });
});
