// /profile (docs/product.md §2, §4, §5, §8): view mode, edit mode, saving and its failures, and what a
// visitor sees.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerProfile } from '#shared/api/customer.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig, testUser } from '#tests/support/web/test-data.ts';

const p = accountCopy.customer.profile;
const t = accountCopy.customerArea.profile;

type User = ReturnType<typeof renderRoute>['user'];

const customer: CustomerProfile = {
  id: testUser.id,
  name: 'Morgan',
  email: 'morgan@example.com',
  credits: 30,
  phoneNumbers: ['5145550100'],
  createdAt: '2026-10-01T12:00:00.000Z',
  birthDate: '1990-03-04',
  emailNotifications: false,
  purchasesCount: 0,
  accountHold: null,
};

function renderProfile(api: ApiHandlers = {}) {
  const auth = fakeAuthServer({ signedIn: true });
  return {
    ...renderRoute('/profile', {
      api: { ...auth.handlers, 'GET /api/me': () => jsonResponse({ customer }), ...api },
    }),
    auth,
  };
}

const nameField = () => screen.getByLabelText(t.name);
const birthDateField = () => screen.getByLabelText(t.birthDate);
const notificationsBox = () =>
  screen.getByRole('checkbox', { name: p.emailNotificationsLabel(testPublicConfig.brandName) });
const saveButton = () => screen.getByRole('button', { name: p.save });

// The first render loads the page's code: allow it more than the default second.
const findEditButton = () => screen.findByRole('button', { name: p.edit }, { timeout: 3000 });

async function startEditing(user: User) {
  await user.click(await findEditButton());
  expect(nameField()).toHaveFocus();
}

function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling;
}

describe('the profile, in view mode', () => {
  it('shows what is on file', async () => {
    renderProfile();
    await findEditButton();

    expect(fact(t.name)).toHaveTextContent('Morgan');
    expect(fact(t.email)).toHaveTextContent('morgan@example.com');
    expect(fact(t.birthDate)).toHaveTextContent('Mar 4, 1990');
    expect(fact(t.emailNotifications)).toHaveTextContent(t.notSubscribed);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says what is not provided', async () => {
    renderProfile({
      'GET /api/me': () =>
        jsonResponse({ customer: { ...customer, birthDate: null, emailNotifications: true } }),
    });
    await findEditButton();

    expect(fact(t.birthDate)).toHaveTextContent(t.notProvided);
    expect(fact(t.emailNotifications)).toHaveTextContent(t.subscribed);
  });
});

