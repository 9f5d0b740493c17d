import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testUser } from '#tests/support/web/test-data.ts';

async function fillSignIn(
  user: ReturnType<typeof renderRoute>['user'],
  email = 'Morgan@Example.com ',
  password = 'secret-pass',
) {
  await user.type(await ui.findEmailField(), email);
  await user.type(ui.passwordField(), password);
  await user.click(ui.signInButton());
}

describe('signing in with email and password', () => {
  it('signs in, reads the session back and goes to the dashboard', async () => {
    const server = fakeAuthServer();
    const { user, router, fetchMock } = renderRoute('/login', { api: server.handlers });

    await fillSignIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.dashboard, level: 1 }),
    ).toBeInTheDocument();
    const signInCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/sign-in');
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      email: 'morgan@example.com',
      password: 'secret-pass',
    });
    // The header's balance (the dashboard shows it too).
    expect(
      within(screen.getByRole('banner')).getByText(copy.common.minutes(testUser.credits)),
    ).toBeInTheDocument();
  });

  it.each([
    ['WRONG_CREDENTIALS', 401, copy.auth.signIn.wrongCredentials],
    ['EMAIL_NOT_CONFIRMED', 403, copy.auth.signIn.emailNotConfirmed],
    ['TOO_MANY_SIGN_IN_ATTEMPTS', 429, copy.auth.signIn.tooManyAttempts],
    ['ACCOUNT_DELETED', 403, copy.auth.signIn.accountDeleted],
    ['ACCOUNT_INACTIVE', 403, copy.auth.signIn.accountInactive],
    ['CUSTOMER_MISSING', 403, copy.auth.signIn.customerMissing],
  ])('shows the server’s text for %s and stays on /login', async (code, status, text) => {
    const { user, router } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-in': () => errorResponse(status, code, text) },
    });

    await fillSignIn(user);

    expect(await ui.alert()).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/login');
    expect(ui.passwordField()).toHaveValue('secret-pass');
  });
});

describe('a sign-in that fails without the server explaining it', () => {
  it('says sign-in is unavailable when the server cannot be reached', async () => {
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-in': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });

    await fillSignIn(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.unavailable);
  });

  it('says logging in with email failed when the server fails (5xx)', async () => {
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-in': () =>
          errorResponse(
            500,
            'INTERNAL_ERROR',
            'An unexpected error occurred. Please try again later.',
          ),
      },
    });

    await fillSignIn(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.emailSignInFailed);
  });

  it('says no user data was returned when the answer names no customer', async () => {
    const { user, router } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-in': () => jsonResponse({ user: null }) },
    });

    await fillSignIn(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.noUserData);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('clears the password and keeps the email when the answer cannot be read', async () => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-in': () => new Response('<html>oops</html>', { status: 200 }) },
    });

    await fillSignIn(user);

    const alert = await ui.alert();
    expect(alert).toHaveTextContent(copy.common.requestFailed);
    expect(alert).toHaveFocus();
    expect(ui.passwordField()).toHaveValue('');
    // (An email input drops surrounding spaces by itself.)
    expect(ui.emailField()).toHaveValue('Morgan@Example.com');
  });

  it('says customer data could not be fetched when the session cannot be read after signing in', async () => {
    let sessionReads = 0;
    const { user, router } = renderRoute('/login', {
      api: {
        'GET /api/auth/session': () => {
          sessionReads += 1;
          return sessionReads === 1
            ? jsonResponse({ user: null })
            : errorResponse(503, 'SERVICE_UNAVAILABLE', 'down');
        },
        'POST /api/auth/sign-in': () => jsonResponse({ user: testUser }),
      },
    });

    await fillSignIn(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.customerFetchFailed);
    expect(router.state.location.pathname).toBe('/login');
    // Still signed out: the header offers to sign in.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: copy.navigation.signIn }),
    ).toBeInTheDocument();
  });

  it('says customer data could not be fetched when the session is still anonymous (cookie refused)', async () => {
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/sign-in': () => jsonResponse({ user: testUser }) },
    });

    await fillSignIn(user);

    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.customerFetchFailed);
  });
});

