// Finding an advisor and keeping favourites (docs/decisions/051), on the home page's board, the
// profile page and the dashboard, with the app's providers and router; the API is a stand-in.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { rememberAccountNoticeDismissed } from '#tests/support/web/account-notice.ts';
import {
  advisorRecord,
  availableAdvisor,
  busyAdvisor,
  offlineAdvisor,
} from '#tests/support/web/advisors.ts';
import { expectAnnounced } from '#tests/support/web/announcer.ts';
import { renderDashboard } from '#tests/support/web/dashboard-server.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testUser } from '#tests/support/web/test-data.ts';

const t = copy.board;
const signedIn: ApiHandlers = { 'GET /api/auth/session': () => jsonResponse({ user: testUser }) };
// The feed's order, the offline advisor first, so the default order has work to do.
const feed = [offlineAdvisor, busyAdvisor, availableAdvisor];
const feedApi = (advisors: AdvisorRecord[] = feed): ApiHandlers => ({
  'GET /api/advisors': () => jsonResponse(advisors),
});

/** A stand-in for /api/me/favourites that keeps what it is told, or refuses every change. */
function favouritesServer(initial: string[] = [], { refuse = false } = {}) {
  let kept = [...initial];
  const requests: string[] = [];
  const change = (keep: boolean) => (request: Request) => {
    const agentId = new URL(request.url).pathname.split('/').pop() ?? '';
    requests.push(`${request.method} ${agentId}`);
    if (refuse) return errorResponse(500, 'INTERNAL', 'Something went wrong');
    kept = keep
      ? [...kept.filter((id) => id !== agentId), agentId]
      : kept.filter((id) => id !== agentId);
    return jsonResponse({ favourites: kept });
  };
  const handlers: ApiHandlers = {
    'GET /api/me/favourites': () => jsonResponse({ favourites: kept }),
    // The key has no extension in it: one handler per advisor of the feed.
    ...Object.fromEntries(
      ['4001', '4002', '4003'].flatMap((id) => [
        [`PUT /api/me/favourites/${id}`, change(true)],
        [`DELETE /api/me/favourites/${id}`, change(false)],
      ]),
    ),
  };
  return { handlers, requests };
}

/** The names of the cards shown, in order. */
async function cardNames() {
  await screen.findAllByRole('article');
  return screen
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? card.querySelector('h3')?.textContent);
}

const heart = (name: string) => screen.findByRole('button', { name: t.keep(name) });

beforeEach(() => rememberAccountNoticeDismissed());
afterEach(() => window.localStorage.clear());

describe('finding an advisor on the board', () => {
  it('shows each card’s specialties and languages, available advisors first', async () => {
    renderRoute('/', { api: feedApi() });
    const card = await screen.findByRole('article', { name: offlineAdvisor.agentName });
    expect(
      within(card).getByText(t.card.readsIn('Astrology · Career', t.languageNames.en)),
    ).toBeInTheDocument();
    expect(await cardNames()).toEqual([
      availableAdvisor.agentName,
      busyAdvisor.agentName,
      offlineAdvisor.agentName,
    ]);
  });

  it('filters by specialty and language and sorts by name, all kept in the address', async () => {
    const { user, router } = renderRoute('/', { api: feedApi() });
    await screen.findByRole('article', { name: availableAdvisor.agentName });

    await user.selectOptions(screen.getByRole('combobox', { name: t.find.language }), 'fr');
    await waitFor(async () =>
      expect(await cardNames()).toEqual([availableAdvisor.agentName, busyAdvisor.agentName]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: t.find.sort }), 'name');
    await waitFor(async () =>
      expect(await cardNames()).toEqual([availableAdvisor.agentName, busyAdvisor.agentName]),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: t.find.specialty }),
      'mediumship',
    );
    await waitFor(async () => expect(await cardNames()).toEqual([busyAdvisor.agentName]));
    expect(router.state.location.search).toBe('?specialty=mediumship&language=fr&sort=name');
  });

  it('reads the search, filters and order from the address', async () => {
    const rated = [
      advisorRecord({ agentId: '4001', agentName: 'Anne', rating: 4.1, reviewCount: 3 }),
      advisorRecord({ agentId: '4002', agentName: 'Béa', rating: null, reviewCount: 0 }),
      advisorRecord({ agentId: '4003', agentName: 'Chloé', rating: 4.9, reviewCount: 8 }),
    ];
    renderRoute('/?sort=rating&language=fr', { api: feedApi(rated) });
    expect(await screen.findByRole('combobox', { name: t.find.sort })).toHaveValue('rating');
    expect(screen.getByRole('combobox', { name: t.find.language })).toHaveValue('fr');
    await waitFor(async () => expect(await cardNames()).toEqual(['Chloé', 'Anne', 'Béa']));
  });

  it('follows a link to the board with other options while it is shown', async () => {
    const { router } = renderRoute('/?language=en', { api: feedApi() });
    expect(await screen.findByRole('combobox', { name: t.find.language })).toHaveValue('en');
    await act(() => router.navigate('/?specialty=mediumship'));
    expect(screen.getByRole('combobox', { name: t.find.language })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: t.find.specialty })).toHaveValue('mediumship');
    await waitFor(async () => expect(await cardNames()).toEqual([busyAdvisor.agentName]));
  });

  it('says when nobody matches, and clears the search and filters', async () => {
    const { user, router } = renderRoute('/?specialty=dreams&q=zzz', { api: feedApi() });
    expect(await screen.findByRole('heading', { name: t.empty.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.empty.clear }));
    await waitFor(async () => expect(await cardNames()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });
});

