// The platform announcement and the home page's account notice never stack: when the
// announcement's answer is slow and the notice opens first (2 s), the announcement waits until
// the notice is closed.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '#shared/api/banners.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { ACCOUNT_NOTICE_DELAY_MS } from '#web/features/account-notice/account-notice.tsx';
import { jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { ANNOUNCEMENT_DELAY_MS } from '#web/features/banners/components/platform-announcement.tsx';

const announcement: Announcement = {
  id: 'ann-7',
  severity: 'info',
  title: 'Planned maintenance',
  message: 'The phone line is closed on Sunday from 2 to 3 AM.',
  startAt: null,
  endAt: null,
};
/** Long enough that the answer arrives after the account notice has opened. */
const SLOW_ANSWER_MS = 1500;

let answered = false;
const slowAnnouncement: ApiHandlers = {
  'GET /api/advisors': () => jsonResponse([]),
  'GET /api/announcements/active': async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    answered = true;
    return jsonResponse({ announcement });
  },
};

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  // Fake time that also follows real time, so Testing Library and the query cache keep working.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  answered = false;
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the platform announcement after a slow answer', () => {
  it('waits for the open account notice to close instead of opening over it', async () => {
    const { user } = renderRoute('/', { api: slowAnnouncement });
    await screen.findByText(copy.board.results(0, 0));

    await wait(ACCOUNT_NOTICE_DELAY_MS);
    const notice = screen.getByRole('dialog', { name: copy.board.accountNotice.title });
    // The answer comes 1200 ms + 1500 ms after the app loads, and the notice stays the only dialog.
    await wait(ANNOUNCEMENT_DELAY_MS + SLOW_ANSWER_MS);
    expect(answered).toBe(true);
    expect(screen.getAllByRole('dialog')).toEqual([notice]);

    await user.click(
      within(notice).getByRole('button', { name: copy.board.accountNotice.dismiss }),
    );
    expect(
      await screen.findByRole('dialog', { name: announcement.title ?? '' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
