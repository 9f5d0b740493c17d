import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

const t = accountCopy.accountForms;

type User = ReturnType<typeof renderRoute>['user'];

async function openCreateAccount(user: User) {
  await ui.findEmailField();
  await user.click(screen.getByRole('button', { name: t.signIn.createAccount }));
  expect(screen.getByRole('heading', { name: t.signUp.heading, level: 1 })).toBeInTheDocument();
}

async function fillCreateAccount(user: User, { adult = true } = {}) {
  await user.type(ui.emailField(), 'New.Customer@Example.com');
  await user.type(ui.passwordField(), 'moonlight');
  if (adult) await user.click(ui.adultCheckbox());
  await user.click(ui.createAccountButton());
}

const signUpAnswer = () =>
  jsonResponse({ status: 'confirmation_sent', email: 'new.customer@example.com' }, 201);

afterEach(() => {
  delete window.dataLayer;
});

describe('creating an account on /login', () => {
  it('switches to create-account mode, where the 18+ box starts unticked and is required', async () => {
    const { user, fetchMock } = renderRoute('/login');
    await openCreateAccount(user);

    expect(ui.adultCheckbox()).not.toBeChecked();
    expect(ui.passwordField()).toHaveAttribute('autocomplete', 'new-password');
    await fillCreateAccount(user, { adult: false });

    expect(ui.adultCheckbox()).toHaveAccessibleDescription(copy.auth.signUp.adultRequired);
    expect(ui.adultCheckbox()).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/sign-up')).toBe(false);
  });

  it('sends the account, shows where the confirmation went, and records the sign-up', async () => {
    const signUp = vi.fn((_body: unknown) => signUpAnswer());
    const { user, router } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-up': async (request) => signUp(await request.json()) },
    });
    await openCreateAccount(user);

    await fillCreateAccount(user);

    expect(
      await screen.findByText(copy.auth.signUp.confirmationSent('new.customer@example.com')),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(t.fields.password)).not.toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'new.customer@example.com',
      password: 'moonlight',
      adultConfirmed: true,
      englishTermsChosen: false,
    });
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'email' }]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends the confirmation email again from the confirmation panel', async () => {
    const resend = vi.fn((_body: unknown) => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-up': () => signUpAnswer(),
        'POST /api/auth/confirm-email/resend': async (request) => resend(await request.json()),
      },
    });
    await openCreateAccount(user);
    await fillCreateAccount(user);

    await user.click(await screen.findByRole('button', { name: copy.auth.confirmation.resend }));

    expect(await screen.findByText(copy.auth.confirmation.resent)).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith({ email: 'new.customer@example.com' });
  });

  it('goes back to sign-in from the confirmation panel', async () => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-up': () => signUpAnswer() },
    });
    await openCreateAccount(user);
    await fillCreateAccount(user);

    await user.click(await screen.findByRole('button', { name: t.signUp.backToSignIn }));

    expect(screen.getByRole('heading', { name: t.signIn.heading, level: 1 })).toBeInTheDocument();
    expect(ui.signInButton()).toBeInTheDocument();
  });

  it.each([
    ['EMAIL_TAKEN', 409, copy.auth.signUp.emailTaken],
    ['CUSTOMER_EMAIL_TAKEN', 409, copy.auth.signUp.customerEmailTaken],
    ['WEAK_PASSWORD', 422, copy.auth.signUp.weakPassword],
  ])('shows the server’s text for %s', async (code, status, text) => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-up': () => errorResponse(status, code, text) },
    });
    await openCreateAccount(user);

    await fillCreateAccount(user);

    expect(await ui.alert()).toHaveTextContent(text);
    expect(window.dataLayer).toBeUndefined();
  });

  it('says the account’s availability could not be checked when the server cannot be reached', async () => {
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-up': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await openCreateAccount(user);

    await fillCreateAccount(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signUp.availabilityCheckFailed);
  });

  it('says the profile could not be created when the server fails (5xx)', async () => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-up': () => errorResponse(500, 'INTERNAL_ERROR', 'Internal') },
    });
    await openCreateAccount(user);

    await fillCreateAccount(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signUp.profileCreateFailed);
  });

  it('says no user data was returned when the answer cannot be read', async () => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-up': () => jsonResponse({ ok: true }, 201) },
    });
    await openCreateAccount(user);

    await fillCreateAccount(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signUp.noUserData);
  });

  it('drops a refusal from one mode when switching to the other', async () => {
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-up': () =>
          errorResponse(409, 'EMAIL_TAKEN', copy.auth.signUp.emailTaken),
      },
    });
    await openCreateAccount(user);
    await fillCreateAccount(user);
    await ui.alert();

    await user.click(screen.getByRole('button', { name: t.signUp.signIn }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches back to sign-in keeping what was typed', async () => {
    const { user } = renderRoute('/login');
    await openCreateAccount(user);
    await user.type(ui.emailField(), 'morgan@example.com');

    await user.click(screen.getByRole('button', { name: t.signUp.signIn }));

    await waitFor(() => expect(ui.signInButton()).toBeInTheDocument());
    expect(ui.emailField()).toHaveValue('morgan@example.com');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