describe('the heart', () => {
  it('keeps an advisor at once, tells the server, and announces it', async () => {
    const server = favouritesServer();
    const { user } = renderRoute('/', { api: { ...signedIn, ...feedApi(), ...server.handlers } });
    const button = await heart(busyAdvisor.agentName);
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await expectAnnounced(t.kept(busyAdvisor.agentName));
    expect(server.requests).toEqual(['PUT 4002']);

    await user.click(button);
    await expectAnnounced(t.letGo(busyAdvisor.agentName));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(server.requests).toEqual(['PUT 4002', 'DELETE 4002']);
  });

  it('puts the heart back and says so when the server refuses', async () => {
    const server = favouritesServer([], { refuse: true });
    const { user } = renderRoute('/', { api: { ...signedIn, ...feedApi(), ...server.handlers } });
    const button = await heart(availableAdvisor.agentName);
    await user.click(button);
    await expectAnnounced(t.keepFailed);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a visitor to sign in and back', async () => {
    const { user, router } = renderRoute('/', { api: feedApi() });
    await user.click(await heart(availableAdvisor.agentName));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2F');
  });

  it('puts the customer’s advisors first with My advisors first, kept in the address', async () => {
    const server = favouritesServer(['4003']);
    const { user, router } = renderRoute('/', {
      api: { ...signedIn, ...feedApi(), ...server.handlers },
    });
    expect(await heart(offlineAdvisor.agentName)).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('checkbox', { name: t.find.mine }));
    await waitFor(async () =>
      expect(await cardNames()).toEqual([
        offlineAdvisor.agentName,
        availableAdvisor.agentName,
        busyAdvisor.agentName,
      ]),
    );
    expect(router.state.location.search).toBe('?mine=1');
  });

  it('offers a visitor no My advisors first', async () => {
    renderRoute('/', { api: feedApi() });
    await screen.findByRole('article', { name: availableAdvisor.agentName });
    expect(screen.queryByRole('checkbox', { name: t.find.mine })).not.toBeInTheDocument();
  });

  it('is on the profile page too', async () => {
    const server = favouritesServer();
    const { user } = renderRoute('/advisors/4001', {
      api: { ...signedIn, ...feedApi(), ...server.handlers },
    });
    const button = await heart(availableAdvisor.agentName);
    await user.click(button);
    await expectAnnounced(t.kept(availableAdvisor.agentName));
    expect(server.requests).toEqual(['PUT 4001']);
  });
});

describe('My advisors on the dashboard', () => {
  const a = accountCopy.customerArea.dashboard.favourites;

  it('lists the customer’s advisors with their live status', async () => {
    const server = favouritesServer(['4002', '4001']);
    renderDashboard({ api: { ...feedApi(), ...server.handlers } });
    const card = await screen.findByRole('region', { name: a.title }, { timeout: 3000 });
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `${busyAdvisor.agentName}${copy.advisors.status.busy}`,
        `${availableAdvisor.agentName}${copy.advisors.status.available}`,
      ]),
    );
    expect(within(card).getByRole('link', { name: busyAdvisor.agentName })).toHaveAttribute(
      'href',
      '/advisors/4002',
    );
  });

  it('shows the way to the board when the customer keeps nobody', async () => {
    renderDashboard({ api: { ...feedApi(), ...favouritesServer().handlers } });
    const card = await screen.findByRole('region', { name: a.title }, { timeout: 3000 });
    expect(await within(card).findByRole('link', { name: a.browse })).toHaveAttribute(
      'href',
      '/?mine=1',
    );
  });
});
