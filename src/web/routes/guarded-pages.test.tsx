import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

describe.each([
  ['/dashboard', copy.pages.titles.dashboard],
  ['/purchase', copy.pages.titles.purchase],
])('%s (customers only)', (path, title) => {
  it('sends a visitor to /login, and back after signing in', async () => {
    const server = fakeAuthServer();
    const { user, router } = renderRoute(path, { api: server.handlers });

    await user.type(await ui.findEmailField(), 'morgan@example.com');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    await user.type(ui.passwordField(), 'secret-pass');
    await user.click(ui.signInButton());

    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the page to a signed-in customer', async () => {
    const { router } = renderRoute(path, { api: fakeAuthServer({ signedIn: true }).handlers });

    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('decides nothing until the session has answered', async () => {
    let answer: (response: Response) => void = () => {};
    const { router } = renderRoute(path, {
      api: {
        'GET /api/auth/session': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });

    await screen.findByRole('status');
    expect(router.state.location.pathname).toBe(path);
    answer(jsonResponse({ user: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the return address', () => {
  it('keeps the query of the page asked for', async () => {
    const { router } = renderRoute('/purchase?coupon=WELCOME25');

    await ui.findEmailField();
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/purchase?coupon=WELCOME25')}`,
    );
  });

  it('never leads to another site', async () => {
    const server = fakeAuthServer();
    const { user, router } = renderRoute('/login?redirectTo=%2F%2Fevil.example%2Fphish', {
      api: server.handlers,
    });

    await user.type(await ui.findEmailField(), 'morgan@example.com');
    await user.type(ui.passwordField(), 'secret-pass');
    await user.click(ui.signInButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('leaves /profile open to visitors', async () => {
    const { router } = renderRoute('/profile');

    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.profile, level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
