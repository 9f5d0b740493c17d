import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import type { PublicConfig } from '#shared/api/public-config.ts';
import { consentStorageKey } from '#web/lib/consent/consent-storage.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

const t = copy.layout.consent;
const tagManagerScript = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
const chatWidgetScript = 'https://chat.example.com/widget.js';

const scriptsWithSrc = (src: string) =>
  [...document.querySelectorAll('script')].filter((script) => script.src === src);
const consentBar = () => screen.queryByRole('region', { name: t.title });

async function renderWith(config: Partial<PublicConfig>) {
  const view = renderLayout('/about', {
    api: { 'GET /api/config': () => jsonResponse({ ...testPublicConfig, ...config }) },
  });
  await screen.findByRole('link', { name: testPublicConfig.brandName });
  return view;
}

const withTagManager = { tagManagerId: 'GTM-TEST123' };

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  for (const script of document.querySelectorAll('script[data-third-party]')) script.remove();
  delete window.dataLayer;
});

describe('the cookie choice', () => {
  it('asks without blocking the page, Accept and Refuse side by side, with the policy linked', async () => {
    await renderWith({});

    const bar = consentBar();
    if (!bar) throw new Error('no consent bar');
    const accept = within(bar).getByRole('button', { name: t.accept });
    const refuse = within(bar).getByRole('button', { name: t.refuse });
    // Equally prominent: the same look for both.
    expect(accept.className).toBe(refuse.className);
    expect(within(bar).getByRole('link', { name: t.policyLink })).toHaveAttribute(
      'href',
      '/cookies',
    );
    // Not a modal: the page stays usable.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('moves focus on to the call-now bar after a keyboard answer, not to the page body', async () => {
    const { user } = await renderWith({});
    const bar = consentBar();
    if (!bar) throw new Error('no consent bar');
    within(bar).getByRole('button', { name: t.refuse }).focus();

    await user.keyboard('{Enter}');

    expect(consentBar()).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: copy.navigation.callNowBar(testPublicConfig.servicePhone) }),
    ).toHaveFocus();
  });

  it('loads no tag manager before the visitor accepts', async () => {
    await renderWith(withTagManager);

    expect(consentBar()).toBeInTheDocument();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads the tag manager once accepted, and records the choice with its date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:00:00.000Z'));
    const { user } = await renderWith(withTagManager);

    await user.click(screen.getByRole('button', { name: t.accept }));

    const [script, ...more] = scriptsWithSrc(tagManagerScript);
    expect(more).toHaveLength(0);
    expect(script?.async).toBe(true);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null')).toEqual({
      analytics: 'accepted',
      decidedAt: '2026-11-21T15:00:00.000Z',
    });
    expect(consentBar()).not.toBeInTheDocument();
  });

  it('loads no tag manager after a refusal, now or on the next visit', async () => {
    const { user, unmount } = await renderWith(withTagManager);

    await user.click(screen.getByRole('button', { name: t.refuse }));

    expect(consentBar()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null')).toMatchObject({
      analytics: 'refused',
    });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();

    unmount();
    await renderWith(withTagManager);
    expect(consentBar()).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads the tag manager at once for a visitor who accepted on an earlier visit', async () => {
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ analytics: 'accepted', decidedAt: '2026-11-01T10:00:00.000Z' }),
    );
    await renderWith(withTagManager);

    await waitFor(() => expect(scriptsWithSrc(tagManagerScript)).toHaveLength(1));
    expect(consentBar()).not.toBeInTheDocument();
  });

  it('asks again when the stored choice cannot be read', async () => {
    localStorage.setItem(consentStorageKey, '{"analytics":"maybe"}');
    await renderWith(withTagManager);

    expect(consentBar()).toBeInTheDocument();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads nothing on acceptance when no tag manager is configured', async () => {
    const { user } = await renderWith({ tagManagerId: null });

    await user.click(screen.getByRole('button', { name: t.accept }));

    expect(document.querySelectorAll('script[data-third-party]')).toHaveLength(0);
  });

  it('is asked again from the footer, and a withdrawal reloads the page without the tag manager', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = await renderWith(withTagManager);
    await user.click(screen.getByRole('button', { name: t.accept }));
    expect(scriptsWithSrc(tagManagerScript)).toHaveLength(1);

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('button', {
        name: copy.navigation.footer.cookieSettings,
      }),
    );

    expect(consentBar()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.refuse }));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null')).toMatchObject({
      analytics: 'refused',
    });
    expect(
      within(screen.getByRole('contentinfo')).getByRole('button', {
        name: copy.navigation.footer.cookieSettings,
      }),
    ).toHaveFocus();
  });
});

describe('the chat widget', () => {
  it('loads when configured, whatever the cookie choice, async and once', async () => {
    const { user } = await renderWith({ chatWidgetUrl: chatWidgetScript });

    await waitFor(() => expect(scriptsWithSrc(chatWidgetScript)).toHaveLength(1));
    expect(scriptsWithSrc(chatWidgetScript)[0]?.async).toBe(true);

    await user.click(screen.getByRole('button', { name: t.refuse }));
    await user.click(screen.getByRole('link', { name: copy.navigation.footer.privacyPolicy }));
    await screen.findByRole('heading', { level: 1, name: copy.pages.titles.privacy });

    expect(scriptsWithSrc(chatWidgetScript)).toHaveLength(1);
  });

  it('is not loaded when none is configured', async () => {
    await renderWith({ chatWidgetUrl: null });

    expect(document.querySelectorAll('script[data-third-party]')).toHaveLength(0);
  });
});