describe('the sign-in form', () => {
  it('checks each field when the visitor leaves it, with the spec’s messages', async () => {
    const { user } = renderRoute('/login');
    const email = await ui.findEmailField();

    await user.click(email);
    await user.click(document.body);
    expect(email).toHaveAccessibleDescription(copy.validation.emailRequired);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-address');
    expect(email).toHaveAccessibleDescription(copy.validation.emailInvalid);
    await user.clear(email);
    await user.type(email, 'morgan@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');

    const password = ui.passwordField();
    await user.type(password, '12345');
    expect(screen.queryByText(copy.validation.passwordTooShort)).not.toBeInTheDocument();
    await user.click(document.body);
    expect(password).toHaveAccessibleDescription(copy.validation.passwordTooShort);

    await user.clear(password);
    await user.click(password);
    await user.paste('x'.repeat(73));
    expect(password).toHaveAccessibleDescription(copy.validation.passwordTooLong);
    await user.keyboard('{Backspace}');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing while a field is wrong, and focuses the first one in error', async () => {
    const { user, fetchMock } = renderRoute('/login');
    await ui.findEmailField();

    await user.click(ui.signInButton());

    expect(ui.emailField()).toHaveFocus();
    expect(screen.getByText(copy.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/sign-in')).toBe(false);
  });

  it('shows the server’s message for a field under that field', async () => {
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-in': () =>
          errorResponse(400, 'INVALID_REQUEST', copy.errors.invalidRequest, {
            email: copy.validation.emailInvalid,
          }),
      },
    });

    await fillSignIn(user);

    await waitFor(() =>
      expect(ui.emailField()).toHaveAccessibleDescription(copy.validation.emailInvalid),
    );
    expect(ui.emailField()).toHaveFocus();
  });

  it('is busy and cannot be sent twice while signing in', async () => {
    let finish: (response: Response) => void = () => {};
    const server = fakeAuthServer();
    const { user, fetchMock } = renderRoute('/login', {
      api: {
        ...server.handlers,
        'POST /api/auth/sign-in': () =>
          new Promise<Response>((resolve) => {
            finish = (response) => {
              server.signIn();
              resolve(response);
            };
          }),
      },
    });

    await fillSignIn(user);

    const button = ui.signInButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/sign-in'),
    ).toHaveLength(1);

    finish(jsonResponse({ user: testUser }));
    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.dashboard, level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderRoute('/login');
    await ui.findEmailField();
    const toggle = screen.getByRole('button', {
      name: accountCopy.accountForms.fields.showPassword,
    });

    expect(ui.passwordField()).toHaveAttribute('type', 'password');
    expect(ui.passwordField()).toHaveAttribute('autocomplete', 'current-password');
    await user.click(toggle);
    expect(ui.passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers to send the confirmation email again when the email is not confirmed', async () => {
    const resend = vi.fn((_body: unknown) => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-in': () =>
          errorResponse(403, 'EMAIL_NOT_CONFIRMED', copy.auth.signIn.emailNotConfirmed),
        'POST /api/auth/confirm-email/resend': async (request) => resend(await request.json()),
      },
    });

    await fillSignIn(user);
    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.emailNotConfirmed);
    await user.click(screen.getByRole('button', { name: copy.auth.confirmation.resend }));

    expect(await screen.findByText(copy.auth.confirmation.resent)).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith({ email: 'morgan@example.com' });
  });

  it('says the link could not be sent when sending the confirmation email again fails', async () => {
    const { user } = renderRoute('/login', {
      api: {
        'POST /api/auth/sign-in': () =>
          errorResponse(403, 'EMAIL_NOT_CONFIRMED', copy.auth.signIn.emailNotConfirmed),
        'POST /api/auth/confirm-email/resend': () =>
          errorResponse(500, 'INTERNAL_ERROR', 'Internal error'),
      },
    });

    await fillSignIn(user);
    await user.click(await screen.findByRole('button', { name: copy.auth.confirmation.resend }));

    expect(await screen.findByText(copy.auth.otp.magicLinkFailed)).toBeInTheDocument();
  });

  it('links to the terms and the privacy policy', async () => {
    renderRoute('/login');
    await ui.findEmailField();

    const form = screen.getByRole('main');
    expect(
      within(form).getByRole('link', { name: copy.navigation.footer.termsAndConditions }),
    ).toHaveAttribute('href', '/terms');
    expect(
      within(form).getByRole('link', { name: copy.navigation.footer.privacyPolicy }),
    ).toHaveAttribute('href', '/privacy');
  });

  it('sends a signed-in customer on to the dashboard', async () => {
    const server = fakeAuthServer({ signedIn: true });
    const { router } = renderRoute('/login', { api: server.handlers });

    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.dashboard, level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
