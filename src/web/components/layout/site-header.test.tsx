import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import { announceCreditsUpdated, CREDITS_UPDATED_EVENT } from '#web/lib/auth/credits-updated.ts';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';
import { testPublicConfig, testUser } from '#tests/support/web/test-data.ts';

const menuButtonName = new RegExp(accountCopy.accountForms.header.accountMenu);
const header = () => screen.getByRole('banner');

function renderSignedIn(path = '/about') {
  const server = fakeAuthServer({ signedIn: true });
  return { server, ...renderLayout(path, { api: server.handlers }) };
}

async function findMenuButton() {
  // The shell shown while the page's code loads has a header of its own, which the page's
  // shell then replaces: wait for the page, so the button found is the one that stays.
  await screen.findByRole('heading', { level: 1 });
  return within(header()).findByRole('button', { name: menuButtonName });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the header for a visitor', () => {
  it('shows a visitor the brand name at every width', async () => {
    renderLayout('/about');
    await within(header()).findByRole('link', { name: copy.navigation.signIn });

    const name = within(header()).getByText(testPublicConfig.brandName);
    expect(name).not.toHaveClass('sr-only');
  });

  it('offers Sign In, leading to /login, and no account menu', async () => {
    renderLayout('/about');

    const signIn = await within(header()).findByRole('link', { name: copy.navigation.signIn });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(
      within(header()).queryByRole('button', { name: menuButtonName }),
    ).not.toBeInTheDocument();
  });

  it('shows neither Sign In nor the menu while the session is loading', async () => {
    renderLayout('/about', {
      api: { 'GET /api/auth/session': () => new Promise<Response>(() => {}) },
    });

    await screen.findByRole('heading', { name: copy.pages.titles.about, level: 1 });
    expect(
      within(header()).queryByRole('link', { name: copy.navigation.signIn }),
    ).not.toBeInTheDocument();
    expect(
      within(header()).queryByRole('button', { name: menuButtonName }),
    ).not.toBeInTheDocument();
  });
});

describe('the header for a signed-in customer', () => {
  // On a phone the brand's name and a customer's minutes and menu do not fit one row: the name is
  // left to screen readers below the sm width, so the account area never needs a row of its own
  // (which would shift the page when the session answers).
  it('keeps the brand link named by the brand, its name shown from the sm width only', async () => {
    renderSignedIn();
    await findMenuButton();

    const home = within(header()).getByRole('link', { name: testPublicConfig.brandName });
    const name = within(home).getByText(testPublicConfig.brandName);
    expect(name).toHaveClass('sr-only', 'sm:not-sr-only');
  });

  it.each([
    [new Date(2026, 10, 21, 20, 30), copy.navigation.greetingEvening],
    [new Date(2026, 10, 21, 5, 59), copy.navigation.greetingEvening],
    [new Date(2026, 10, 21, 6, 0), copy.navigation.greetingMorning],
    [new Date(2026, 10, 21, 17, 59), copy.navigation.greetingMorning],
  ])('at %s greets with "%s", then shows the name and minutes', async (now, greeting) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    renderSignedIn();

    await findMenuButton();
    expect(within(header()).getAllByText(greeting).length).toBeGreaterThan(0);
    expect(within(header()).getAllByText(testUser.name).length).toBeGreaterThan(0);
    expect(within(header()).getByText(copy.common.minutes(testUser.credits))).toBeInTheDocument();
    expect(
      within(header()).queryByRole('link', { name: copy.navigation.signIn }),
    ).not.toBeInTheDocument();
  });

  it('opens a menu with Dashboard, Buy Credits, Profile and Sign Out; Escape closes it', async () => {
    const { user } = renderSignedIn();
    const button = await findMenuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(header()).queryByRole('link', { name: copy.navigation.dashboard }),
    ).not.toBeInTheDocument();

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(header());
    expect(menu.getByRole('link', { name: copy.navigation.dashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(menu.getByRole('link', { name: copy.navigation.buyCredits })).toHaveAttribute(
      'href',
      '/purchase',
    );
    expect(menu.getByRole('link', { name: copy.navigation.profile })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(menu.getByRole('button', { name: copy.navigation.signOut })).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(menu.queryByRole('link', { name: copy.navigation.dashboard })).not.toBeInTheDocument();
  });

  it('closes the menu on a click outside it', async () => {
    const { user } = renderSignedIn();
    const button = await findMenuButton();

    await user.click(button);
    await user.click(screen.getByRole('main'));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the menu with the arrow keys', async () => {
    const { user } = renderSignedIn();
    const button = await findMenuButton();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(header()).getByRole('link', { name: copy.navigation.dashboard })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(header()).getByRole('link', { name: copy.navigation.buyCredits })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: copy.navigation.signOut })).toHaveFocus();
  });

  it('follows a menu link and closes the menu', async () => {
    const { user, router } = renderSignedIn();

    await user.click(await findMenuButton());
    await user.click(within(header()).getByRole('link', { name: copy.navigation.buyCredits }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(await findMenuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads the minutes again when the credits-updated event fires', async () => {
    const { server } = renderSignedIn();
    await findMenuButton();
    expect(CREDITS_UPDATED_EVENT).toBe('credits-updated');

    server.signIn({ ...testUser, credits: 55 });
    act(() => announceCreditsUpdated());

    expect(await within(header()).findByText(copy.common.minutes(55))).toBeInTheDocument();
  });

  it('signs out, then loads the home page afresh', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, server, fetchMock } = renderSignedIn();

    await user.click(await findMenuButton());
    await user.click(screen.getByRole('button', { name: copy.navigation.signOut }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.signedIn).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === '/api/auth/sign-out' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('only logs a sign-out that fails', async () => {
    allowConsoleErrors();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const server = fakeAuthServer({ signedIn: true });
    const { user } = renderLayout('/about', {
      api: {
        ...server.handlers,
        'POST /api/auth/sign-out': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const errors = vi.mocked(console.error);

    await user.click(await findMenuButton());
    await user.click(screen.getByRole('button', { name: copy.navigation.signOut }));

    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(logMessages.signOutFailed, expect.anything()),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(header()).getByText(copy.common.minutes(testUser.credits))).toBeInTheDocument();
  });
});

describe('a session the server ended', () => {
  it('tells the customer why and leaves them signed out', async () => {
    renderLayout('/about', {
      api: {
        'GET /api/auth/session': () =>
          jsonResponse(
            { error: { code: 'ACCOUNT_INACTIVE', message: copy.auth.signIn.inactiveOrDeleted } },
            401,
          ),
      },
    });

    expect(await screen.findByText(copy.auth.signIn.inactiveOrDeleted)).toBeInTheDocument();
    expect(
      await within(header()).findByRole('link', { name: copy.navigation.signIn }),
    ).toBeInTheDocument();
  });
});
