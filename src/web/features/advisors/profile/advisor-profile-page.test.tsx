// An advisor's public profile page (issue 22 item 7) as a visitor and a customer see it, rendered
// with the app's providers, router and shell; the feed is answered by a stand-in.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { descriptionSummary } from '#shared/advisors/description-summary.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { rememberAccountNoticeDismissed } from '#tests/support/web/account-notice.ts';
import {
  advisorRecord,
  availableAdvisor,
  busyAdvisor,
  offlineAdvisor,
  threeAdvisors,
} from '#tests/support/web/advisors.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig, testUser } from '#tests/support/web/test-data.ts';
import { ADVISOR_POLL_INTERVAL_MS } from '../api/get-advisors.ts';

// The banners over every page ask for the tarot game; opening it is another feature's.
const openTarotGame = vi.hoisted(() => vi.fn());
vi.mock(import('#web/lib/tarot-game-launcher.tsx'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOpenTarotGame: () => openTarotGame,
}));

const t = contentCopy.advisorProfile;
const signedIn: ApiHandlers = { 'GET /api/auth/session': () => jsonResponse({ user: testUser }) };
const feed = (advisors: AdvisorRecord[]): ApiHandlers => ({
  'GET /api/advisors': () => jsonResponse(advisors),
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => rememberAccountNoticeDismissed());
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('an advisor’s profile page', () => {
  it('shows a customer the photo, texts, week, greeting, status and Call Now', async () => {
    renderRoute('/advisors/4001', { api: { ...signedIn, ...feed(threeAdvisors) } });

    await heading(availableAdvisor.agentName);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('img', { name: availableAdvisor.agentName })).toHaveAttribute(
      'src',
      availableAdvisor.photoUrl,
    );
    expect(within(main).getByText(copy.board.card.extension('4001'))).toBeInTheDocument();
    expect(within(main).getByRole('status')).toHaveTextContent(copy.advisors.status.available);
    expect(within(main).getByRole('heading', { level: 2, name: t.aboutHeading })).toBeVisible();
    expect(within(main).getByText(availableAdvisor.descr)).toBeInTheDocument();
    expect(within(main).getByText(availableAdvisor.availTimeStr)).toBeInTheDocument();
    const week = within(main).getByRole('table', { name: t.scheduleHeading });
    const monday = within(week).getByRole('row', { name: new RegExp(t.days.Mon) });
    expect(monday).toHaveTextContent(`09:00 – 13:00${copy.board.card.hoursSeparator}17:00 – 23:00`);
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(
      within(main).getByRole('button', {
        name: copy.board.card.playDescriptionOf(availableAdvisor.agentName),
      }),
    ).toBeInTheDocument();
    const callNow = await within(main).findByRole('link', { name: copy.advisors.callNow });
    expect(callNow).toHaveAttribute('href', 'tel:18885550199');
    expect(within(main).getByText(copy.board.card.dialExtension('4001'))).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        copy.pages.documentTitle(t.title(availableAdvisor.agentName), testPublicConfig.brandName),
      ),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      t.description(availableAdvisor.agentName, descriptionSummary(availableAdvisor.descr)),
    );
  });

  it('tells a visitor to register instead of Call Now, as the card does', async () => {
    renderRoute('/advisors/4001', { api: feed(threeAdvisors) });
    await heading(availableAdvisor.agentName);
    expect(await screen.findByText(copy.board.card.registerToCall)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: copy.advisors.callNow })).not.toBeInTheDocument();
  });

  it('says an offline advisor is unavailable, offers no Call Now, and has no set hours', async () => {
    renderRoute('/advisors/4003', { api: { ...signedIn, ...feed(threeAdvisors) } });
    await heading(offlineAdvisor.agentName);
    expect(screen.getByRole('status')).toHaveTextContent(copy.advisors.status.offline);
    expect(screen.getByText(copy.advisors.currentlyUnavailable)).toBeInTheDocument();
    expect(screen.getByText(t.noSchedule)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: copy.advisors.callNow })).not.toBeInTheDocument();
  });

  it('follows the live status as the board does, every 15 s, announcing the status alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let current = [availableAdvisor];
    renderRoute('/advisors/4001', {
      api: { ...signedIn, 'GET /api/advisors': () => jsonResponse(current) },
    });
    await heading(availableAdvisor.agentName);
    expect(screen.getByRole('status')).toHaveTextContent(copy.advisors.status.available);

    current = [{ ...busyAdvisor, agentId: '4001', agentName: availableAdvisor.agentName }];
    await act(() => vi.advanceTimersByTimeAsync(ADVISOR_POLL_INTERVAL_MS));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(copy.advisors.status.busy),
    );
    // The minutes left change with most readings: shown, but not said each time.
    expect(screen.getByText(copy.board.card.freeWithin(12))).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent(copy.board.card.freeWithin(12));
  });

  it('keeps the last reading and says it may be out of date when a later one fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    renderRoute('/advisors/4001', {
      api: {
        'GET /api/advisors': () =>
          fail ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') : jsonResponse(threeAdvisors),
      },
    });
    await heading(availableAdvisor.agentName);
    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(ADVISOR_POLL_INTERVAL_MS));

    expect(await screen.findByText(copy.board.stale)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: availableAdvisor.agentName }),
    ).toBeVisible();
  });

  it('marks a description still in English on a page in another language', async () => {
    const english = advisorRecord({ descrLang: 'en', availTimeStrLang: 'en' });
    renderRoute('/advisors/4001', { api: feed([english]) });
    await heading(english.agentName);
    expect(screen.getByText(english.descr)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(english.availTimeStr)).toHaveAttribute('lang', 'en');
  });

  it('is the not-found screen for an extension the feed does not list', async () => {
    renderRoute('/advisors/9999', { api: feed(threeAdvisors) });
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pages.notFound.title }),
    ).toBeInTheDocument();
  });

  it('offers Try Again when the feed fails, then shows the profile', async () => {
    let fail = true;
    const { user } = renderRoute('/advisors/4001', {
      api: {
        'GET /api/advisors': () =>
          fail ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') : jsonResponse(threeAdvisors),
      },
    });
    expect(await screen.findByText(t.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: copy.common.tryAgain }));
    await heading(availableAdvisor.agentName);
  });
});

describe('the board’s cards', () => {
  it('link each advisor’s name to their profile, and the card keeps its name', async () => {
    const { user } = renderRoute('/', { api: feed(threeAdvisors) });
    const card = await screen.findByRole('article', { name: busyAdvisor.agentName });
    const link = within(card).getByRole('link', { name: busyAdvisor.agentName });
    expect(link).toHaveAttribute('href', '/advisors/4002');
    await user.click(link);
    await heading(busyAdvisor.agentName);
    expect(screen.getByText(copy.board.card.freeWithin(12))).toBeInTheDocument();
  });
});
