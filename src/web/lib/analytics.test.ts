import { afterEach, describe, expect, it } from 'vitest';
import { pushDataLayerEvent, trackSignUp } from './analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('the analytics data layer', () => {
  it('is created on the first event', () => {
    trackSignUp();

    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it('keeps what a tag manager already put there', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];

    pushDataLayerEvent({ event: 'purchase', currency: 'CAD' });

    expect(window.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'purchase', currency: 'CAD' }]);
  });
});
