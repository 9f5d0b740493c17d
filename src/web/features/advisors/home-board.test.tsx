// The home page's advisor board as a visitor and a customer see it, rendered at / with the
// app's providers, router and shell; the feed is answered by a stand-in.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { homeHeading } from '#tests/support/web/page-headings.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig, testUser } from '#tests/support/web/test-data.ts';
import { rememberAccountNoticeDismissed } from '#tests/support/web/account-notice.ts';
import { ADVISOR_POLL_INTERVAL_MS } from './api/get-advisors.ts';
import {
  advisorRecord,
  availableAdvisor,
  busyAdvisor,
  offlineAdvisor,
  threeAdvisors,
} from '#tests/support/web/advisors.ts';

// The game's modal is another feature's; here it is enough that the home page asks to open it.
// The banners over every page ask for these; no promotion and no announcement keeps the page
// to what these tests look at.
const openTarotGame = vi.hoisted(() => vi.fn());
vi.mock(import('#web/lib/tarot-game-launcher.tsx'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOpenTarotGame: () => openTarotGame,
}));

const serviceTel = 'tel:18885550199'; // testPublicConfig.servicePhone, 1-888-555-0199
const signedIn: ApiHandlers = { 'GET /api/auth/session': () => jsonResponse({ user: testUser }) };

function feed(advisors: AdvisorRecord[]): ApiHandlers {
  return { 'GET /api/advisors': () => jsonResponse(advisors) };
}

/** The "Today (Montréal time): …" line of a card. */
function hoursLine(card: HTMLElement) {
  return within(card).getByText(copy.board.card.todayLabel).parentElement;
}

/** The card of an advisor, once the board shows it. */
async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

beforeEach(() => {
  // The account notice has its own tests; here it would only cover the board after 2 s.
  rememberAccountNoticeDismissed();
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('advisor cards', () => {
  it('give a signed-in customer Call Now on the service line, with the extension to enter', async () => {
    renderRoute('/', { api: { ...signedIn, ...feed(threeAdvisors) } });

    const card = await findCard(availableAdvisor.agentName);
    const callNow = await within(card).findByRole('link', { name: copy.advisors.callNow });
    expect(callNow).toHaveAttribute('href', serviceTel);
    expect(within(card).getByText(copy.board.card.dialExtension('4001'))).toBeInTheDocument();
    expect(within(card).getByText(copy.board.card.extension('4001'))).toBeInTheDocument();
    expect(within(card).getByText(copy.advisors.status.available)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: availableAdvisor.agentName })).toHaveAttribute(
      'src',
      availableAdvisor.photoUrl,
    );
    expect(within(card).getByText(availableAdvisor.descr)).toHaveClass('line-clamp-6');
    expect(within(card).queryByText(copy.board.card.registerToCall)).not.toBeInTheDocument();
  });

  it('tell an anonymous visitor to register, with no Call Now anywhere', async () => {
    renderRoute('/', { api: feed(threeAdvisors) });

    const card = await findCard(availableAdvisor.agentName);
    expect(await within(card).findByText(copy.board.card.registerToCall)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: copy.advisors.registerNow })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('link', { name: copy.advisors.callNow })).not.toBeInTheDocument();
  });

  it('show a busy advisor with the time left on the current call', async () => {
    renderRoute('/', { api: { ...signedIn, ...feed(threeAdvisors) } });

    const card = await findCard(busyAdvisor.agentName);
    expect(within(card).getByText(copy.advisors.status.busy)).toBeInTheDocument();
    expect(within(card).getByText(copy.board.card.freeWithin(12))).toBeInTheDocument();
    expect(hoursLine(card)).toHaveTextContent(
      `${copy.board.card.todayLabel} ${copy.advisors.varies}`,
    );
    expect(await within(card).findByRole('link', { name: copy.advisors.callNow })).toBeVisible();
  });

  it('show an offline advisor as Currently Unavailable, without Call Now', async () => {
    renderRoute('/', { api: { ...signedIn, ...feed(threeAdvisors) } });

    const card = await findCard(offlineAdvisor.agentName);
    await within(await findCard(availableAdvisor.agentName)).findByRole('link', {
      name: copy.advisors.callNow,
    });
    expect(within(card).getByText(copy.advisors.status.offline)).toBeInTheDocument();
    expect(within(card).getByText(copy.advisors.currentlyUnavailable)).toBeInTheDocument();
    expect(hoursLine(card)).toHaveTextContent(copy.board.card.notScheduledToday);
    expect(
      within(card).queryByRole('link', { name: copy.advisors.callNow }),
    ).not.toBeInTheDocument();
  });

  it('show an advisor on a break as such, with roughly how long until the return they gave', async () => {
    const backAt = new Date(Date.now() + 25 * 60_000 - 5_000).toISOString();
    const onBreak = { ...offlineAdvisor, onBreak: { backAt } };
    const noTime = {
      ...offlineAdvisor,
      agentId: '4009',
      agentName: 'Iris Lune',
      onBreak: { backAt: null },
    };
    renderRoute('/', { api: { ...signedIn, ...feed([availableAdvisor, onBreak, noTime]) } });

    const card = await findCard(offlineAdvisor.agentName);
    // Still offline to the board (no Call Now), and it says why.
    expect(within(card).getByText(copy.advisors.status.offline)).toBeInTheDocument();
    expect(within(card).getByText(copy.board.card.onBreakBackIn(25))).toBeInTheDocument();
    expect(within(card).queryByText(copy.advisors.currentlyUnavailable)).toBeNull();
    expect(
      within(card).queryByRole('link', { name: copy.advisors.callNow }),
    ).not.toBeInTheDocument();
    const other = await findCard('Iris Lune');
    expect(within(other).getByText(copy.board.card.onBreak)).toBeInTheDocument();
  });

  it("show today's hours on Montréal's clock: Monday 23:30 there is Tuesday in UTC", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T04:30:00.000Z'));
    const advisor = advisorRecord({
      schedule: {
        Mon: [
          { from: '09:00', to: '13:00' },
          { from: '17:00', to: '23:59' },
        ],
        Tues: [{ from: '06:00', to: '08:00' }],
      },
    });
    renderRoute('/', { api: feed([advisor]) });

    const card = await findCard(advisor.agentName);
    expect(hoursLine(card)).toHaveTextContent(
      [
        copy.board.card.hoursRange('09:00', '13:00'),
        copy.board.card.hoursRange('17:00', '23:59'),
      ].join(copy.board.card.hoursSeparator),
    );
    expect(card).not.toHaveTextContent(copy.board.card.hoursRange('06:00', '08:00'));
  });
});

