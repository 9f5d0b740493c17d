import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copy, copyFor } from '#shared/copy/catalogue.ts';
import { errorResponse } from '#tests/support/web/fetch-mock.ts';
import type * as ChooseLanguage from '#web/lib/language/choose-language.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

const reload = vi.hoisted(() => vi.fn());
vi.mock('#web/lib/language/choose-language.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ChooseLanguage>()),
  reloadInLanguage: reload,
}));

const switchIn = async (language: 'en' | 'fr-CA') =>
  within(screen.getByRole('banner')).findByRole('group', {
    name: copyFor(language).navigation.language.label,
  });

beforeEach(() => {
  reload.mockClear();
});

afterEach(() => {
  document.documentElement.lang = '';
});

describe('the FR/EN switch', () => {
  it('offers French first, each language named in itself, the page’s own shown pressed', async () => {
    renderLayout('/about');
    const group = await switchIn('en');
    const [first, second] = within(group).getAllByRole('button');
    expect(first).toHaveAccessibleName('Français');
    expect(first).toHaveAttribute('lang', 'fr-CA');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAccessibleName('English');
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the server to remember French, then reloads the page in it', async () => {
    const requests: unknown[] = [];
    const { user } = renderLayout('/about', {
      api: {
        'PUT /api/language': async (request) => {
          requests.push(await request.json());
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(within(await switchIn('en')).getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ language: 'fr-CA' }]);
  });

  it('does nothing for the language already shown', async () => {
    const { user } = renderLayout('/about');
    await user.click(within(await switchIn('en')).getByRole('button', { name: 'English' }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when the choice cannot be saved, and stays usable', async () => {
    const { user } = renderLayout('/about', {
      api: {
        'PUT /api/language': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The server is busy.'),
      },
    });
    const french = within(await switchIn('en')).getByRole('button', { name: 'Français' });
    await user.click(french);
    // A 5xx's words are about the server: the visitor reads the screen's own text.
    expect(await screen.findByText(copy.common.requestFailed)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(french).toBeEnabled();
  });

  it('speaks French on a French page, in the header and in the mobile menu', async () => {
    document.documentElement.lang = 'fr-CA';
    const { user } = renderLayout('/about');
    const group = await switchIn('fr-CA');
    expect(within(group).getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', {
        name: copyFor('fr-CA').navigation.openMenu,
      }),
    );
    const menu = await screen.findByRole('dialog', { name: copy.navigation.mobileMenu });
    expect(
      within(menu).getByRole('group', { name: copyFor('fr-CA').navigation.language.label }),
    ).toBeInTheDocument();
  });
});
