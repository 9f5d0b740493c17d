// The phone PIN card on the dashboard: whether a PIN is set, setting and changing it with a
// labelled 4-digit field (numeric keyboard on phones), refusals announced, confirming it's the
// customer when the sign-in is not recent, and removing it after a confirmation; in English and
// French.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy, accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { PhonePinCard } from './components/phone-pin-card.tsx';
import { findCard, renderDashboard, testCustomer } from '#tests/support/web/dashboard-server.ts';

const t = accountCopy.phonePin.card;
const rules = accountCopy.phonePin.rules;

const setAt = '2026-11-20T15:00:00.000Z';
const withPin = { pinSet: true, setAt };
const withoutPin = { pinSet: false, setAt: null };

const pinCard = () => screen.findByRole('region', { name: t.heading });

/** The card alone, against a server whose customer has a PIN or not. */
function render(options: { pinSet?: boolean; api?: ApiHandlers } = {}) {
  return renderWithProviders(<PhonePinCard customerId={testCustomer.id} />, {
    api: {
      'GET /api/me/phone-pin': () =>
        jsonResponse({ phonePin: options.pinSet ? withPin : withoutPin }),
      ...options.api,
    },
  });
}

it('is on the dashboard, after the histories', async () => {
  // The page's code is loaded with the test's, so finding the card waits for the page only.
  await import('#web/routes/dashboard.tsx');
  renderDashboard({ phonePin: withPin });
  const card = await findCard(t.heading);
  expect(await within(card).findByText(t.isSet('Nov 20, 2026'))).toBeInTheDocument();
});

