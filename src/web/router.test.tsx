import { screen, within } from '@testing-library/react';
import { data, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { homeHeading } from '#tests/support/web/page-headings.ts';
import { buildRoutes, routes } from '#web/router.tsx';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { ACCOUNT_NOTICE_STORAGE_KEY } from '#web/features/account-notice/dismissal-flag.ts';

// docs/product.md §2, "Routes", as the spec lists them.
const specRoutes = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/dashboard',
  '/purchase',
  '/about',
  '/services',
  '/contact',
  '/pricing',
  '/terms',
  '/privacy',
  '/testimonials',
  '/profile',
  '/cookies',
  '/welcome',
  '/horoscope',
];

describe('the route table', () => {
  it.each(specRoutes)('registers %s as a page of its own, not the catch-all', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    expect(leaf?.path).toBe(path);
    expect(leaf?.lazy).toBeTypeOf('function');
  });

  it('sends any other path to the catch-all', () => {
    expect(matchRoutes(routes, '/nope/at/all')?.at(-1)?.route.path).toBe('*');
  });
});

describe('pages load lazily', () => {
  it('shows the shell while a page’s code loads, then the page with its title', async () => {
    renderRoute('/terms');

    expect(screen.getByRole('status')).toHaveTextContent(copy.common.loading);
    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.terms, level: 1 }),
    ).toBeInTheDocument();
    await expect
      .poll(() => document.title)
      .toBe(copy.pages.documentTitle(copy.pages.titles.terms, testPublicConfig.brandName));
  });
});

describe('the app shell', () => {
  it('offers a skip link to the main content, the brand linking home, and the copyright', async () => {
    const { user } = renderRoute('/profile');
    await screen.findByRole('heading', { name: copy.pages.titles.profile, level: 1 });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: copy.navigation.skipToContent });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: testPublicConfig.brandName }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      copy.navigation.footer.copyright(new Date().getFullYear(), testPublicConfig.brandName),
    );
  });

  it('moves focus to the main content after a navigation', async () => {
    // The home page's account notice (a dialog, 2 s in) would take the focus on a slow run.
    window.localStorage.setItem(ACCOUNT_NOTICE_STORAGE_KEY, 'true');
    const { user } = renderRoute('/no-such-page');

    await user.click(await screen.findByRole('link', { name: copy.common.returnHome }));
    await screen.findByRole('heading', { name: homeHeading, level: 1 });

    expect(screen.getByRole('main')).toHaveFocus();
    window.localStorage.removeItem(ACCOUNT_NOTICE_STORAGE_KEY);
  });
});

describe('the router error screen', () => {
  function Broken(): never {
    throw new Error('secret internals at line 42');
  }

  it('replaces a page that throws, inside the shell, without the error details', async () => {
    allowConsoleErrors(); // React and React Router report the thrown error.
    renderRoute('/broken', { routes: buildRoutes([{ path: '/broken', Component: Broken }]) });

    expect(
      await screen.findByRole('heading', { name: copy.pages.routeError.title, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.pages.routeError.reload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.common.returnHome })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/secret internals/)).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe(copy.pages.routeError.title);
  });

  it('shows the 404 screen when a page finds nothing to show', async () => {
    renderRoute('/gone', {
      routes: buildRoutes([
        {
          path: '/gone',
          loader: () => {
            throw data(null, { status: 404 });
          },
          Component: () => null,
        },
      ]),
    });

    expect(
      await screen.findByRole('heading', { name: copy.pages.notFound.title, level: 1 }),
    ).toBeInTheDocument();
  });
});
