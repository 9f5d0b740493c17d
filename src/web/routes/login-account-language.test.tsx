// After signing in, the account's language wins : the server has set the language
// cookie, and a page in the other language is loaded again from the server, in that language.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testUser } from '#tests/support/web/test-data.ts';
import type * as ChooseLanguage from '#web/lib/language/choose-language.ts';

const loadPage = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/language/choose-language.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ChooseLanguage>()),
  loadPage,
}));

beforeEach(() => {
  loadPage.mockClear();
});

async function signInAs(language: 'en' | 'fr-CA', url = '/login') {
  const server = fakeAuthServer({ user: { ...testUser, language } });
  const view = renderRoute(url, { api: server.handlers });
  await view.user.type(await ui.findEmailField(), 'morgan@example.com');
  await view.user.type(ui.passwordField(), 'secret-pass');
  await view.user.click(ui.signInButton());
  return view;
}

describe('signing in on a page in another language than the account’s', () => {
  it('loads where the customer was headed again, from the server, in the account’s language', async () => {
    const { router } = await signInAs('fr-CA', '/login?redirectTo=%2Fpurchase');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/purchase'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes straight on when the account speaks the page’s language', async () => {
    const { router } = await signInAs('en');
    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.dashboard, level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(loadPage).not.toHaveBeenCalled();
  });
});
