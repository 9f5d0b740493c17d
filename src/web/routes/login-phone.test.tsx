import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { expectAnnounced } from '#tests/support/web/announcer.ts';
import { testUser } from '#tests/support/web/test-data.ts';

const t = accountCopy.accountForms;

type User = ReturnType<typeof renderRoute>['user'];

const codeSent = (resendAfterSeconds = 30) =>
  jsonResponse({ status: 'sent', phone: '5145550100', expiresInSeconds: 600, resendAfterSeconds });

const phoneField = () => screen.getByLabelText(t.fields.phone);
const codeField = () => screen.getByLabelText(t.fields.code);

async function openPhoneSignIn(user: User) {
  await ui.findEmailField();
  await user.click(screen.getByRole('button', { name: t.signIn.usePhone }));
  expect(screen.getByRole('heading', { name: t.phone.heading, level: 1 })).toBeInTheDocument();
}

async function requestCode(user: User, phone = '15145550100') {
  await user.type(phoneField(), phone);
  await user.click(screen.getByRole('button', { name: t.phone.sendCode }));
  await screen.findByLabelText(t.fields.code);
}

function renderLogin(api: ApiHandlers = {}) {
  return renderRoute('/login', {
    api: { 'POST /api/auth/phone/request-code': () => codeSent(), ...api },
  });
}