describe('the phone PIN card', () => {
  it('says no PIN is set, and offers a 4-digit field to set one', async () => {
    render();
    const card = await pinCard();
    expect(await within(card).findByText(t.notSet)).toBeInTheDocument();
    const field = within(card).getByLabelText(t.pin);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('maxlength', '4');
    expect(field).toHaveAccessibleDescription(t.hint);
    expect(within(card).getByRole('button', { name: t.set })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.remove })).not.toBeInTheDocument();
  });

  it('says since when a PIN is set, and offers to change or remove it', async () => {
    render({ pinSet: true });
    const card = await pinCard();
    expect(await within(card).findByText(t.isSet('Nov 20, 2026'))).toBeInTheDocument();
    expect(within(card).getByLabelText(t.newPin)).toHaveValue('');
    expect(within(card).getByRole('button', { name: t.change })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: t.remove })).toBeInTheDocument();
  });

  it('sets the PIN: sent once, then the card says so and the field is empty again', async () => {
    const put = vi.fn((_body: unknown) => jsonResponse({ phonePin: withPin }));
    const { user } = render({
      api: { 'PUT /api/me/phone-pin': async (request) => put(await request.json()) },
    });
    const card = await pinCard();
    await user.type(await within(card).findByLabelText(t.pin), '2580');
    await user.click(within(card).getByRole('button', { name: t.set }));

    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith({ pin: '2580' });
    expect(await within(card).findByText(t.isSet('Nov 20, 2026'))).toBeInTheDocument();
    expect(within(card).getByLabelText(t.newPin)).toHaveValue('');
    expect(card).not.toHaveTextContent('2580');
  });

  it('asks the customer to confirm it is them when the sign-in is not recent, then sets it', async () => {
    const reauth = copy.auth.recentSignIn;
    let recent = false;
    const put = vi.fn(() =>
      recent
        ? jsonResponse({ phonePin: withPin })
        : errorResponse(403, 'RECENT_SIGN_IN_REQUIRED', reauth.required),
    );
    const { user } = render({
      api: {
        'PUT /api/me/phone-pin': put,
        'POST /api/auth/reauthenticate': async (request) => {
          const { password } = (await request.json()) as { password: string };
          recent = password === 'correct horse battery';
          return recent
            ? jsonResponse({ status: 'reauthenticated' })
            : errorResponse(401, 'WRONG_CREDENTIALS', reauth.wrongPassword);
        },
      },
    });
    const card = await pinCard();
    await user.type(await within(card).findByLabelText(t.pin), '2580');
    await user.click(within(card).getByRole('button', { name: t.set }));

    const asking = await screen.findByRole('dialog', { name: reauth.dialogTitle });
    const password = within(asking).getByLabelText(accountCopy.accountForms.fields.password);
    await user.type(password, 'correct horse battery');
    await user.click(within(asking).getByRole('button', { name: reauth.confirm }));

    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: reauth.dialogTitle })).not.toBeInTheDocument();
  });

  it.each([
    ['too short', '258', rules.length],
    ['letters', 'ab12', rules.digitsOnly],
    ['too easy to guess', '1234', rules.tooEasy],
  ])(
    'refuses a PIN %s before asking the server, and says why at the field',
    async (_case, typed, message) => {
      const put = vi.fn(() => jsonResponse({ phonePin: withPin }));
      const { user } = render({ api: { 'PUT /api/me/phone-pin': put } });
      const card = await pinCard();
      const field = await within(card).findByLabelText(t.pin);
      await user.type(field, typed);
      await user.click(within(card).getByRole('button', { name: t.set }));

      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(put).not.toHaveBeenCalled();
    },
  );

  it('announces the server’s refusal, at the field and in an alert', async () => {
    const { user } = render({
      api: {
        'PUT /api/me/phone-pin': () =>
          errorResponse(400, 'INVALID_REQUEST', rules.endOfPhoneNumber, {
            pin: rules.endOfPhoneNumber,
          }),
      },
    });
    const card = await pinCard();
    const field = await within(card).findByLabelText(t.pin);
    await user.type(field, '0100');
    await user.click(within(card).getByRole('button', { name: t.set }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(rules.endOfPhoneNumber);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(rules.endOfPhoneNumber));
    expect(within(card).getByText(t.notSet)).toBeInTheDocument();
  });

  it('announces that the PIN could not be saved when the server cannot be reached', async () => {
    const { user } = render({
      api: {
        'PUT /api/me/phone-pin': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const card = await pinCard();
    await user.type(await within(card).findByLabelText(t.pin), '2580');
    await user.click(within(card).getByRole('button', { name: t.set }));

    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(t.saveFailed);
    expect(alert).toHaveFocus();
  });

  it('removes the PIN once confirmed, and keeps it when the customer changes their mind', async () => {
    const remove = vi.fn(() => jsonResponse({ phonePin: withoutPin }));
    const { user } = render({ pinSet: true, api: { 'DELETE /api/me/phone-pin': remove } });
    const card = await pinCard();
    await user.click(await within(card).findByRole('button', { name: t.remove }));
    const dialog = screen.getByRole('dialog', { name: t.confirmRemoveTitle });
    expect(dialog).toHaveTextContent(t.confirmRemoveBody);
    await user.click(within(dialog).getByRole('button', { name: t.keep }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: t.remove }));
    await user.click(screen.getByRole('button', { name: t.confirmRemove }));

    expect(await screen.findByText(t.removed)).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await within(card).findByText(t.notSet)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: t.remove })).not.toBeInTheDocument();
  });

  it('says when it cannot tell whether a PIN is set', async () => {
    render({ api: { 'GET /api/me/phone-pin': () => errorResponse(500, 'INTERNAL_ERROR', 'x') } });
    const card = await pinCard();
    expect(await within(card).findByText(t.loadFailed)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('on a French page', () => {
  onPagesIn('fr-CA');
  const french = accountCopyFor('fr-CA').phonePin;

  it('speaks French, with the date as Québec writes it', async () => {
    render({ pinSet: true });
    const card = await screen.findByRole('region', { name: french.card.heading });
    expect(
      await within(card).findByText(french.card.isSet('20 novembre 2026')),
    ).toBeInTheDocument();
    // The label's no-break space is read as a space.
    expect(within(card).getByLabelText(french.card.newPin.replace(/\s/g, ' '))).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: french.card.change })).toBeInTheDocument();
  });
});