describe('search and availability filter', () => {
  it('filter by name and description, ignoring case and accents, and by availability', async () => {
    const { user } = renderRoute('/', { api: feed(threeAdvisors) });
    await findCard(availableAdvisor.agentName);
    const search = screen.getByRole('searchbox', { name: copy.board.search.label });

    await user.type(search, 'BELANGER');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: busyAdvisor.agentName })).toBeInTheDocument();
    expect(screen.getByText(copy.board.results(1, 3))).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'astrology');
    expect(screen.getByRole('article', { name: offlineAdvisor.agentName })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.clear(search);
    await user.click(screen.getByRole('radio', { name: copy.advisors.status.available }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: availableAdvisor.agentName })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: copy.board.filter.all }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('say so when nobody matches, and clear both at once', async () => {
    const { user } = renderRoute('/', { api: feed(threeAdvisors) });
    await findCard(availableAdvisor.agentName);

    await user.click(screen.getByRole('radio', { name: copy.advisors.status.busy }));
    await user.type(screen.getByRole('searchbox', { name: copy.board.search.label }), 'celeste');

    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.board.empty.title })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.board.empty.clear }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: copy.board.search.label })).toHaveValue('');
    expect(screen.getByRole('radio', { name: copy.board.filter.all })).toBeChecked();
  });
});

