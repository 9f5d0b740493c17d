// The dashboard's error banner and its no-phone notice (docs/product.md §2, §8, §9).
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { findCard, renderDashboard, testCustomer } from '#tests/support/web/dashboard-server.ts';
import { NO_PHONE_NOTICE_DELAY_MS, READ_BEFORE_LEAVING_MS } from './timing.ts';

const d = accountCopy.customer.dashboard;
const t = accountCopy.customerArea.dashboard;

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// Fake time that also follows real time, so Testing Library and the query cache keep working.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the no-phone notice', () => {
  const notice = () => screen.queryByRole('dialog', { name: t.noPhoneNotice.title });
  const withoutPhone = { customer: { ...testCustomer, phoneNumbers: [] } };

  it('opens 1 second after the dashboard loads, for a customer without a number', async () => {
    renderDashboard(withoutPhone);
    await findCard(t.phoneNumbers.heading);

    await wait(NO_PHONE_NOTICE_DELAY_MS - 300);
    expect(notice()).not.toBeInTheDocument();

    await wait(300);
    const shown = notice();
    expect(shown).toBeInTheDocument();
    for (const paragraph of t.noPhoneNotice.body) expect(shown).toHaveTextContent(paragraph);
  });

  it('opens the inline verification from its button', async () => {
    const { user } = renderDashboard(withoutPhone);
    await findCard(t.phoneNumbers.heading);
    await wait(NO_PHONE_NOTICE_DELAY_MS);

    await user.click(within(notice() as HTMLElement).getByRole('button', { name: d.addPhone }));

    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByLabelText(accountCopy.accountForms.fields.phone)).toBeInTheDocument();
  });

  it('can be dismissed, and does not come back during the visit', async () => {
    const { user } = renderDashboard(withoutPhone);
    await findCard(t.phoneNumbers.heading);
    await wait(NO_PHONE_NOTICE_DELAY_MS);

    await user.click(
      within(notice() as HTMLElement).getByRole('button', { name: t.noPhoneNotice.later }),
    );
    await wait(NO_PHONE_NOTICE_DELAY_MS * 5);

    expect(notice()).not.toBeInTheDocument();
    expect(screen.queryByLabelText(accountCopy.accountForms.fields.phone)).not.toBeInTheDocument();
  });

  it('is not shown to a customer with a number', async () => {
    renderDashboard();
    await findCard(t.phoneNumbers.heading);

    await wait(NO_PHONE_NOTICE_DELAY_MS * 5);

    expect(notice()).not.toBeInTheDocument();
  });
});

describe('the error banner', () => {
  it('says the customer data could not be fetched, can be dismissed, then signs out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, auth } = renderDashboard({
      api: { 'GET /api/me': () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error') },
    });

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(d.fetchFailed);
    expect(screen.queryByRole('region', { name: t.phoneNumbers.heading })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: t.dismissError }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // docs/product.md §8: the customer is then signed out, once they had time to read why.
    expect(assign).not.toHaveBeenCalled();
    await wait(READ_BEFORE_LEAVING_MS);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(auth.signedIn).toBeNull();
  });

  it('says the customer is not authenticated when the session is gone, without signing out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { fetchMock } = renderDashboard({
      api: {
        'GET /api/me': () => errorResponse(401, 'UNAUTHENTICATED', copy.errors.unauthenticated),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(d.notAuthenticated);
    await wait(READ_BEFORE_LEAVING_MS * 2);
    expect(assign).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/sign-out')).toBe(false);
  });

  it('says so when a history cannot be read, and keeps the rest of the dashboard', async () => {
    const { fetchMock } = renderDashboard({
      api: {
        'GET /api/me/usage': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(d.fetchFailed);
    // The cards follow in a deferred render (docs/decisions/057).
    const usage = await screen.findByRole('region', { name: t.usageHistory.heading });
    expect(usage).not.toHaveTextContent(t.usageHistory.empty);
    expect(screen.getByRole('region', { name: t.phoneNumbers.heading })).toBeInTheDocument();
    await wait(READ_BEFORE_LEAVING_MS * 2);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/sign-out')).toBe(false);
  });

  it('is not there when everything loads', async () => {
    renderDashboard({ api: { 'GET /api/me': () => jsonResponse({ customer: testCustomer }) } });
    await screen.findAllByRole('table');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
