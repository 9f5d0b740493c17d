// Managing phone numbers on the dashboard (docs/product.md §2, §4, §8): deleting one after a quick
// confirmation, and adding one through the SMS code, inline, after confirming it's you when the
// sign-in is not recent (docs/decisions/029).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { expectAnnounced } from '#tests/support/web/announcer.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import {
  findCard,
  renderDashboard,
  sessionUserOf,
  testCustomer,
} from '#tests/support/web/dashboard-server.ts';

const d = accountCopy.customer.dashboard;
const t = accountCopy.customerArea.dashboard.phoneNumbers;
const f = accountCopy.accountForms;
const otp = copy.auth.otp;

type User = ReturnType<typeof renderDashboard>['user'];

const phonesCard = () => findCard(t.heading);
const banner = () => screen.findByRole('alert');

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

const codeSent = (phone = '4165550123', resendAfterSeconds = 30) =>
  jsonResponse({ status: 'sent', phone, expiresInSeconds: 600, resendAfterSeconds });

describe('deleting a phone number', () => {
  it('asks first, and keeps the number when the customer changes their mind', async () => {
    const remove = vi.fn(() => jsonResponse({ customer: testCustomer }));
    const { user } = renderDashboard({
      api: { 'DELETE /api/me/phone-numbers/5145550101': remove },
    });

    await user.click(
      within(await phonesCard()).getByRole('button', { name: 'Delete (514) 555-0101' }),
    );
    const dialog = screen.getByRole('dialog', { name: t.confirmDeleteTitle });
    expect(dialog).toHaveTextContent(t.confirmDeleteBody('(514) 555-0101'));

    await user.click(within(dialog).getByRole('button', { name: t.keep }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    expect(await phonesCard()).toHaveTextContent('(514) 555-0101');
  });

  it('removes the number once confirmed', async () => {
    const updated = { ...testCustomer, phoneNumbers: ['5145550100'] };
    const { user, auth } = renderDashboard({
      api: {
        'DELETE /api/me/phone-numbers/5145550101': () => {
          auth.signIn(sessionUserOf(updated));
          return jsonResponse({ customer: updated });
        },
      },
    });

    await user.click(
      within(await phonesCard()).getByRole('button', { name: 'Delete (514) 555-0101' }),
    );
    await user.click(screen.getByRole('button', { name: t.confirmDelete }));

    expect(await screen.findByText(t.deleted('(514) 555-0101'))).toBeInTheDocument();
    const phones = await phonesCard();
    expect(within(phones).getAllByRole('listitem')).toHaveLength(1);
    expect(phones).not.toHaveTextContent('(514) 555-0101');
    expect(phones).toHaveTextContent('(514) 555-0100');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(d.deletePhoneFailed)).not.toBeInTheDocument();
    expect(within(phones).getByRole('button', { name: d.addPhone })).toHaveFocus();
  });

  it.each([
    ['the server cannot be reached', networkDown, d.deletePhoneFailed],
    [
      'the server fails',
      () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error'),
      d.deletePhoneFailed,
    ],
    [
      'the server refuses',
      () => errorResponse(404, 'PHONE_NOT_FOUND', d.phoneNotOnAccount),
      d.phoneNotOnAccount,
    ],
  ])('shows a dismissible banner when %s', async (_case, answer, text) => {
    const { user } = renderDashboard({
      api: { 'DELETE /api/me/phone-numbers/5145550101': answer },
    });

    await user.click(
      within(await phonesCard()).getByRole('button', { name: 'Delete (514) 555-0101' }),
    );
    await user.click(screen.getByRole('button', { name: t.confirmDelete }));

    const alert = await banner();
    expect(alert).toHaveTextContent(text);
    expect(await phonesCard()).toHaveTextContent('(514) 555-0101');

    await user.click(
      within(alert).getByRole('button', { name: accountCopy.customerArea.dashboard.dismissError }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('adding a phone number', () => {
  const phoneField = () => screen.getByLabelText(f.fields.phone);
  const codeField = () => screen.getByLabelText(f.fields.code);

  async function openFlow(user: User) {
    await user.click(within(await phonesCard()).getByRole('button', { name: d.addPhone }));
    expect(screen.getByRole('heading', { name: t.addHeading })).toHaveFocus();
  }

  async function requestCode(user: User, phone = '4165550123') {
    await user.type(phoneField(), phone);
    await user.click(screen.getByRole('button', { name: f.phone.sendCode }));
  }

  function render(api: ApiHandlers) {
    return renderDashboard({
      api: { 'POST /api/auth/phone/add/request-code': () => codeSent(), ...api },
    });
  }

  it('texts a code, verifies it and shows the new number', async () => {
    const added = { ...testCustomer, phoneNumbers: [...testCustomer.phoneNumbers, '4165550123'] };
    const request = vi.fn((_body: unknown) => codeSent());
    const verify = vi.fn((_body: unknown) => undefined);
    const { user, auth } = render({
      'POST /api/auth/phone/add/request-code': async (r) => request(await r.json()),
      'POST /api/auth/phone/add/verify': async (r) => {
        verify(await r.json());
        auth.signIn(sessionUserOf(added));
        return jsonResponse({ user: sessionUserOf(added) });
      },
      'GET /api/me': () => jsonResponse({ customer: auth.signedIn ? added : testCustomer }),
    });
    await openFlow(user);

    await requestCode(user, '14165550123');
    expect(request).toHaveBeenCalledWith({ phone: '14165550123' });
    expect(await screen.findByText(otp.codeSent('(416) 555-0123'))).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('placeholder', 'Enter 6-digit code');

    await user.type(codeField(), '654321');
    await user.click(screen.getByRole('button', { name: t.verifyAndAdd }));

    expect(await screen.findByText(t.added('(416) 555-0123'))).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith({ phone: '4165550123', code: '654321' });
    const phones = await phonesCard();
    await waitFor(() => expect(within(phones).getAllByRole('listitem')).toHaveLength(3));
    expect(within(phones).getAllByRole('listitem')[2]).toHaveTextContent('(416) 555-0123');
    expect(
      within(phones).getByRole('button', { name: 'Delete (416) 555-0123' }),
    ).toBeInTheDocument();
    // The flow is closed; the button is back, with focus.
    expect(screen.queryByLabelText(f.fields.code)).not.toBeInTheDocument();
    expect(within(phones).getByRole('button', { name: d.addPhone })).toHaveFocus();
  });

  it('checks the number with the spec’s messages before asking', async () => {
    const request = vi.fn(() => codeSent());
    const { user } = render({ 'POST /api/auth/phone/add/request-code': request });
    await openFlow(user);

    await requestCode(user, '514-555');

    expect(phoneField()).toHaveAccessibleDescription(
      expect.stringContaining(copy.validation.phoneDigitsOnly),
    );
    expect(phoneField()).toHaveFocus();
    await expectAnnounced(copy.validation.phoneDigitsOnly);
    expect(request).not.toHaveBeenCalled();
  });

  it('says so when the number is already registered', async () => {
    const { user } = render({
      'POST /api/auth/phone/add/request-code': () =>
        errorResponse(409, 'PHONE_TAKEN', otp.phoneTaken),
    });
    await openFlow(user);

    await requestCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(otp.phoneTaken);
    expect(screen.queryByLabelText(f.fields.code)).not.toBeInTheDocument();
  });

  it.each([
    ['cannot be reached', networkDown],
    ['cannot send the SMS', () => errorResponse(502, 'CODE_SEND_FAILED', 'SMS failed')],
  ])('says the code could not be sent when the server %s', async (_case, answer) => {
    const { user } = render({ 'POST /api/auth/phone/add/request-code': answer });
    await openFlow(user);

    await requestCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(otp.sendCodeFailed);
  });

  it('shows the server’s text for a wrong code', async () => {
    const { user } = render({
      'POST /api/auth/phone/add/verify': () =>
        errorResponse(400, 'CODE_INCORRECT', otp.codeIncorrect),
    });
    await openFlow(user);
    await requestCode(user);

    await user.type(await screen.findByLabelText(f.fields.code), '123456');
    await user.click(screen.getByRole('button', { name: t.verifyAndAdd }));

    expect(await screen.findByRole('alert')).toHaveTextContent(otp.codeIncorrect);
  });

  it('says the code could not be verified when the server cannot be reached', async () => {
    const { user } = render({ 'POST /api/auth/phone/add/verify': networkDown });
    await openFlow(user);
    await requestCode(user);

    await user.type(await screen.findByLabelText(f.fields.code), '123456');
    await user.click(screen.getByRole('button', { name: t.verifyAndAdd }));

    expect(await screen.findByRole('alert')).toHaveTextContent(otp.verifyCodeFailed);
  });

  it('says the number could not be added when the server fails while adding it', async () => {
    const { user } = render({
      'POST /api/auth/phone/add/verify': () => errorResponse(500, 'INTERNAL_ERROR', 'Internal'),
    });
    await openFlow(user);
    await requestCode(user);

    await user.type(await screen.findByLabelText(f.fields.code), '123456');
    await user.click(screen.getByRole('button', { name: t.verifyAndAdd }));

    expect(await screen.findByRole('alert')).toHaveTextContent(otp.addPhoneFailed);
  });

  it('says the number could not be added when the code was accepted but the number is missing', async () => {
    const { user } = render({
      'POST /api/auth/phone/add/verify': () => jsonResponse({ user: sessionUserOf(testCustomer) }),
    });
    await openFlow(user);
    await requestCode(user);

    await user.type(await screen.findByLabelText(f.fields.code), '123456');
    await user.click(screen.getByRole('button', { name: t.verifyAndAdd }));

    expect(await screen.findByRole('alert')).toHaveTextContent(d.addPhoneFailed);
    const items = within(await phonesCard()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).not.toContain(
      expect.stringContaining('(416) 555-0123'),
    );
    expect(items).toHaveLength(2);
  });

  it('says the code could not be resent when that fails', async () => {
    let requests = 0;
    const { user } = render({
      'POST /api/auth/phone/add/request-code': () => {
        requests += 1;
        if (requests === 1) return codeSent('4165550123', 0);
        throw new TypeError('Failed to fetch');
      },
    });
    await openFlow(user);
    await requestCode(user);

    await user.click(await screen.findByRole('button', { name: f.phone.resendCode }));

    expect(await screen.findByRole('alert')).toHaveTextContent(otp.resendCodeFailed);
    expect(requests).toBe(2);
  });

  describe('when the sign-in is not recent', () => {
    const reauth = copy.auth.recentSignIn;
    const refusal = () => errorResponse(403, 'RECENT_SIGN_IN_REQUIRED', reauth.required);

    it('asks the customer to confirm it is them with a texted code, then texts the new number', async () => {
      let recent = false;
      const request = vi.fn((_body: unknown) => (recent ? codeSent() : refusal()));
      const confirmCode = vi.fn((_body: unknown) => undefined);
      const { user } = render({
        'POST /api/auth/phone/add/request-code': async (r) => request(await r.json()),
        'POST /api/auth/reauthenticate/request-code': () => codeSent('5145550101'),
        'POST /api/auth/reauthenticate': async (r) => {
          confirmCode(await r.json());
          recent = true;
          return jsonResponse({ status: 'reauthenticated' });
        },
      });
      await openFlow(user);
      await requestCode(user);

      const asking = await screen.findByRole('dialog', { name: reauth.dialogTitle });
      // One button per verified number.
      await user.click(
        within(asking).getByRole('button', { name: reauth.textCodeTo('(514) 555-0101') }),
      );
      expect(await within(asking).findByText(otp.codeSent('(514) 555-0101'))).toBeVisible();
      await user.type(within(asking).getByLabelText(f.fields.code), '246810');
      await user.click(within(asking).getByRole('button', { name: reauth.confirm }));

      // The code for the new number is on its way: the flow's second step.
      expect(await screen.findByText(otp.codeSent('(416) 555-0123'))).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(confirmCode).toHaveBeenCalledWith({ phone: '5145550101', code: '246810' });
      expect(request).toHaveBeenCalledTimes(2);
      expect(request).toHaveBeenLastCalledWith({ phone: '4165550123' });
    });

    it('asks again when the code for the new number is checked too late, then adds it', async () => {
      const added = { ...testCustomer, phoneNumbers: [...testCustomer.phoneNumbers, '4165550123'] };
      let recent = true;
      const verify = vi.fn(() => {
        if (!recent) return refusal();
        return jsonResponse({ user: sessionUserOf(added) });
      });
      const { user } = render({
        'POST /api/auth/phone/add/request-code': () => {
          // Ten minutes pass while the customer fetches their phone.
          recent = false;
          return codeSent();
        },
        'POST /api/auth/phone/add/verify': verify,
        'POST /api/auth/reauthenticate': () => {
          recent = true;
          return jsonResponse({ status: 'reauthenticated' });
        },
      });
      await openFlow(user);
      await requestCode(user);
      await user.type(await screen.findByLabelText(f.fields.code), '654321');
      await user.click(screen.getByRole('button', { name: t.verifyAndAdd }));

      const asking = await screen.findByRole('dialog', { name: reauth.dialogTitle });
      await user.type(within(asking).getByLabelText(f.fields.password), 'correct horse battery');
      await user.keyboard('{Enter}');

      expect(await screen.findByText(t.added('(416) 555-0123'))).toBeInTheDocument();
      expect(verify).toHaveBeenCalledTimes(2);
    });

    it('says why nothing was sent when the customer cancels', async () => {
      const request = vi.fn(refusal);
      const { user } = render({ 'POST /api/auth/phone/add/request-code': request });
      await openFlow(user);
      await requestCode(user);

      const asking = await screen.findByRole('dialog', { name: reauth.dialogTitle });
      await user.click(within(asking).getByRole('button', { name: copy.common.cancel }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(reauth.required);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(request).toHaveBeenCalledTimes(1);
      expect(screen.queryByLabelText(f.fields.code)).not.toBeInTheDocument();
    });
  });

  it('lets the number be changed, and the flow be cancelled', async () => {
    const { user } = render({});
    await openFlow(user);
    await requestCode(user, '4165550123');

    await user.click(await screen.findByRole('button', { name: f.phone.changeNumber }));
    expect(phoneField()).toHaveValue('4165550123');

    await user.click(screen.getByRole('button', { name: copy.common.cancel }));
    expect(screen.queryByLabelText(f.fields.phone)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: d.addPhone })).toHaveFocus();
  });
});
