// The Terms French first at sign-up (issue 10; Charter of the French Language s.55): the English
// site offers, beside the Terms, an unticked box choosing the English version and sends what the
// customer left in it; the French site, whose Terms are only French, offers nothing.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

afterEach(() => {
  document.documentElement.lang = '';
  delete window.dataLayer;
});

/** /register as served by one language's site, answering the sign-up with success. */
function renderRegister(language: Locale) {
  document.documentElement.lang = language;
  const signUp = vi.fn((_body: unknown) =>
    jsonResponse({ status: 'confirmation_sent', email: 'claire@example.com' }, 201),
  );
  const view = renderRoute('/register', {
    api: { 'POST /api/auth/sign-up': async (request) => signUp(await request.json()) },
  });
  return { ...view, signUp };
}

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], language: Locale) {
  const texts = copyFor(language);
  await user.type(
    await screen.findByLabelText(accountCopyFor(language).accountForms.fields.email),
    'claire@example.com',
  );
  await user.type(
    screen.getByLabelText(accountCopyFor(language).accountForms.fields.password),
    'moonlight',
  );
  await user.click(screen.getByRole('checkbox', { name: texts.auth.signUp.adultConfirmation }));
}

const en = copyFor('en');
const englishChoice = () =>
  screen.getByRole('checkbox', { name: en.auth.signUp.englishTermsChoice });

describe('signing up on the English site', () => {
  it('offers the English Terms unticked, and sends the French Terms when it is left so', async () => {
    const { user, signUp } = renderRegister('en');
    await fillAndSubmit(user, 'en');

    expect(englishChoice()).not.toBeChecked();
    await user.click(
      screen.getByRole('button', { name: accountCopyFor('en').accountForms.signUp.submit }),
    );

    expect(
      await screen.findByText(en.auth.signUp.confirmationSent('claire@example.com')),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'claire@example.com',
      password: 'moonlight',
      adultConfirmed: true,
      englishTermsChosen: false,
    });
  });

  it('sends the choice of the English Terms when the customer ticks it', async () => {
    const { user, signUp } = renderRegister('en');
    await fillAndSubmit(user, 'en');

    await user.click(englishChoice());
    await user.click(
      screen.getByRole('button', { name: accountCopyFor('en').accountForms.signUp.submit }),
    );

    expect(
      await screen.findByText(en.auth.signUp.confirmationSent('claire@example.com')),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ englishTermsChosen: true }));
  });
});

describe('signing up on the French site', () => {
  it('offers no choice of language for the Terms, which are French, and sends none', async () => {
    const fr = copyFor('fr-CA');
    const { user, signUp } = renderRegister('fr-CA');
    await fillAndSubmit(user, 'fr-CA');

    expect(
      screen.queryByRole('checkbox', { name: fr.auth.signUp.englishTermsChoice }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: accountCopyFor('fr-CA').accountForms.signUp.submit }),
    );

    expect(
      await screen.findByText(fr.auth.signUp.confirmationSent('claire@example.com')),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'claire@example.com',
      password: 'moonlight',
      adultConfirmed: true,
    });
  });
});
