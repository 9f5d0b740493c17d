// The page shell the server renders (render-shell.tsx, docs/decisions/022) is the frame the app
// itself draws first, from the same page data: brand, navigation with the current page, the
// promotion, "Loading…", the footer's contacts; and, where the server can draw it, the top of
// the page (the home page's hero, the purchase page's heading, docs/decisions/057). When React
// replaces it, nothing changes.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '#shared/api/page-data.ts';
import { copy, copyFor } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { followLocale } from '#shared/copy/locale.ts';
import { pageTitle } from '#web/config/paths.ts';
import { buildRoutes } from '#web/router.tsx';
import { removePageData, writePageData } from '#tests/support/web/page-data.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderShell, shellPath } from './render-shell.tsx';

const promotion = {
  id: 'promo-shell',
  message: 'Ten free minutes on $20 and more',
  linkUrl: null,
  backgroundColor: null,
  textColor: null,
  endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
};
const data: PageData = { config: testPublicConfig, activePromotion: { promotion } };

const pageLocale = followLocale(() => 'en');

afterEach(() => {
  vi.useRealTimers();
  followLocale(pageLocale);
  removePageData();
  document.body.innerHTML = '';
});

function showShell(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('the page shell', () => {
  it('shows the brand, the current page in the navigation, the promotion and the loading state', () => {
    showShell(renderShell('en', '/pricing', data));

    const home = screen.getByRole('link', { name: testPublicConfig.brandName });
    expect(home).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: copy.navigation.mainNavigation });
    expect(within(nav).getByRole('link', { name: copy.navigation.pricing })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('region', { name: copy.layout.promotion.region })).toHaveTextContent(
      promotion.message,
    );
    expect(screen.getByRole('status')).toHaveTextContent(copy.common.loading);
    expect(document.body).toHaveTextContent(testPublicConfig.servicePhone);
  });

  it('shows markup in the operator’s texts as text', () => {
    const markup = '<img src=x onerror="alert(1)"> <script>alert(2)</script>';
    const html = renderShell('en', '/', {
      ...data,
      activePromotion: { promotion: { ...promotion, message: markup } },
    });
    showShell(html);
    expect(screen.getByRole('region', { name: copy.layout.promotion.region })).toHaveTextContent(
      markup,
    );
    expect(document.querySelector('img[src="x"], script')).toBeNull();
  });

  it('is in the language it is asked for', () => {
    showShell(renderShell('fr-CA', '/', data));
    const fr = copyFor('fr-CA');
    expect(
      screen.getByRole('navigation', { name: fr.navigation.mainNavigation }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(fr.common.loading);
  });

  it('carries the test-mode band on a test deployment, in either language, first in the page', () => {
    const staging: PageData = { ...data, config: { ...testPublicConfig, testMode: true } };
    for (const locale of ['en', 'fr-CA'] as const) {
      const shell = showShell(renderShell(locale, '/', staging));
      const band = screen.getByRole('region', { name: copyFor(locale).layout.testMode.band });
      expect(band).toHaveTextContent(copyFor(locale).layout.testMode.band);
      // Before the header, so it is the first thing seen and the first landmark met.
      expect(band.compareDocumentPosition(screen.getByRole('banner'))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
      shell.remove();
    }
  });

  it('has no band on a live site', () => {
    showShell(renderShell('en', '/', data));
    expect(screen.queryByText(copy.layout.testMode.band)).toBeNull();
  });

  it('is what the app draws first, from the same page data', async () => {
    // One moment for both, so the promotion's countdown reads the same second.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const shell = showShell(renderShell('en', '/pricing', data));
    const shellText = shell.textContent;
    shell.remove();

    writePageData(data);
    // The page's code never arrives: the app shows its first frame and stays there.
    const never = () => new Promise<never>(() => {});
    const view = renderRoute('/pricing', {
      routes: buildRoutes([{ id: 'pricing', path: '/pricing', lazy: never }]),
      // The session is still being asked for, as when the shell is replaced.
      api: { 'GET /api/auth/session': never },
    });
    await screen.findByRole('status');
    // The cookie bar follows the browser: this visitor has not chosen yet, as the shell assumes.
    expect(view.container.textContent).toBe(shellText);
  });
});

describe('the address a shell stands for', () => {
  it('is the page’s own path, whatever its case or trailing slash', () => {
    expect(shellPath('/pricing')).toBe('/pricing');
    expect(shellPath('/Pricing/')).toBe('/pricing');
    expect(shellPath('/')).toBe('/');
  });

  it('is one and the same for every address that is not a page', () => {
    expect(shellPath('/no-such-page')).toBe(shellPath('/another/one'));
    expect(shellPath('/no-such-page')).not.toBe('/');
  });
});

describe('the top of the page in the shell', () => {
  const hero = copy.board.hero[testPublicConfig.themeMode];
  // The session is still being asked for, as when the shell is replaced.
  const sessionNeverAnswers = { 'GET /api/auth/session': () => new Promise<never>(() => {}) };

  /** The text of the page's first block, in the shell and in the app's first render. */
  async function firstBlocks(path: string) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const shell = showShell(renderShell('en', path, data));
    const shellBlock = shell.querySelector('main')?.firstElementChild?.textContent;
    shell.remove();

    writePageData(data);
    const view = renderRoute(path, { api: sessionNeverAnswers });
    await screen.findByRole('heading', { level: 1 });
    const appBlock = view.container.querySelector('main')?.firstElementChild?.textContent;
    return { shellBlock, appBlock };
  }

  it('is the home page’s hero: its headline, subtitle and call to action', () => {
    showShell(renderShell('en', '/', data));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      `${pageTitle('home')} ${hero.headline}`,
    );
    expect(within(main).getByText(hero.subtitle)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: hero.callToAction })).toHaveAttribute(
      'href',
      expect.stringContaining('tel:'),
    );
    // The advisors' board waits for the page's code.
    expect(within(main).getByRole('status')).toHaveTextContent(copy.common.loading);
  });

  it('is, on the home page, the hero the page itself draws first', async () => {
    const { shellBlock, appBlock } = await firstBlocks('/');
    expect(shellBlock).toContain(hero.subtitle);
    expect(appBlock).toBe(shellBlock);
  });

  it('is the purchase page’s heading and what the page is for, the steps waiting', () => {
    showShell(renderShell('fr-CA', '/purchase', data));
    const main = screen.getByRole('main');
    const fr = copyFor('fr-CA');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      fr.pages.titles.purchase,
    );
    expect(within(main).getByRole('status')).toHaveTextContent(fr.common.loading);
  });

  it('is, on the purchase page, what the page draws before the session has answered', async () => {
    const { shellBlock, appBlock } = await firstBlocks('/purchase');
    expect(shellBlock).toContain(accountCopy.checkout.intro);
    expect(shellBlock).toContain(copy.common.loading);
    expect(appBlock).toBe(shellBlock);
  });

  it('is "Loading…" alone on a page the server cannot draw', () => {
    showShell(renderShell('en', '/dashboard', data));
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('heading')).toBeNull();
    expect(within(main).getByRole('status')).toHaveTextContent(copy.common.loading);
  });
});
