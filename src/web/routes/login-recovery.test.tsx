import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmationLink } from '#shared/api/email-links.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { heldLinkSecret } from '#web/lib/link-secrets.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { arriveFromEmailLink, leaveEmailLinks } from '#tests/support/web/email-links.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { expectAnnounced } from '#tests/support/web/announcer.ts';

const t = accountCopy.accountForms;

describe('the forgot-password panel', () => {
  it('sends a reset link to the address typed in the sign-in form', async () => {
    const reset = vi.fn((_body: unknown) => jsonResponse({ status: 'accepted' }, 202));
    const { user } = renderRoute('/login', {
      api: { 'POST /api/auth/password-reset': async (request) => reset(await request.json()) },
    });
    await user.type(await ui.findEmailField(), 'Morgan@example.com');

    await user.click(screen.getByRole('button', { name: copy.auth.password.forgotPassword }));

    expect(screen.getByRole('heading', { name: t.forgotPassword.heading, level: 1 })).toHaveFocus();
    expect(ui.emailField()).toHaveValue('Morgan@example.com');
    await user.click(screen.getByRole('button', { name: t.forgotPassword.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(copy.auth.password.resetRequested);
    expect(reset).toHaveBeenCalledWith({ email: 'morgan@example.com' });
    // The form is gone: focus is on the way back, and the sending is announced.
    expect(screen.getByRole('button', { name: t.forgotPassword.backToSignIn })).toHaveFocus();
    await expectAnnounced(copy.auth.password.resetRequested);

    await user.click(screen.getByRole('button', { name: t.forgotPassword.backToSignIn }));
    expect(ui.signInButton()).toBeInTheDocument();
  });

  it('checks the address before sending', async () => {
    const { user, fetchMock } = renderRoute('/login?forgot=1');

    await user.click(await screen.findByRole('button', { name: t.forgotPassword.submit }));

    expect(ui.emailField()).toHaveAccessibleDescription(copy.validation.emailRequired);
    expect(ui.emailField()).toHaveFocus();
    await expectAnnounced(copy.validation.emailRequired);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/password-reset')).toBe(
      false,
    );
  });

  it('says the email could not be sent when the server fails', async () => {
    const { user } = renderRoute('/login?forgot=1', {
      api: {
        'POST /api/auth/password-reset': () => errorResponse(502, 'SERVICE_UNAVAILABLE', 'x'),
      },
    });

    await user.type(await ui.findEmailField(), 'morgan@example.com');
    await user.click(screen.getByRole('button', { name: t.forgotPassword.submit }));

    expect(await ui.alert()).toHaveTextContent(copy.auth.password.resetEmailFailed);
  });

  it('shows the server’s text when it refuses (too many requests)', async () => {
    const { user } = renderRoute('/login?forgot=1', {
      api: {
        'POST /api/auth/password-reset': () =>
          errorResponse(429, 'TOO_MANY_REQUESTS', copy.errors.tooManyRequests),
      },
    });

    await user.type(await ui.findEmailField(), 'morgan@example.com');
    await user.click(screen.getByRole('button', { name: t.forgotPassword.submit }));

    expect(await ui.alert()).toHaveTextContent(copy.errors.tooManyRequests);
  });
});

describe('the confirmation link (/login#confirm=<token>)', () => {
  const token = 'a'.repeat(43);
  afterEach(leaveEmailLinks);

  it('confirms the email once and says so; the token never stays in the address', async () => {
    const confirm = vi.fn((_body: unknown) => jsonResponse({ status: 'confirmed' }));
    const address = arriveFromEmailLink(`/login?redirectTo=%2Fpurchase#confirm=${token}`);
    expect(address).toBe('/login?redirectTo=%2Fpurchase');
    renderRoute(address, {
      api: { 'POST /api/auth/confirm-email': async (request) => confirm(await request.json()) },
      // Effects run twice in strict mode; a single-use token must still be sent once.
      strict: true,
    });

    expect(await screen.findByText(copy.auth.confirmation.confirmed)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith({ token });
    expect(heldLinkSecret(confirmationLink)).toBeNull();
    expect(ui.signInButton()).toBeInTheDocument();
  });

  it('still confirms from a link sent with the token in its query string', async () => {
    const confirm = vi.fn((_body: unknown) => jsonResponse({ status: 'confirmed' }));
    const address = arriveFromEmailLink(`/login?confirm=${token}&redirectTo=%2Fpurchase`);
    expect(address).toBe('/login?redirectTo=%2Fpurchase');
    renderRoute(address, {
      api: { 'POST /api/auth/confirm-email': async (request) => confirm(await request.json()) },
    });

    expect(await screen.findByText(copy.auth.confirmation.confirmed)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({ token });
  });

  it('confirms a link opened in a tab already showing the sign-in page', async () => {
    const confirm = vi.fn((_body: unknown) => jsonResponse({ status: 'confirmed' }));
    renderRoute('/login', {
      api: { 'POST /api/auth/confirm-email': async (request) => confirm(await request.json()) },
    });
    expect(await ui.findEmailField()).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    act(() => {
      arriveFromEmailLink(`/login#confirm=${token}`);
    });

    expect(await screen.findByText(copy.auth.confirmation.confirmed)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({ token });
  });

  it('says the link is invalid when the server refuses it', async () => {
    renderRoute(arriveFromEmailLink(`/login#confirm=${token}`), {
      api: {
        'POST /api/auth/confirm-email': () =>
          errorResponse(400, 'CONFIRMATION_LINK_INVALID', copy.auth.confirmation.linkInvalid),
      },
    });

    expect(await ui.alert()).toHaveTextContent(copy.auth.confirmation.linkInvalid);
  });

  it('says the link is invalid when the token is not even well-formed', async () => {
    renderRoute(arriveFromEmailLink('/login#confirm=short'), {
      api: {
        'POST /api/auth/confirm-email': () =>
          jsonResponse(
            {
              error: {
                code: 'INVALID_REQUEST',
                message: copy.errors.invalidRequest,
                fields: { token: 'Too small' },
              },
            },
            400,
          ),
      },
    });

    expect(await ui.alert()).toHaveTextContent(copy.auth.confirmation.linkInvalid);
  });
});