describe('live data', () => {
  function changingFeed(first: AdvisorRecord[]) {
    let current = first;
    let fail = false;
    return {
      set(next: AdvisorRecord[]) {
        current = next;
      },
      failFromNowOn() {
        fail = true;
      },
      recover() {
        fail = false;
      },
      handlers: {
        'GET /api/advisors': () =>
          fail ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') : jsonResponse(current),
      } satisfies ApiHandlers,
    };
  }

  it('every 15 s updates the status of the cards shown, but not their description; Refresh reloads all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = changingFeed([availableAdvisor]);
    const { user } = renderRoute('/', { api: server.handlers });
    const card = await findCard(availableAdvisor.agentName);
    expect(within(card).getByText(copy.advisors.status.available)).toBeInTheDocument();

    const newcomer = advisorRecord({ agentId: '4010', agentName: 'Newcomer' });
    server.set([
      { ...availableAdvisor, status: 'busy', onACall: 'Y', availTime: 9, descr: 'Rewritten.' },
      newcomer,
    ]);
    await act(() => vi.advanceTimersByTimeAsync(ADVISOR_POLL_INTERVAL_MS));

    await waitFor(() =>
      expect(within(card).getByText(copy.advisors.status.busy)).toBeInTheDocument(),
    );
    expect(within(card).getByText(copy.board.card.freeWithin(9))).toBeInTheDocument();
    expect(within(card).getByText(availableAdvisor.descr)).toBeInTheDocument();
    expect(screen.queryByText('Rewritten.')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: newcomer.agentName })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: copy.board.refresh }));

    expect(await findCard(newcomer.agentName)).toBeInTheDocument();
    expect(screen.getByText('Rewritten.')).toBeInTheDocument();
  });

  it('shows Refresh as busy while it reads the feed', async () => {
    let answer: (response: Response) => void = () => {};
    let calls = 0;
    const { user } = renderRoute('/', {
      api: {
        'GET /api/advisors': () => {
          calls += 1;
          if (calls === 1) return jsonResponse([availableAdvisor]);
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        },
      },
    });
    await findCard(availableAdvisor.agentName);

    await user.click(screen.getByRole('button', { name: copy.board.refresh }));

    const busy = screen.getByRole('button', { name: copy.board.refreshing });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();

    await act(async () => answer(jsonResponse([availableAdvisor, busyAdvisor])));

    expect(await findCard(busyAdvisor.agentName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.board.refresh })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('keeps the cards shown when a later reading fails, with a quiet note', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = changingFeed(threeAdvisors);
    renderRoute('/', { api: server.handlers });
    await findCard(availableAdvisor.agentName);

    server.failFromNowOn();
    await act(() => vi.advanceTimersByTimeAsync(ADVISOR_POLL_INTERVAL_MS));

    expect(await screen.findByText(copy.board.stale)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText(copy.advisors.loadFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(copy.advisors.demoNotice)).not.toBeInTheDocument();
  });

  it('when the feed is down: the alert with Try Again, the three sample advisors and the demo notice', async () => {
    const server = changingFeed([]);
    server.failFromNowOn();
    const { user } = renderRoute('/', { api: server.handlers });

    const alert = (await screen.findByText(copy.advisors.loadFailed)).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement))
      throw new Error('The failure is not announced as an alert');
    expect(screen.getByText(copy.advisors.demoNotice)).toBeInTheDocument();
    const samples = copy.board.sampleAdvisors;
    for (const sample of [samples.tarot, samples.medium, samples.astrology]) {
      expect(screen.getByRole('article', { name: sample.name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('article')).toHaveLength(3);

    server.recover();
    server.set([busyAdvisor]);
    await user.click(within(alert).getByRole('button', { name: copy.common.tryAgain }));

    expect(await findCard(busyAdvisor.agentName)).toBeInTheDocument();
    expect(screen.queryByText(copy.advisors.loadFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(copy.advisors.demoNotice)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('the top of the home page', () => {
  it.each(['default', 'halloween', 'christmas', 'blackfriday'] as const)(
    'shows the %s headline, subtitle and call-to-action',
    async (themeMode) => {
      renderRoute('/', {
        api: {
          ...feed([]),
          'GET /api/config': () => jsonResponse({ ...testPublicConfig, themeMode }),
        },
      });
      const hero = copy.board.hero[themeMode];

      expect(await screen.findByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
      expect(screen.getByText(hero.headline)).toBeVisible();
      expect(screen.getByText(hero.subtitle)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: hero.callToAction })).toHaveAttribute(
        'href',
        serviceTel,
      );
      for (const other of Object.values(copy.board.hero)) {
        if (other !== hero) expect(screen.queryByText(other.headline)).not.toBeInTheDocument();
      }
    },
  );

  it('has a call-now card with the service line, and links a visitor to /register', async () => {
    renderRoute('/', { api: feed([]) });

    const card = await screen.findByRole('complementary', { name: copy.board.callCard.heading });
    expect(within(card).getByRole('link', { name: testPublicConfig.servicePhone })).toHaveAttribute(
      'href',
      serviceTel,
    );
    expect(
      await within(card).findByRole('link', { name: copy.advisors.registerNow }),
    ).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: copy.advisors.createAccount })).toHaveAttribute(
      'href',
      '/register',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        copy.pages.documentTitle(copy.pages.titles.home, testPublicConfig.brandName),
      ),
    );
  });

  it('offers a signed-in customer no register links', async () => {
    renderRoute('/', { api: { ...signedIn, ...feed(threeAdvisors) } });

    await within(await findCard(availableAdvisor.agentName)).findByRole('link', {
      name: copy.advisors.callNow,
    });
    expect(screen.queryByRole('link', { name: copy.advisors.registerNow })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: copy.advisors.createAccount }),
    ).not.toBeInTheDocument();
  });

  it('opens the weekly tarot game', async () => {
    const { user } = renderRoute('/', { api: feed([]) });

    await user.click(await screen.findByRole('button', { name: copy.board.tarot.play }));

    expect(openTarotGame).toHaveBeenCalledTimes(1);
  });

  it('does not offer the tarot game when Win Credits is turned off', async () => {
    renderRoute('/', {
      api: {
        ...feed([]),
        'GET /api/config': () => jsonResponse({ ...testPublicConfig, winCreditsEnabled: false }),
      },
    });

    await screen.findByRole('link', { name: copy.board.hero.halloween.callToAction });
    expect(screen.queryByRole('button', { name: copy.board.tarot.play })).not.toBeInTheDocument();
  });
});
