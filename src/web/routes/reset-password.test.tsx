import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordResetLink } from '#shared/api/email-links.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { heldLinkSecret } from '#web/lib/link-secrets.ts';
import { arriveFromEmailLink, leaveEmailLinks } from '#tests/support/web/email-links.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

const t = accountCopy.accountForms;
const token = 'r'.repeat(43);

const newPassword = () => screen.getByLabelText(t.fields.newPassword);
const confirmPassword = () => screen.getByLabelText(t.fields.confirmPassword);
const submit = () => screen.getByRole('button', { name: t.resetPassword.submit });

afterEach(() => {
  vi.useRealTimers();
  leaveEmailLinks();
});

/** The reset email's link, opened: its token is out of the address, held by the page. */
const fromResetLink = () => arriveFromEmailLink(`/reset-password#token=${token}`);

describe('the set-new-password screen', () => {
  it('checks the new password and that both entries match', async () => {
    const { user, fetchMock } = renderRoute(fromResetLink());

    await user.type(await screen.findByLabelText(t.fields.newPassword), 'short');
    await user.click(document.body);
    expect(newPassword()).toHaveAccessibleDescription(
      expect.stringContaining(copy.validation.resetPasswordTooShort),
    );
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');

    await user.clear(newPassword());
    await user.type(newPassword(), 'a-long-password');
    await user.type(confirmPassword(), 'a-long-passwore');
    await user.click(submit());

    expect(confirmPassword()).toHaveAccessibleDescription(copy.validation.passwordsDontMatch);
    expect(confirmPassword()).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('password-reset'))).toBe(
      false,
    );
  });

  it('confirms in place of the form, then goes to /login after 3 seconds with the reset message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const complete = vi.fn((_body: unknown) => jsonResponse({ status: 'updated' }));
    const { user, router } = renderRoute(fromResetLink(), {
      api: {
        'POST /api/auth/password-reset/complete': async (request) => complete(await request.json()),
      },
    });

    await user.type(await screen.findByLabelText(t.fields.newPassword), 'a-long-password');
    await user.type(confirmPassword(), 'a-long-password');
    await user.click(submit());

    expect(await screen.findByText(t.resetPassword.updated)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.fields.newPassword)).not.toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith({
      token,
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    });
    // Used up: the page no longer holds it.
    expect(heldLinkSecret(passwordResetLink)).toBeNull();

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    expect(await screen.findByText(copy.auth.password.resetDone)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: t.signIn.submit })).toBeInTheDocument();
  });

  it('says the link no longer works, with a way to ask for a new one', async () => {
    const { user, router } = renderRoute(fromResetLink(), {
      api: {
        'POST /api/auth/password-reset/complete': () =>
          errorResponse(400, 'RESET_LINK_INVALID', copy.auth.password.linkInvalid),
      },
    });

    await user.type(await screen.findByLabelText(t.fields.newPassword), 'a-long-password');
    await user.type(confirmPassword(), 'a-long-password');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.auth.password.linkInvalid);
    await user.click(screen.getByRole('link', { name: t.resetPassword.requestNewLink }));

    expect(
      await screen.findByRole('heading', { name: t.forgotPassword.heading, level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the password could not be updated when the server fails', async () => {
    const { user } = renderRoute(fromResetLink(), {
      api: {
        'POST /api/auth/password-reset/complete': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });

    await user.type(await screen.findByLabelText(t.fields.newPassword), 'a-long-password');
    await user.type(confirmPassword(), 'a-long-password');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.auth.password.updateFailed);
  });

  it('works from a link sent with the token in its query string, and takes it out', async () => {
    const complete = vi.fn((_body: unknown) => jsonResponse({ status: 'updated' }));
    const address = arriveFromEmailLink(`/reset-password?token=${token}`);
    expect(address).toBe('/reset-password');
    const { user } = renderRoute(address, {
      api: {
        'POST /api/auth/password-reset/complete': async (request) => complete(await request.json()),
      },
    });

    await user.type(await screen.findByLabelText(t.fields.newPassword), 'a-long-password');
    await user.type(confirmPassword(), 'a-long-password');
    await user.click(submit());

    expect(await screen.findByText(t.resetPassword.updated)).toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith(expect.objectContaining({ token }));
  });

  it('says the link is invalid when the address has no token', async () => {
    renderRoute('/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.auth.password.linkInvalid);
    expect(screen.getByRole('link', { name: t.resetPassword.requestNewLink })).toHaveAttribute(
      'href',
      '/login?forgot=1',
    );
    expect(screen.queryByLabelText(t.fields.newPassword)).not.toBeInTheDocument();
  });
});