describe('signing in by phone: the number', () => {
  it('checks the number when the visitor leaves the field', async () => {
    const { user } = renderLogin();
    await openPhoneSignIn(user);

    await user.type(phoneField(), '514-555');
    await user.click(document.body);
    expect(phoneField()).toHaveAccessibleDescription(
      expect.stringContaining(copy.validation.phoneDigitsOnly),
    );

    await user.clear(phoneField());
    await user.type(phoneField(), '514555');
    expect(phoneField()).toHaveAccessibleDescription(
      expect.stringContaining(copy.validation.phoneTooShort),
    );
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(phoneField()).toHaveAttribute('autocomplete', 'tel');
  });

  it('asks for a code and shows where it went, formatted', async () => {
    const request = vi.fn((_body: unknown) => codeSent());
    const { user } = renderLogin({
      'POST /api/auth/phone/request-code': async (r) => request(await r.json()),
    });
    await openPhoneSignIn(user);

    await requestCode(user);

    expect(request).toHaveBeenCalledWith({ phone: '15145550100' });
    expect(screen.getByText(copy.auth.otp.codeSent('(514) 555-0100'))).toBeInTheDocument();
    // The number's form is gone: focus is on the code field, and the sending is announced.
    expect(codeField()).toHaveFocus();
    await expectAnnounced(copy.auth.otp.codeSent('(514) 555-0100'));
    expect(codeField()).toHaveAttribute('placeholder', 'Enter 6-digit code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it.each([
    ['INVALID_PHONE', 400, copy.auth.otp.invalidPhone],
    ['NO_CUSTOMER_FOR_PHONE', 404, copy.auth.otp.noCustomerForPhone],
    ['TOO_MANY_REQUESTS', 429, copy.errors.tooManyRequests],
  ])('shows the server’s text for %s', async (code, status, text) => {
    const { user } = renderLogin({
      'POST /api/auth/phone/request-code': () => errorResponse(status, code, text),
    });
    await openPhoneSignIn(user);

    await user.type(phoneField(), '5145550199');
    await user.click(screen.getByRole('button', { name: t.phone.sendCode }));

    expect(await ui.alert()).toHaveTextContent(text);
  });

  it('says the code could not be requested when the server cannot be reached', async () => {
    const { user } = renderLogin({
      'POST /api/auth/phone/request-code': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openPhoneSignIn(user);

    await user.type(phoneField(), '5145550100');
    await user.click(screen.getByRole('button', { name: t.phone.sendCode }));

    expect(await ui.alert()).toHaveTextContent(copy.auth.otp.requestFailed);
  });

  it('goes back to email sign-in', async () => {
    const { user } = renderLogin();
    await openPhoneSignIn(user);

    await user.click(screen.getByRole('button', { name: t.phone.useEmail }));

    expect(ui.signInButton()).toBeInTheDocument();
  });
});

describe('signing in by phone: the code', () => {
  it('checks the code with the spec’s messages', async () => {
    const { user, fetchMock } = renderLogin();
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.type(codeField(), '123');
    await user.click(document.body);
    expect(codeField()).toHaveAccessibleDescription(copy.validation.otpLength);

    await user.clear(codeField());
    await user.type(codeField(), '12a456');
    expect(codeField()).toHaveAccessibleDescription(copy.validation.otpDigitsOnly);

    await user.click(screen.getByRole('button', { name: t.phone.verify }));
    expect(codeField()).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/phone/verify')).toBe(
      false,
    );
  });

  it('signs the customer in and goes to the dashboard', async () => {
    const server = fakeAuthServer();
    const verify = vi.fn((_body: unknown) => undefined);
    const { user, router } = renderLogin({
      ...server.handlers,
      'POST /api/auth/phone/verify': async (request) => {
        verify(await request.json());
        server.signIn();
        return jsonResponse({ user: testUser });
      },
    });
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.type(codeField(), ' 654321 ');
    await user.click(screen.getByRole('button', { name: t.phone.verify }));

    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.dashboard, level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(verify).toHaveBeenCalledWith({ phone: '5145550100', code: '654321' });
  });

  it.each([
    ['CODE_INCORRECT', 400, copy.auth.otp.codeIncorrect],
    ['CODE_EXPIRED', 400, copy.auth.otp.codeExpired],
    ['CODE_ATTEMPTS_EXCEEDED', 429, copy.auth.otp.attemptsExceeded],
    ['NO_CUSTOMER_FOR_PHONE', 404, copy.auth.otp.noCustomerForPhone],
  ])('shows the server’s text for %s', async (code, status, text) => {
    const { user } = renderLogin({
      'POST /api/auth/phone/verify': () => errorResponse(status, code, text),
    });
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: t.phone.verify }));

    expect(await ui.alert()).toHaveTextContent(text);
  });

  it('says the code could not be verified when the server cannot be reached', async () => {
    const { user } = renderLogin({
      'POST /api/auth/phone/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: t.phone.verify }));

    expect(await ui.alert()).toHaveTextContent(copy.auth.otp.verifyFailed);
  });

  it('says phone sign-in failed when the server fails (5xx)', async () => {
    const { user } = renderLogin({
      'POST /api/auth/phone/verify': () => errorResponse(500, 'INTERNAL_ERROR', 'Internal'),
    });
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: t.phone.verify }));

    expect(await ui.alert()).toHaveTextContent(copy.auth.signIn.phoneSignInFailed);
  });

  it('changes the number: back to the first step, with the number typed', async () => {
    const { user } = renderLogin();
    await openPhoneSignIn(user);
    await requestCode(user, '5145550100');

    await user.click(screen.getByRole('button', { name: t.phone.changeNumber }));

    expect(phoneField()).toHaveValue('5145550100');
    expect(screen.queryByLabelText(t.fields.code)).not.toBeInTheDocument();
  });

  it('lets the code be sent again only once the wait is over', async () => {
    const request = vi.fn(() => codeSent(1));
    const { user } = renderLogin({ 'POST /api/auth/phone/request-code': request });
    await openPhoneSignIn(user);
    await requestCode(user);

    expect(screen.getByRole('button', { name: t.phone.resendIn(1) })).toBeDisabled();
    const resend = await screen.findByRole(
      'button',
      { name: t.phone.resendCode },
      { timeout: 2500 },
    );
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await screen.findByText(t.phone.codeResent)).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(2);
    // The wait starts again.
    expect(screen.getByRole('button', { name: t.phone.resendIn(1) })).toBeDisabled();
  });

  it('says the code could not be resent when that fails', async () => {
    let requests = 0;
    const { user } = renderLogin({
      'POST /api/auth/phone/request-code': () => {
        requests += 1;
        if (requests === 1) return codeSent(0);
        throw new TypeError('Failed to fetch');
      },
    });
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.click(screen.getByRole('button', { name: t.phone.resendCode }));

    expect(await ui.alert()).toHaveTextContent(copy.auth.otp.resendCodeFailed);
  });

  it('shows the server’s text when it refuses a resend that comes too soon', async () => {
    let requests = 0;
    const { user } = renderLogin({
      'POST /api/auth/phone/request-code': () => {
        requests += 1;
        return requests === 1
          ? codeSent(0)
          : errorResponse(429, 'CODE_RESEND_TOO_SOON', copy.auth.otp.resendTooSoon(20));
      },
    });
    await openPhoneSignIn(user);
    await requestCode(user);

    await user.click(screen.getByRole('button', { name: t.phone.resendCode }));

    await waitFor(async () =>
      expect(await ui.alert()).toHaveTextContent(copy.auth.otp.resendTooSoon(20)),
    );
  });
});
