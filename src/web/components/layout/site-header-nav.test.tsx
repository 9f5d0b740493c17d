import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

const n = copy.navigation;
const header = () => screen.getByRole('banner');
const mainNav = () => within(header()).getByRole('navigation', { name: n.mainNavigation });

function withWinCredits(winCreditsEnabled: boolean) {
  return { 'GET /api/config': () => jsonResponse({ ...testPublicConfig, winCreditsEnabled }) };
}

describe('the desktop navigation', () => {
  it('links Home, Services, Pricing, Horoscope and Contact, in that order', async () => {
    renderLayout('/about');
    await screen.findByRole('heading', { level: 1, name: copy.pages.titles.about });

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [n.home, '/'],
      [n.services, '/services'],
      [n.pricing, '/pricing'],
      [n.horoscope, '/horoscope'],
      [n.contact, '/contact'],
    ]);
  });

  it.each([
    ['/pricing', n.pricing],
    ['/', n.home],
    ['/horoscope', n.horoscope],
  ])('at %s marks %s as the current page, and only it', async (path, current) => {
    renderLayout(path);
    await screen.findByRole('heading', { level: 1 });

    const marked = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('marks no link on a page the navigation does not list', async () => {
    renderLayout('/about');
    await screen.findByRole('heading', { level: 1 });

    for (const link of within(mainNav()).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('follows a link to its page and moves the highlight', async () => {
    const { user, router } = renderLayout('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(mainNav()).getByRole('link', { name: n.services }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(within(mainNav()).getByRole('link', { name: n.services })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: n.home })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('Win Credits in the header', () => {
  it('is not there when the flag is off', async () => {
    renderLayout('/about', { api: withWinCredits(false) });
    await within(header()).findByRole('link', { name: testPublicConfig.brandName });

    expect(within(header()).queryByRole('button', { name: n.winCredits })).not.toBeInTheDocument();
  });

  it('opens the tarot game, which asks a visitor to sign in or register', async () => {
    const { user, router } = renderLayout('/about', { api: withWinCredits(true) });

    await user.click(await within(header()).findByRole('button', { name: n.winCredits }));

    const game = await screen.findByRole('dialog', { name: copy.layout.tarotGame.title });
    expect(within(game).getByText(copy.tarot.signInRequired)).toBeInTheDocument();
    expect(within(game).getByRole('link', { name: n.register })).toHaveAttribute(
      'href',
      '/register',
    );

    await user.click(within(game).getByRole('link', { name: n.signIn }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens this week's game for a signed-in customer", async () => {
    const server = fakeAuthServer({ signedIn: true });
    const { user } = renderLayout('/about', {
      api: {
        ...server.handlers,
        'GET /api/tarot/game': () => jsonResponse({ status: 'no_game' }),
      },
    });

    await user.click(await within(header()).findByRole('button', { name: n.winCredits }));

    const game = await screen.findByRole('dialog', { name: copy.layout.tarotGame.title });
    expect(await within(game).findByText(copy.tarot.noActiveGame)).toBeInTheDocument();
    expect(within(game).queryByText(copy.tarot.signInRequired)).not.toBeInTheDocument();
    expect(within(game).queryByRole('link', { name: n.signIn })).not.toBeInTheDocument();
  });

  it('closes the game with Escape and gives focus back to the button', async () => {
    const { user } = renderLayout('/about');
    const button = await within(header()).findByRole('button', { name: n.winCredits });

    await user.click(button);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