describe('editing the profile', () => {
  it('offers the fields, the email read-only and the notifications unticked', async () => {
    const { user } = renderProfile();
    await startEditing(user);

    expect(nameField()).toHaveValue('Morgan');
    expect(birthDateField()).toHaveValue('1990-03-04');
    expect(birthDateField()).toHaveAttribute('type', 'date');
    const email = screen.getByLabelText(t.email);
    expect(email).toHaveValue('morgan@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(notificationsBox()).not.toBeChecked();
  });

  it('drops the changes on Cancel', async () => {
    const { user, fetchMock } = renderProfile();
    await startEditing(user);

    await user.clear(nameField());
    await user.type(nameField(), 'Someone Else');
    await user.click(notificationsBox());
    await user.click(screen.getByRole('button', { name: p.cancel }));

    expect(fact(t.name)).toHaveTextContent('Morgan');
    expect(fact(t.emailNotifications)).toHaveTextContent(t.notSubscribed);
    expect(screen.getByRole('button', { name: p.edit })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: p.edit }));
    expect(nameField()).toHaveValue('Morgan');
  });

  it('saves the changes, says so and updates the header', async () => {
    const saved = {
      ...customer,
      name: 'Morgan Tremblay',
      birthDate: '1985-12-31',
      emailNotifications: true,
    };
    const body = vi.fn((_body: unknown) => undefined);
    let answer: (response: Response) => void = () => {};
    const { user, auth } = renderProfile({
      'PATCH /api/me/profile': async (request) => {
        body(await request.json());
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    await startEditing(user);

    await user.clear(nameField());
    await user.type(nameField(), '  Morgan Tremblay ');
    await user.clear(birthDateField());
    await user.type(birthDateField(), '1985-12-31');
    await user.click(notificationsBox());
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    expect(body).toHaveBeenCalledWith({
      name: 'Morgan Tremblay',
      birthDate: '1985-12-31',
      emailNotifications: true,
    });

    auth.signIn({ ...testUser, name: 'Morgan Tremblay' });
    answer(jsonResponse({ customer: saved }));

    expect(await screen.findByText(t.updated)).toBeInTheDocument();
    expect(fact(t.name)).toHaveTextContent('Morgan Tremblay');
    expect(fact(t.birthDate)).toHaveTextContent('Dec 31, 1985');
    expect(fact(t.emailNotifications)).toHaveTextContent(t.subscribed);
    const header = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(header).queryAllByText('Morgan Tremblay')).not.toHaveLength(0),
    );
  });

  it('sends a cleared birth date as none', async () => {
    const body = vi.fn((_body: unknown) => undefined);
    const { user } = renderProfile({
      'PATCH /api/me/profile': async (request) => {
        body(await request.json());
        return jsonResponse({ customer: { ...customer, birthDate: null } });
      },
    });
    await startEditing(user);

    await user.clear(birthDateField());
    await user.click(saveButton());

    expect(await screen.findByText(t.updated)).toBeInTheDocument();
    expect(body).toHaveBeenCalledWith({
      name: 'Morgan',
      birthDate: null,
      emailNotifications: false,
    });
  });

  it('checks the name before sending', async () => {
    const { user, fetchMock } = renderProfile();
    await startEditing(user);

    await user.clear(nameField());
    await user.click(saveButton());

    expect(nameField()).toHaveAccessibleDescription(p.nameRequired);
    expect(nameField()).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it.each([
    ['in the future', p.birthDateInFuture],
    ['under 18', p.tooYoung],
  ])('shows the server’s message under the birth date when it is %s', async (_case, message) => {
    const { user } = renderProfile({
      'PATCH /api/me/profile': () =>
        errorResponse(400, 'INVALID_REQUEST', copy.errors.invalidRequest, { birthDate: message }),
    });
    await startEditing(user);

    await user.clear(birthDateField());
    await user.type(birthDateField(), '2015-06-01');
    await user.click(saveButton());

    await waitFor(() =>
      expect(birthDateField()).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(birthDateField()).toHaveFocus();
    expect(screen.queryByText(p.updateFailed)).not.toBeInTheDocument();
    // Still editing, with what was typed.
    expect(birthDateField()).toHaveValue('2015-06-01');
  });

  it.each([
    [
      'refuses without field messages',
      () => errorResponse(409, 'CONFLICT', 'Something was refused.'),
      p.updateFailed,
    ],
    ['fails', () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error'), p.updateError],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
      p.updateError,
    ],
    ['answers something unreadable', () => jsonResponse({ profile: 'saved' }), p.updateError],
  ])('says the profile was not saved when the server %s', async (_case, answer, text) => {
    const { user } = renderProfile({ 'PATCH /api/me/profile': answer });
    await startEditing(user);

    await user.type(nameField(), ' Jr');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveFocus();
    expect(nameField()).toHaveValue('Morgan Jr');
    expect(screen.queryByText(t.updated)).not.toBeInTheDocument();
  });
});

describe('loading the profile', () => {
  it('says the data is missing when the answer lacks it', async () => {
    renderProfile({ 'GET /api/me': () => jsonResponse({ customer: { id: testUser.id } }) });

    expect(await screen.findByRole('alert')).toHaveTextContent(p.missing);
    expect(screen.queryByRole('button', { name: p.edit })).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error')],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says the data could not be fetched when the server %s', async (_case, answer) => {
    renderProfile({ 'GET /api/me': answer });

    expect(await screen.findByRole('alert')).toHaveTextContent(p.fetchFailed);
  });
});

describe('a visitor', () => {
  it('is asked to log in, with a way back here, and stays on /profile', async () => {
    const { router, fetchMock } = renderRoute('/profile');

    expect(await screen.findByText(p.signedOut)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: copy.pages.titles.profile, level: 1 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: t.signIn })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/profile')}`,
    );
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('button', { name: p.edit })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/me')).toBe(false);
  });
});
