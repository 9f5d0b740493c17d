// The account notice (docs/product.md §1, §9): 2 seconds after the home page loads, until dismissed.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { homeHeading } from '#tests/support/web/page-headings.ts';
import { jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testUser } from '#tests/support/web/test-data.ts';
import { ACCOUNT_NOTICE_DELAY_MS } from './account-notice.tsx';
import { ACCOUNT_NOTICE_STORAGE_KEY } from './dismissal-flag.ts';

// The banners over every page ask for these; no promotion and no announcement keeps the page
// to what these tests look at.
const t = copy.board.accountNotice;
const feed: ApiHandlers = { 'GET /api/advisors': () => jsonResponse([]) };
const notice = () => screen.queryByRole('dialog', { name: t.title });

async function loadHome(api: ApiHandlers = {}) {
  const view = renderRoute('/', { api: { ...feed, ...api } });
  await screen.findByRole('heading', { level: 1, name: homeHeading });
  // The board has answered (and the session with it), so only the notice's timer is left.
  await screen.findByText(copy.board.results(0, 0));
  return view;
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// Fake time that also follows real time, so Testing Library and the query cache, which wait on
// timers themselves, keep working. The notice's timer starts as the page appears, a few real
// milliseconds before the checks below; the margins allow for that.
const fakeTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true });

beforeEach(() => {
  fakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the account notice', () => {
  it('opens 2 seconds after the home page loads', async () => {
    await loadHome();

    expect(notice()).not.toBeInTheDocument();
    await wait(ACCOUNT_NOTICE_DELAY_MS - 500);
    expect(notice()).not.toBeInTheDocument();

    await wait(500);
    const dialog = notice();
    expect(dialog).toBeInTheDocument();
    for (const paragraph of t.body) expect(dialog).toHaveTextContent(paragraph);
    expect(
      within(dialog as HTMLElement).getByRole('link', { name: copy.advisors.createAccount }),
    ).toHaveAttribute('href', '/register');
  });

  it('stays closed on later visits once dismissed', async () => {
    const { user, unmount } = await loadHome();
    await wait(ACCOUNT_NOTICE_DELAY_MS);

    await user.click(within(notice() as HTMLElement).getByRole('button', { name: t.dismiss }));

    expect(notice()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(ACCOUNT_NOTICE_STORAGE_KEY)).toBe('true');

    unmount();
    await loadHome();
    await wait(ACCOUNT_NOTICE_DELAY_MS * 5);
    expect(notice()).not.toBeInTheDocument();
  });

  it('waits for another open dialog (the announcement) to close first', async () => {
    await loadHome();
    const other = document.body.appendChild(document.createElement('div'));
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');

    await wait(ACCOUNT_NOTICE_DELAY_MS * 2);
    expect(notice()).not.toBeInTheDocument();

    act(() => other.remove());

    expect(await screen.findByRole('dialog', { name: t.title })).toBeInTheDocument();
  });

  it('is not shown to a signed-in customer, who already has an account', async () => {
    await loadHome({ 'GET /api/auth/session': () => jsonResponse({ user: testUser }) });

    await wait(ACCOUNT_NOTICE_DELAY_MS * 2);

    expect(notice()).not.toBeInTheDocument();
  });
});
