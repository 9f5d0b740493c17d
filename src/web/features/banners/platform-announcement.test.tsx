import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announcementSeenKey,
  type Announcement,
  type AnnouncementSeverity,
} from '#shared/api/banners.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { logMessages } from '#shared/copy/log-messages.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';
import { allowConsoleErrors } from '#tests/support/web/console-guard.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';

const t = copy.notices.announcement;

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'ann-42',
    severity: 'info',
    title: 'Planned maintenance',
    message: 'The phone line is closed on Sunday from 2 to 3 AM.\nYour minutes are safe.',
    startAt: null,
    endAt: null,
    ...overrides,
  };
}

const answering = (value: Announcement | null): ApiHandlers => ({
  'GET /api/announcements/active': () => jsonResponse({ announcement: value }),
});

const announcementReads = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/announcements/active').length;

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Renders the app and lets the 1200 ms delay pass. */
async function renderAndWait(api: ApiHandlers) {
  const view = renderLayout('/about', { api });
  await screen.findByRole('heading', { level: 1 });
  await advance(1200);
  return view;
}

beforeEach(() => {
  // Timers move with the real clock (so the query and Testing Library work as usual) and can
  // be pushed forward to cross the announcement's delay at once.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the platform announcement', () => {
  it('is read 1200 ms after the app loads, not before, and then shown', async () => {
    const { fetchMock } = renderLayout('/about', { api: answering(announcement()) });
    await screen.findByRole('heading', { level: 1 });

    await advance(1000);
    expect(announcementReads(fetchMock)).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(200);
    const dialog = await screen.findByRole('dialog', { name: 'Planned maintenance' });
    expect(announcementReads(fetchMock)).toBe(1);
    expect(within(dialog).getByText(/The phone line is closed/)).toBeInTheDocument();
  });

  it('marks nothing when the texts are in the page’s language', async () => {
    await renderAndWait(answering(announcement()));
    const dialog = await screen.findByRole('dialog', { name: 'Planned maintenance' });
    expect(dialog.querySelector('[lang]')).toBeNull();
  });

  it('keeps the line breaks of the message', async () => {
    await renderAndWait(answering(announcement()));

    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByText(/The phone line is closed/);
    expect(message.textContent).toBe(announcement().message);
    expect(message).toHaveClass('whitespace-pre-line');
  });

  it("'Got it' closes it and remembers it, so it does not come back", async () => {
    const { user, unmount } = await renderAndWait(answering(announcement()));

    await user.click(await screen.findByRole('button', { name: t.gotIt }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('platform_announcement_seen_ann-42')).not.toBeNull();
    expect(localStorage.getItem(announcementSeenKey('ann-42'))).not.toBeNull();

    unmount();
    const { fetchMock } = await renderAndWait(answering(announcement()));
    await vi.waitFor(() => expect(announcementReads(fetchMock)).toBe(1));
    await advance(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new announcement even after an earlier one was acknowledged', async () => {
    localStorage.setItem(announcementSeenKey('ann-41'), '2026-11-01T10:00:00.000Z');
    await renderAndWait(answering(announcement()));

    expect(await screen.findByRole('dialog', { name: 'Planned maintenance' })).toBeInTheDocument();
  });

  it("'Remind me later' closes it without remembering, so it comes back next time", async () => {
    const { user, unmount } = await renderAndWait(answering(announcement()));

    await user.click(await screen.findByRole('button', { name: t.remindLater }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(announcementSeenKey('ann-42'))).toBeNull();

    unmount();
    await renderAndWait(answering(announcement()));
    expect(await screen.findByRole('dialog', { name: 'Planned maintenance' })).toBeInTheDocument();
  });

  it('closing it with Escape is a "remind me later"', async () => {
    const { user } = await renderAndWait(answering(announcement()));
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(announcementSeenKey('ann-42'))).toBeNull();
  });

  it.each<AnnouncementSeverity>(['info', 'warning', 'critical'])(
    'names the %s severity in words beside its own icon',
    async (severity) => {
      await renderAndWait(answering(announcement({ severity })));

      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(t.severity[severity])).toBeInTheDocument();
      const icons = [...dialog.querySelectorAll('[data-severity-icon]')];
      expect(icons.map((icon) => icon.getAttribute('data-severity-icon'))).toEqual([severity]);
    },
  );

  it('draws each severity in its own colour: info blue, warning yellow, critical red', async () => {
    const colours: Record<AnnouncementSeverity, RegExp> = {
      info: /sky/,
      warning: /yellow/,
      critical: /red/,
    };
    for (const severity of ['info', 'warning', 'critical'] as const) {
      const { unmount } = await renderAndWait(answering(announcement({ severity })));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.className).toMatch(colours[severity]);
      unmount();
    }
  });

  it('has a plain title when the announcement has none', async () => {
    await renderAndWait(answering(announcement({ title: null })));

    expect(await screen.findByRole('dialog', { name: t.defaultTitle })).toBeInTheDocument();
  });

  it('shows nothing when there is no announcement, and is read only once', async () => {
    const { fetchMock } = await renderAndWait(answering(null));
    await vi.waitFor(() => expect(announcementReads(fetchMock)).toBe(1));

    await advance(120_000);
    expect(announcementReads(fetchMock)).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs a failure to read it as the spec words it, and shows nothing', async () => {
    allowConsoleErrors();
    const { fetchMock } = await renderAndWait({
      'GET /api/announcements/active': () => errorResponse(500, 'INTERNAL_ERROR', 'boom'),
    });
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        logMessages.announcementFetchFailed,
        expect.anything(),
      ),
    );

    expect(logMessages.announcementFetchFailed).toBe('Failed to fetch platform announcement:');
    expect(announcementReads(fetchMock)).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
