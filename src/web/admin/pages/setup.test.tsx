import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { forgetSetupToken, heldSetupToken, takeSetupToken } from '#web/admin/lib/setup-token.ts';
import { renderAdmin, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.setup;
const token = 's'.repeat(43);
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const started = {
  email: testSupport.email,
  role: 'support',
  totp: {
    secret,
    otpauthUri: `otpauth://totp/Lumina:${testSupport.email}?secret=${secret}`,
    qrSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  },
};
const codes = ['ABCDE-12345', 'FGHIJ-67890'];

/** Opens the set-up link: the page's first code takes the token out of the address. */
function openLink(link = `/admin/setup?token=${token}`) {
  window.history.replaceState(null, '', link);
  takeSetupToken();
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

afterEach(() => {
  forgetSetupToken();
  window.history.replaceState(null, '', '/');
});

describe('the set-up link', () => {
  it('leaves the address bar before anything runs, and is held in memory', () => {
    expect(openLink(`/admin/setup?token=${token}&x=1`)).toBe('/admin/setup?x=1');
    expect(heldSetupToken()).toBe(token);
  });

  it('is not taken from another page', () => {
    expect(openLink(`/admin/sign-in?token=${token}`)).toBe(`/admin/sign-in?token=${token}`);
    expect(heldSetupToken()).toBeNull();
  });
});

describe('setting up an operator account', () => {
  it('shows the QR code and the key, checks the passwords, then shows the recovery codes once', async () => {
    openLink();
    let completed: unknown;
    const { user, fetchMock, router } = renderAdmin('/admin/setup', {
      api: {
        'POST /api/admin/setup/start': () => jsonResponse(started),
        'POST /api/admin/setup/complete': async (request) => {
          completed = await request.json();
          return jsonResponse({ operator: testSupport, recoveryCodes: codes });
        },
      },
    });

    expect(await screen.findByRole('img', { name: t.qrCode })).toBeInTheDocument();
    expect(screen.getByText(secret)).toBeInTheDocument();
    expect(
      screen.getByText(t.account(testSupport.email, adminCopy.shell.roles.support)),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(t.password), 'a long new password');
    await user.type(screen.getByLabelText(t.passwordAgain), 'a long new passwore');
    await user.type(screen.getByLabelText(t.code), '123456');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.passwordsDiffer);
    expect(screen.getByLabelText(t.passwordAgain)).toHaveAccessibleDescription(t.passwordsDiffer);
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/setup/complete')),
    ).toBe(false);

    await user.clear(screen.getByLabelText(t.passwordAgain));
    await user.type(screen.getByLabelText(t.passwordAgain), 'a long new password');
    await user.click(screen.getByRole('button', { name: t.submit }));

    const heading = await screen.findByRole('heading', { name: t.recovery.title });
    expect(heading).toHaveFocus();
    expect(completed).toEqual({ token, password: 'a long new password', code: '123456' });
    const list = screen.getByRole('list', { name: t.recovery.listLabel });
    expect(list).toHaveTextContent(codes.join(''));
    const download = screen.getByRole('link', { name: t.recovery.download });
    expect(download).toHaveAttribute('download', t.recovery.fileName);
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(codes.join('\n'));
    expect(heldSetupToken()).toBeNull();

    const go = screen.getByRole('button', { name: t.recovery.continue });
    expect(go).toBeDisabled();
    await user.click(screen.getByLabelText(t.recovery.saved));
    await user.click(go);
    expect(await screen.findByRole('heading', { level: 1, name: adminCopy.home.title }));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('copies the codes', async () => {
    openLink();
    const { user } = renderAdmin('/admin/setup', {
      api: {
        'POST /api/admin/setup/start': () => jsonResponse(started),
        'POST /api/admin/setup/complete': () =>
          jsonResponse({ operator: testSupport, recoveryCodes: codes }),
      },
    });
    await user.type(await screen.findByLabelText(t.password), 'a long new password');
    await user.type(screen.getByLabelText(t.passwordAgain), 'a long new password');
    await user.type(screen.getByLabelText(t.code), '123456');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await user.click(await screen.findByRole('button', { name: t.recovery.copy }));
    expect(await screen.findByText(t.recovery.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
  });

  it('says an expired or used link cannot be used', async () => {
    openLink();
    renderAdmin('/admin/setup', {
      api: {
        'POST /api/admin/setup/start': () =>
          errorResponse(400, 'SETUP_LINK_INVALID', 'This link is no longer valid.'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.linkInvalidTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(t.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(t.password)).toBeNull();
  });

  it('without a link, says where to find one', async () => {
    renderAdmin('/admin/setup');
    expect(await screen.findByText(t.linkMissing)).toBeInTheDocument();
  });
});
