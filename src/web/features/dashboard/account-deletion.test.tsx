// Deleting the account from the dashboard, after confirming it's you when
// the sign-in is not recent (docs/decisions/029).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { expectAnnounced } from '#tests/support/web/announcer.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { findCard, renderDashboard } from '#tests/support/web/dashboard-server.ts';
import { READ_BEFORE_LEAVING_MS } from './timing.ts';

const c = accountCopy.customer;
const t = accountCopy.customerArea.dashboard.deletion;

type User = ReturnType<typeof renderDashboard>['user'];

const deleted = () => new Response(null, { status: 204 });
const dialog = () => screen.getByRole('dialog', { name: t.dialogTitle });
const confirmField = () => within(dialog()).getByLabelText(t.fieldLabel('DELETE'));
const confirmButton = () => within(dialog()).getByRole('button', { name: t.confirm });

async function openDialog(user: User) {
  await findCard(t.heading);
  await user.click(screen.getByRole('button', { name: c.dashboard.deleteAccount }));
  return dialog();
}

function render(api: ApiHandlers) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const view = renderDashboard({ api });
  return { ...view, assign };
}

function requested(fetchMock: ReturnType<typeof renderDashboard>['fetchMock'], path: string) {
  return fetchMock.mock.calls.some(
    ([url, init]) => String(url) === path && init?.method === 'POST',
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('deleting the account', () => {
  it('explains what it means and confirms only with DELETE typed exactly', async () => {
    const { user, fetchMock } = render({ 'POST /api/me/deletion': deleted });
    const shown = await openDialog(user);

    for (const paragraph of t.dialogBody) expect(shown).toHaveTextContent(paragraph);
    expect(confirmButton()).toBeDisabled();

    await user.type(confirmField(), 'delete');
    expect(confirmButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(confirmField()).toHaveAccessibleDescription(copy.validation.deleteConfirmation);
    await expectAnnounced(copy.validation.deleteConfirmation);

    await user.clear(confirmField());
    await user.type(confirmField(), 'DELETE ');
    expect(confirmButton()).toBeDisabled();

    await user.clear(confirmField());
    await user.type(confirmField(), 'DELETE');
    expect(confirmButton()).toBeEnabled();
    expect(confirmField()).not.toHaveAccessibleDescription(copy.validation.deleteConfirmation);
    expect(requested(fetchMock, '/api/me/deletion')).toBe(false);
  });

  it('says what to type when the customer leaves the field with something else', async () => {
    const { user } = render({});
    await openDialog(user);

    await user.type(confirmField(), 'yes');
    await user.tab();

    expect(confirmField()).toHaveAccessibleDescription(copy.validation.deleteConfirmation);
  });

  it('can be cancelled, and starts afresh next time', async () => {
    const { user, fetchMock } = render({});
    await openDialog(user);
    await user.type(confirmField(), 'DELETE');

    await user.click(within(dialog()).getByRole('button', { name: copy.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openDialog(user);
    expect(confirmField()).toHaveValue('');
    expect(requested(fetchMock, '/api/me/deletion')).toBe(false);
  });

  it('deletes the account, says so, signs out and loads the home page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const body = vi.fn((_body: unknown) => undefined);
    const { user, assign, fetchMock, auth } = render({
      'POST /api/me/deletion': async (request) => {
        body(await request.json());
        return deleted();
      },
    });
    await openDialog(user);
    await user.type(confirmField(), 'DELETE');

    await user.click(confirmButton());

    expect(await screen.findAllByText(c.deletion.success)).not.toHaveLength(0);
    expect(body).toHaveBeenCalledWith({ confirmation: 'DELETE' });
    expect(requested(fetchMock, '/api/auth/sign-out')).toBe(true);
    expect(auth.signedIn).toBeNull();
    // The page waits a moment so the confirmation can be read, then loads / afresh.
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(READ_BEFORE_LEAVING_MS));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it.each([
    [
      'the server refuses',
      () => errorResponse(400, 'INVALID_REQUEST', copy.validation.deleteConfirmation),
      c.deletion.deleteFailed,
    ],
    [
      'the server fails',
      () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error'),
      c.deletion.deleteFailed,
    ],
    [
      'there is no session',
      () => errorResponse(401, 'UNAUTHENTICATED', copy.errors.unauthenticated),
      c.deletion.sessionFailed,
    ],
    [
      'the server cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
      c.deletion.unexpected,
    ],
  ])('says so when %s', async (_case, answer, text) => {
    const { user, assign, fetchMock } = render({ 'POST /api/me/deletion': answer });
    await openDialog(user);
    await user.type(confirmField(), 'DELETE');

    await user.click(confirmButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
    expect(requested(fetchMock, '/api/auth/sign-out')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText(c.deletion.success)).not.toBeInTheDocument();
  });

  describe('when the sign-in is not recent', () => {
    const reauth = copy.auth.recentSignIn;
    const reauthDialog = () => screen.getByRole('dialog', { name: reauth.dialogTitle });

    /** Deletion refused until the customer confirms it's them with their password. */
    function renderNeedingRecentSignIn() {
      let recent = false;
      const deletion = vi.fn(() =>
        recent ? deleted() : errorResponse(403, 'RECENT_SIGN_IN_REQUIRED', reauth.required),
      );
      const view = render({
        'POST /api/me/deletion': deletion,
        'POST /api/auth/reauthenticate': async (request) => {
          const { password } = (await request.json()) as { password: string };
          recent = password === 'correct horse battery';
          return recent
            ? jsonResponse({ status: 'reauthenticated' })
            : errorResponse(401, 'WRONG_CREDENTIALS', reauth.wrongPassword);
        },
      });
      return { ...view, deletion };
    }

    it('asks the customer to confirm it is them, then deletes the account', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user, assign, fetchMock, deletion } = renderNeedingRecentSignIn();
      await openDialog(user);
      await user.type(confirmField(), 'DELETE');
      await user.click(confirmButton());

      const asking = await screen.findByRole('dialog', { name: reauth.dialogTitle });
      const password = within(asking).getByLabelText(accountCopy.accountForms.fields.password);
      expect(password).toHaveFocus();
      await user.type(password, 'correct horse battery');
      await user.click(within(asking).getByRole('button', { name: reauth.confirm }));

      expect(await screen.findAllByText(c.deletion.success)).not.toHaveLength(0);
      expect(deletion).toHaveBeenCalledTimes(2);
      expect(requested(fetchMock, '/api/auth/sign-out')).toBe(true);
      expect(screen.queryByRole('dialog', { name: reauth.dialogTitle })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(READ_BEFORE_LEAVING_MS));
      expect(assign).toHaveBeenCalledWith('/');
    });

    it('deletes nothing when the customer cancels, and says why in the deletion dialog', async () => {
      const { user, assign, deletion } = renderNeedingRecentSignIn();
      await openDialog(user);
      await user.type(confirmField(), 'DELETE');
      await user.click(confirmButton());
      await screen.findByRole('dialog', { name: reauth.dialogTitle });

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog', { name: reauth.dialogTitle })).not.toBeInTheDocument();
      const alert = await within(dialog()).findByRole('alert');
      expect(alert).toHaveTextContent(reauth.required);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(deletion).toHaveBeenCalledTimes(1);
      expect(assign).not.toHaveBeenCalled();
      // The deletion can be tried again, and asks again.
      await user.click(confirmButton());
      expect(await screen.findByRole('dialog', { name: reauth.dialogTitle })).toBeVisible();
      expect(reauthDialog()).toBeInTheDocument();
    });
  });

  it('says the deletion could not be completed when signing out fails afterwards', async () => {
    const { user, assign } = render({
      'POST /api/me/deletion': deleted,
      'POST /api/auth/sign-out': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openDialog(user);
    await user.type(confirmField(), 'DELETE');

    await user.click(confirmButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(c.deletion.completeFailed);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
  });
});
