// "Confirm it's you" (docs/decisions/029): a sensitive change the server refuses with
// RECENT_SIGN_IN_REQUIRED opens the dialog; the password or a texted code confirms it, and the
// change is sent again. An accessible modal: labelled, focus in and back, failures announced,
// Escape cancels (the change then fails with the server's reason); in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#shared/api/auth.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { testUser } from '#tests/support/web/test-data.ts';
import { useRecentSignIn } from './use-recent-sign-in.tsx';

const en = copyFor('en');

/** A page of the customer area with one sensitive change: its button, and what became of it. */
function Harness() {
  const { user } = useAuth();
  const recentSignIn = useRecentSignIn();
  const [outcome, setOutcome] = useState('');
  const change = () =>
    apiRequest('/api/sensitive', { method: 'POST', schema: z.object({ done: z.boolean() }) });
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void recentSignIn.run(change).then(
            () => setOutcome('changed'),
            (error: Error) => setOutcome(error.message),
          )
        }
      >
        Change
      </button>
      <output>{outcome}</output>
      {recentSignIn.dialog}
    </>
  );
}

/** The change is refused until the session is confirmed, then goes through. */
function render({ user = testUser, api = {} }: { user?: SessionUser; api?: ApiHandlers } = {}) {
  const texts = copyFor(user.language).auth.recentSignIn;
  let recent = false;
  const change = vi.fn(() =>
    recent
      ? jsonResponse({ done: true })
      : errorResponse(403, 'RECENT_SIGN_IN_REQUIRED', texts.required),
  );
  const reauthenticate = vi.fn(async (request: Request) => {
    const body = (await request.json()) as { password?: string; code?: string };
    if (body.password === 'right-password' || body.code === '123456') {
      recent = true;
      return jsonResponse({ status: 'reauthenticated' });
    }
    return body.password === undefined
      ? errorResponse(400, 'CODE_INCORRECT', copyFor(user.language).auth.otp.codeIncorrect)
      : errorResponse(401, 'WRONG_CREDENTIALS', texts.wrongPassword);
  });
  const codeRequested = vi.fn((_body: unknown) => undefined);
  const requestCode = async (request: Request) => {
    const body = (await request.json()) as { phone: string };
    codeRequested(body);
    return jsonResponse({
      status: 'sent',
      phone: body.phone,
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
  };
  const auth = fakeAuthServer({ user, signedIn: true });
  const view = renderWithProviders(<Harness />, {
    api: {
      ...auth.handlers,
      'POST /api/sensitive': change,
      'POST /api/auth/reauthenticate': reauthenticate,
      'POST /api/auth/reauthenticate/request-code': requestCode,
      ...api,
    },
  });
  return { ...view, change, reauthenticate, codeRequested };
}

const dialog = () => screen.getByRole('dialog', { name: en.auth.recentSignIn.dialogTitle });
const passwordField = () =>
  within(dialog()).getByLabelText(accountCopyFor('en').accountForms.fields.password);
const outcome = () => screen.getByRole('status');

async function startChange(user: ReturnType<typeof render>['user']) {
  // Shown once the session is read, as any page of the customer area.
  const opener = await screen.findByRole('button', { name: 'Change' });
  await user.click(opener);
  return { opener, shown: await screen.findByRole('dialog') };
}

describe('the "Confirm it\'s you" dialog', () => {
  it('asks for the password, then sends the change again; focus goes in and comes back', async () => {
    const { user, change, reauthenticate } = render();
    const { opener, shown } = await startChange(user);

    expect(shown).toHaveAttribute('aria-modal', 'true');
    expect(shown).toHaveAccessibleName(en.auth.recentSignIn.dialogTitle);
    expect(shown).toHaveTextContent(en.auth.recentSignIn.introWithPhone);
    expect(passwordField()).toHaveFocus();

    await user.type(passwordField(), 'wrong-password');
    await user.click(within(dialog()).getByRole('button', { name: en.auth.recentSignIn.confirm }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(en.auth.recentSignIn.wrongPassword);
    expect(alert).toHaveFocus();
    expect(passwordField()).toHaveValue('');

    await user.type(passwordField(), 'right-password');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(outcome()).toHaveTextContent('changed'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reauthenticate).toHaveBeenCalledTimes(2);
    expect(change).toHaveBeenCalledTimes(2);
    expect(opener).toHaveFocus();
  });

  it('checks the password field before asking the server', async () => {
    const { user, reauthenticate } = render();
    await startChange(user);
    await user.click(within(dialog()).getByRole('button', { name: en.auth.recentSignIn.confirm }));
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining(en.validation.passwordTooShort),
    );
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('texts a code to the account’s number instead, and takes it', async () => {
    const { user, change, codeRequested, reauthenticate } = render();
    await startChange(user);

    await user.click(
      within(dialog()).getByRole('button', {
        name: en.auth.recentSignIn.textCodeTo('(514) 555-0100'),
      }),
    );
    expect(await within(dialog()).findByText(en.auth.otp.codeSent('(514) 555-0100'))).toBeVisible();
    expect(codeRequested).toHaveBeenCalledWith({ phone: '5145550100' });

    const codeField = within(dialog()).getByLabelText(
      accountCopyFor('en').accountForms.fields.code,
    );
    await user.type(codeField, '000000');
    await user.click(within(dialog()).getByRole('button', { name: en.auth.recentSignIn.confirm }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(en.auth.otp.codeIncorrect);

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(within(dialog()).getByRole('button', { name: en.auth.recentSignIn.confirm }));

    await waitFor(() => expect(outcome()).toHaveTextContent('changed'));
    expect(change).toHaveBeenCalledTimes(2);
    expect(reauthenticate).toHaveBeenCalledTimes(2);
  });

  it('offers only the password to a customer without a verified number', async () => {
    const { user } = render({ user: { ...testUser, phoneNumbers: [] } });
    const { shown } = await startChange(user);
    expect(shown).toHaveTextContent(en.auth.recentSignIn.intro);
    expect(within(shown).queryByRole('button', { name: /555/ })).not.toBeInTheDocument();
  });

  it('closes on Escape: the change is not sent again and says why it was refused', async () => {
    const { user, change } = render();
    const { opener } = await startChange(user);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(outcome()).toHaveTextContent(en.auth.recentSignIn.required));
    expect(change).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('says so when the code cannot be sent', async () => {
    const { user } = render({
      api: {
        'POST /api/auth/reauthenticate/request-code': () =>
          errorResponse(429, 'PHONE_CODES_DAILY_LIMIT', en.auth.otp.dailyLimitReached),
      },
    });
    await startChange(user);
    await user.click(
      within(dialog()).getByRole('button', {
        name: en.auth.recentSignIn.textCodeTo('(514) 555-0100'),
      }),
    );
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(en.auth.otp.dailyLimitReached);
    expect(alert).toHaveFocus();
  });
});

describe('the "Confirm it\'s you" dialog on a French page', () => {
  onPagesIn('fr-CA');

  it('speaks French', async () => {
    const fr = copyFor('fr-CA');
    const { user } = render({ user: { ...testUser, language: 'fr-CA' } });
    await startChange(user);
    const shown = screen.getByRole('dialog', { name: fr.auth.recentSignIn.dialogTitle });
    expect(shown).toHaveTextContent(fr.auth.recentSignIn.introWithPhone);
    expect(
      within(shown).getByLabelText(accountCopyFor('fr-CA').accountForms.fields.password),
    ).toHaveFocus();
    expect(
      within(shown).getByRole('button', {
        name: fr.auth.recentSignIn.textCodeTo(formatPhone('5145550100')),
      }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(outcome()).toHaveTextContent(fr.auth.recentSignIn.required));
  });
});
