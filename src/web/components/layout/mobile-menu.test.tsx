import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

const n = copy.navigation;
const menuButton = () =>
  within(screen.getByRole('banner')).findByRole('button', { name: n.openMenu });
const menu = () => screen.getByRole('dialog', { name: n.mobileMenu });

async function openMenu(path: string, options: Parameters<typeof renderLayout>[1] = {}) {
  const view = renderLayout(path, options);
  await screen.findByRole('heading', { level: 1 });
  const button = await menuButton();
  await view.user.click(button);
  // The menu's code is fetched on first opening.
  await screen.findByRole('dialog', { name: n.mobileMenu });
  return { ...view, button };
}

function signedIn() {
  const server = fakeAuthServer({ signedIn: true });
  return { server, api: server.handlers };
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('the mobile menu', () => {
  it('is opened by a button that says it is expanded and what it controls', async () => {
    const { user } = renderLayout('/about');
    const button = await menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const opened = await screen.findByRole('dialog', { name: n.mobileMenu });
    expect(button).toHaveAttribute('aria-controls', opened.id);
  });

  it("lists exactly the spec's links for a visitor, then Login and Register", async () => {
    await openMenu('/about');

    const nav = within(within(menu()).getByRole('navigation'));
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [n.home, '/'],
      [n.services, '/services'],
      [n.pricing, '/pricing'],
      [n.testimonials, '/testimonials'],
      [n.horoscope, '/horoscope'],
      [n.about, '/about'],
      [n.contact, '/contact'],
    ]);
    expect(nav.getByRole('button', { name: n.winCredits })).toBeInTheDocument();
    expect(within(menu()).queryByRole('heading', { name: n.account })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: n.login })).toHaveAttribute('href', '/login');
    expect(within(menu()).getByRole('link', { name: n.register })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(menu()).queryByRole('button', { name: n.signOut })).not.toBeInTheDocument();
  });

  it('gives a signed-in customer an Account section and Sign Out instead of Login and Register', async () => {
    await openMenu('/about', { api: signedIn().api });

    const account = within(menu()).getByRole('region', { name: n.account });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [n.dashboard, '/dashboard'],
      [n.buyCredits, '/purchase'],
      [n.profile, '/profile'],
    ]);
    expect(within(menu()).getByRole('button', { name: n.signOut })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: n.login })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: n.register })).not.toBeInTheDocument();
  });

  it('leaves Win Credits out when the flag is off', async () => {
    await openMenu('/about', {
      api: {
        'GET /api/config': () => jsonResponse({ ...testPublicConfig, winCreditsEnabled: false }),
      },
    });

    expect(within(menu()).getByRole('link', { name: n.home })).toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: n.winCredits })).not.toBeInTheDocument();
  });

  it('highlights the current page', async () => {
    await openMenu('/testimonials');

    const current = within(menu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([n.testimonials]);
  });

  it('moves focus into the panel and locks the page behind while open', async () => {
    await openMenu('/about');

    expect(within(menu()).getByRole('button', { name: n.closeMenu })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('makes the page behind inert while open, and only while open', async () => {
    const { user, button } = await openMenu('/about');
    const page = screen.getByRole('banner', { hidden: true }).closest('body > *');
    expect(page).toHaveAttribute('inert');
    expect(menu().closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(button).toHaveFocus();
  });

  it('closes on a link tap and goes to that page', async () => {
    const { user, router, button } = await openMenu('/about');

    await user.click(within(menu()).getByRole('link', { name: n.pricing }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop tap, giving focus back to the menu button', async () => {
    const { user, button } = await openMenu('/about');

    const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and with its close button, giving focus back each time', async () => {
    const { user, button } = await openMenu('/about');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(menu()).getByRole('button', { name: n.closeMenu }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the panel', async () => {
    const { user } = await openMenu('/about');
    const close = within(menu()).getByRole('button', { name: n.closeMenu });

    await user.tab({ shift: true });
    expect(within(menu()).getByRole('link', { name: n.register })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('opens the tarot game from Win Credits, closing itself', async () => {
    const { user } = await openMenu('/about');

    await user.click(within(menu()).getByRole('button', { name: n.winCredits }));

    expect(screen.queryByRole('dialog', { name: n.mobileMenu })).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('dialog', { name: copy.layout.tarotGame.title })).getByText(
        copy.tarot.signInRequired,
      ),
    ).toBeInTheDocument();
  });

  it('signs the customer out, then loads the home page afresh', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { server, api } = signedIn();
    const { user } = await openMenu('/about', { api });

    await user.click(within(menu()).getByRole('button', { name: n.signOut }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.signedIn).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the mobile menu on a screen that widens', () => {
  it('closes once the desktop navigation takes over', async () => {
    let listener: (() => void) | undefined;
    const query = {
      matches: false,
      addEventListener: (_type: string, callback: () => void) => {
        listener = callback;
      },
      removeEventListener: () => {},
    };
    vi.stubGlobal('matchMedia', () => query);
    const { button } = await openMenu('/about');

    query.matches = true;
    act(() => listener?.());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});
