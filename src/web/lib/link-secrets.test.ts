// An email link's secret leaves the address bar (and the history entry) as soon as the page's
// code runs, is held in memory for the page, and no third-party script is ever loaded while it
// is still in the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmationLink, passwordResetLink } from '#shared/api/email-links.ts';
import {
  addressBar,
  arriveFromEmailLink,
  leaveEmailLinks,
} from '#tests/support/web/email-links.ts';
import {
  forgetLinkSecret,
  guardLinkSecrets,
  heldLinkSecret,
  subscribeToLinkSecrets,
  takeLinkSecretFromAddress,
} from './link-secrets.ts';
import { loadChatWidget } from './third-party-scripts.ts';

const token = `0b9a3c1e-4d5f-4a6b-8c7d-9e0f1a2b3c4d.${'s'.repeat(43)}`;

afterEach(() => {
  leaveEmailLinks();
  document.head.querySelectorAll('script[data-third-party]').forEach((script) => script.remove());
});

describe('taking the secret out of the address', () => {
  it('takes a reset token from the fragment and leaves the page at /reset-password', () => {
    expect(arriveFromEmailLink(`/reset-password#token=${token}`)).toBe('/reset-password');
    expect(window.location.href).not.toContain(token);
    expect(heldLinkSecret(passwordResetLink)).toBe(token);
    expect(heldLinkSecret(confirmationLink)).toBeNull();
  });

  it('replaces the history entry, keeping its state and the rest of the address', () => {
    window.history.replaceState({ idx: 0, key: 'k' }, '', '/');
    window.history.pushState(
      { idx: 1, key: 'first' },
      '',
      `/login?redirectTo=%2Fpurchase#confirm=${token}&lang=fr`,
    );
    const length = window.history.length;
    takeLinkSecretFromAddress();

    expect(addressBar()).toBe('/login?redirectTo=%2Fpurchase#lang=fr');
    // Replaced, not pushed: going back finds no entry with the secret.
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ idx: 1, key: 'first' });
    expect(heldLinkSecret(confirmationLink)).toBe(token);
  });

  it('still reads a link sent with the secret in its query string, and takes it out', () => {
    expect(arriveFromEmailLink(`/login?confirm=${token}&redirectTo=%2Fdashboard`)).toBe(
      '/login?redirectTo=%2Fdashboard',
    );
    expect(heldLinkSecret(confirmationLink)).toBe(token);

    expect(arriveFromEmailLink(`/reset-password?token=${token}`)).toBe('/reset-password');
    expect(heldLinkSecret(passwordResetLink)).toBe(token);
  });

  it('leaves every other page’s address alone (PayPal returns to /purchase?token=…)', () => {
    expect(arriveFromEmailLink('/purchase?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ')).toBe(
      '/purchase?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ',
    );
    expect(arriveFromEmailLink('/login#main-content')).toBe('/login#main-content');
    expect(heldLinkSecret(passwordResetLink)).toBeNull();
    expect(heldLinkSecret(confirmationLink)).toBeNull();
  });

  it('takes a link opened in a tab already on the page (only the fragment changes)', async () => {
    window.history.replaceState(null, '', '/login');
    guardLinkSecrets();
    const told = vi.fn();
    const unsubscribe = subscribeToLinkSecrets(told);

    window.location.hash = `confirm=${token}`;

    await vi.waitFor(() => expect(heldLinkSecret(confirmationLink)).toBe(token));
    expect(addressBar()).toBe('/login');
    expect(told).toHaveBeenCalled();
    unsubscribe();
  });

  it('forgets the secret once it has done its work', () => {
    arriveFromEmailLink(`/reset-password#token=${token}`);
    forgetLinkSecret(passwordResetLink);
    expect(heldLinkSecret(passwordResetLink)).toBeNull();
  });
});

describe('third-party scripts', () => {
  it('are never loaded while a secret is still in the address', () => {
    window.history.replaceState(null, '', `/reset-password#token=${token}`);
    const addressWhenLoaded: string[] = [];
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {
      addressWhenLoaded.push(window.location.href);
    });

    loadChatWidget('https://chat.example.com/widget.js');

    expect(addressWhenLoaded).toHaveLength(1);
    expect(addressWhenLoaded[0]).not.toContain(token);
    expect(heldLinkSecret(passwordResetLink)).toBe(token);
    append.mockRestore();
  });
});
