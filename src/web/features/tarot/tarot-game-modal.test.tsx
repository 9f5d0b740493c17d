import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TarotGameState, TarotPlayResponse } from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { noBanners } from '#tests/support/web/layout-app.tsx';
import { useOpenTarotGame } from '#web/lib/tarot-game-launcher.tsx';
import { buildRoutes } from '#web/router.tsx';
import { fakeAuthServer } from '#tests/support/web/auth-server.ts';
import {
  errorResponse,
  jsonResponse,
  type ApiHandler,
  type ApiHandlers,
} from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

const t = accountCopy.tarotGame;

// A page that opens the game the way the home page does: through the hook alone.
function PlayButton() {
  const openTarotGame = useOpenTarotGame();
  return (
    <button type="button" onClick={openTarotGame}>
      Play
    </button>
  );
}

const routes = buildRoutes([
  { path: '/', Component: PlayButton },
  { path: '/purchase', Component: () => <h1>Purchase page</h1> },
  { path: '/terms', Component: () => <h1>Terms page</h1> },
]);
const game = () => screen.getByRole('dialog', { name: copy.layout.tarotGame.title });
const tile = (n: number) => within(game()).getByRole('button', { name: t.board.tile(n) });
const revealButton = () => within(game()).getByRole('button', { name: t.board.reveal });

const week = { weekStart: '2026-11-16', weekEnd: '2026-11-22' };
const ready: TarotGameState = {
  status: 'ready',
  game: week,
  tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((position) => ({ position })),
};
const card = (id: string, name: string) => ({ id, name });
const star = card('the-star', 'The Star');
const moon = card('the-moon', 'The Moon');
const sun = card('the-sun', 'The Sun');
const fool = card('the-fool', 'The Fool');
const death = card('death', 'Death');
const tower = card('the-tower', 'The Tower');
const layout = [star, fool, moon, sun, death, star, tower, moon, sun];
const prize = { code: 'TAROTK7Q2ZD', percentOff: 15, expiresAt: '2026-11-28T15:00:00.000Z' };

const won: TarotPlayResponse = {
  game: week,
  result: { won: true, cards: [fool, death, tower], prize, playedAt: '2026-11-21T15:00:00.000Z' },
  layout,
  picks: [1, 4, 6],
};
const lost: TarotPlayResponse = {
  game: week,
  result: {
    won: false,
    cards: [star, star, fool],
    prize: null,
    playedAt: '2026-11-21T15:00:00.000Z',
  },
  layout,
  picks: [0, 5, 1],
};

/** A signed-in customer, with the game answering as given. */
function openGame(api: ApiHandlers) {
  const server = fakeAuthServer({ signedIn: true });
  const view = renderRoute('/', { routes, api: { ...noBanners, ...server.handlers, ...api } });
  return view;
}

async function startGame(api: ApiHandlers) {
  const view = openGame(api);
  await view.user.click(await screen.findByRole('button', { name: 'Play' }));
  // The modal's code is fetched on first opening.
  await screen.findByRole('dialog', { name: copy.layout.tarotGame.title });
  return view;
}

const answerState =
  (...states: (TarotGameState | Response)[]): ApiHandler =>
  () => {
    const next = states.length > 1 ? states.shift() : states[0];
    return next instanceof Response ? next : jsonResponse(next);
  };

describe('the tarot game modal, opened from a page', () => {
  it('asks a visitor to sign in or register, and a link closes it', async () => {
    const { user, router } = renderRoute('/', { routes, api: noBanners });

    await user.click(await screen.findByRole('button', { name: 'Play' }));

    expect(
      within(await screen.findByRole('dialog', { name: copy.layout.tarotGame.title })).getByText(
        copy.tarot.signInRequired,
      ),
    ).toBeInTheDocument();
    await user.click(within(game()).getByRole('link', { name: copy.navigation.register }));
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when no launcher is provided (a component rendered on its own)', async () => {
    const user = userEvent.setup();
    render(<PlayButton />);

    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the board', () => {
  it('shows loading, then nine face-down cards, the rules with the odds, and a disabled reveal', async () => {
    await startGame({ 'GET /api/tarot/game': answerState(ready) });

    expect(within(game()).getByRole('status')).toHaveTextContent(copy.common.loading);
    const board = await within(game()).findByRole('group', { name: t.board.label });
    expect(within(board).getAllByRole('button')).toHaveLength(9);
    expect(tile(1)).toHaveAttribute('aria-pressed', 'false');
    expect(revealButton()).toBeDisabled();
    expect(within(game()).getByText(t.board.pickedCount(0))).toBeInTheDocument();
    const rules = within(game()).getByRole('region', { name: t.rules.heading });
    expect(rules).toHaveTextContent('Odds of winning: 3 in 4 (75%).');
    expect(rules).toHaveTextContent('Free to play: no purchase is needed.');
    expect(within(rules).getByRole('link', { name: t.rules.officialRules })).toHaveAttribute(
      'href',
      '/terms#weekly-game',
    );
    // No card is drawn before the reveal.
    expect(within(game()).queryAllByRole('img')).toEqual([]);
  });

  it('takes up to three distinct picks, announcing each, and enables the reveal at three', async () => {
    const { user } = await startGame({ 'GET /api/tarot/game': answerState(ready) });
    await within(game()).findByRole('group', { name: t.board.label });

    await user.click(tile(2));
    expect(tile(2)).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(game()).getByText(`${t.board.picked(2)} ${t.board.pickedCount(1)}`),
    ).toBeInTheDocument();
    await user.click(tile(5));
    expect(revealButton()).toBeDisabled();
    // A picked card picked again is put back.
    await user.click(tile(5));
    expect(tile(5)).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(game()).getByText(`${t.board.unpicked(5)} ${t.board.pickedCount(1)}`),
    ).toBeInTheDocument();

    await user.click(tile(5));
    await user.click(tile(9));
    expect(revealButton()).toBeEnabled();
    expect(
      within(game()).getByText(t.board.pickedCount(3), { selector: 'p:not([aria-live])' }),
    ).toBeInTheDocument();

    // A fourth stays out, and says why.
    expect(tile(1)).toHaveAttribute('aria-disabled', 'true');
    await user.click(tile(1));
    expect(tile(1)).toHaveAttribute('aria-pressed', 'false');
    expect(within(game()).getByText(t.board.pickLimit)).toBeInTheDocument();
  });

  it('is played with the keyboard alone', async () => {
    const posted = vi.fn<(body: unknown) => void>();
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready),
      'POST /api/tarot/attempt': async (request) => {
        posted(await request.json());
        return jsonResponse(lost, 201);
      },
    });
    await within(game()).findByRole('group', { name: t.board.label });

    tile(1).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(tile(6)).toHaveAttribute('aria-pressed', 'true');
    expect(tile(7)).toHaveAttribute('aria-pressed', 'true');

    revealButton().focus();
    await user.keyboard('{Enter}');
    await within(game()).findByRole('heading', { name: t.result.lostHeading });
    expect(posted).toHaveBeenCalledWith({ positions: [0, 5, 6] });
  });
});

describe('the reveal', () => {
  it('sends the picks in order, and shows the win, the prize and the whole board turned over', async () => {
    const posted = vi.fn<(body: unknown) => void>();
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready),
      'POST /api/tarot/attempt': async (request) => {
        posted(await request.json());
        return jsonResponse(won, 201);
      },
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [2, 5, 7]) await user.click(tile(n));

    await user.click(revealButton());

    const heading = await within(game()).findByRole('heading', { name: t.result.wonHeading });
    expect(heading).toHaveFocus();
    expect(posted).toHaveBeenCalledWith({ positions: [1, 4, 6] });
    expect(game()).toHaveTextContent(t.result.won(15));
    const prizeBox = within(game()).getByRole('region', { name: t.result.codeLabel });
    expect(within(prizeBox).getByText('TAROTK7Q2ZD')).toBeInTheDocument();
    expect(prizeBox).toHaveTextContent(t.result.validUntil('Nov 28, 2026'));
    expect(within(prizeBox).getByRole('link', { name: t.result.useNow })).toHaveAttribute(
      'href',
      '/purchase?coupon=TAROTK7Q2ZD',
    );
    // Every card of the board, named, with the three picks marked.
    const faces = within(game()).getAllByRole('img');
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual(layout.map((c) => c.name));
    expect(within(game()).getAllByText(t.board.yourPick)).toHaveLength(3);
    expect(within(game()).queryByRole('button', { name: t.board.reveal })).not.toBeInTheDocument();
  });

  it('shows a loss, with no prize', async () => {
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready),
      'POST /api/tarot/attempt': () => jsonResponse(lost, 201),
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [1, 6, 2]) await user.click(tile(n));
    await user.click(revealButton());

    expect(
      await within(game()).findByRole('heading', { name: t.result.lostHeading }),
    ).toBeInTheDocument();
    expect(game()).toHaveTextContent(t.result.lost);
    expect(within(game()).queryByText(t.result.codeLabel)).not.toBeInTheDocument();
    expect(within(game()).queryByRole('link', { name: t.result.useNow })).not.toBeInTheDocument();
  });

  it('copies the code, and says when it could not', async () => {
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready),
      'POST /api/tarot/attempt': () => jsonResponse(won, 201),
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [2, 5, 7]) await user.click(tile(n));
    await user.click(revealButton());
    const copyButton = await within(game()).findByRole('button', { name: t.result.copyCode });

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(copyButton);
    expect(await screen.findByText(copy.tarot.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('TAROTK7Q2ZD');

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(copyButton);
    expect(await screen.findByText(copy.tarot.copyFailed)).toBeInTheDocument();
  });

  it('goes to the purchase page with the code, closing the game', async () => {
    const { user, router } = await startGame({
      'GET /api/tarot/game': answerState(ready),
      'POST /api/tarot/attempt': () => jsonResponse(won, 201),
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [2, 5, 7]) await user.click(tile(n));
    await user.click(revealButton());

    await user.click(await within(game()).findByRole('link', { name: t.result.useNow }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase'));
    expect(router.state.location.search).toBe('?coupon=TAROTK7Q2ZD');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to process game' and keeps the picks when the server cannot judge", async () => {
    let attempts = 0;
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready),
      'POST /api/tarot/attempt': () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(500, 'INTERNAL_ERROR', copy.common.unexpectedError)
          : jsonResponse(lost, 201);
      },
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [1, 6, 2]) await user.click(tile(n));
    await user.click(revealButton());

    expect(await within(game()).findByRole('alert')).toHaveTextContent(copy.tarot.processFailed);
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');

    await user.click(revealButton());
    expect(
      await within(game()).findByRole('heading', { name: t.result.lostHeading }),
    ).toBeInTheDocument();
  });

  it('shows the result already recorded when another tab played first', async () => {
    const played: TarotGameState = { status: 'played', game: week, result: lost.result };
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready, played),
      'POST /api/tarot/attempt': () =>
        errorResponse(409, 'TAROT_ALREADY_PLAYED', copy.tarot.alreadyPlayed),
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [3, 4, 8]) await user.click(tile(n));
    await user.click(revealButton());

    expect(
      await within(game()).findByRole('heading', { name: copy.tarot.alreadyPlayed }),
    ).toBeInTheDocument();
    expect(within(game()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('other states of the week', () => {
  it('says they already played, with their cards and their prize', async () => {
    await startGame({
      'GET /api/tarot/game': answerState({ status: 'played', game: week, result: won.result }),
    });

    const heading = await within(game()).findByRole('heading', { name: copy.tarot.alreadyPlayed });
    expect(heading).toHaveFocus();
    expect(game()).toHaveTextContent(t.result.won(15));
    expect(within(game()).getByText('TAROTK7Q2ZD')).toBeInTheDocument();
    expect(
      within(game())
        .getAllByRole('img')
        .map((face) => face.getAttribute('aria-label')),
    ).toEqual(['The Fool', 'Death', 'The Tower']);
    expect(within(game()).queryByRole('group', { name: t.board.label })).not.toBeInTheDocument();
  });

  it('says they already played and lost', async () => {
    await startGame({
      'GET /api/tarot/game': answerState({ status: 'played', game: week, result: lost.result }),
    });

    await within(game()).findByRole('heading', { name: copy.tarot.alreadyPlayed });
    expect(game()).toHaveTextContent(t.result.lost);
    expect(within(game()).queryByText(t.result.codeLabel)).not.toBeInTheDocument();
  });

  it('says there is no game this week', async () => {
    await startGame({ 'GET /api/tarot/game': answerState({ status: 'no_game' }) });

    expect(await within(game()).findByText(copy.tarot.noActiveGame)).toBeInTheDocument();
    expect(within(game()).queryByRole('button', { name: t.board.reveal })).not.toBeInTheDocument();
  });

  it("says 'Failed to check game status', and tries again on request", async () => {
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(
        errorResponse(500, 'INTERNAL_ERROR', copy.common.unexpectedError),
        ready,
      ),
    });

    expect(await within(game()).findByRole('alert')).toHaveTextContent(
      copy.tarot.checkStatusFailed,
    );
    await user.click(within(game()).getByRole('button', { name: t.retry }));
    expect(await within(game()).findByRole('group', { name: t.board.label })).toBeInTheDocument();
  });

  it('reads the game again at each opening: the second says they already played', async () => {
    const { user } = await startGame({
      'GET /api/tarot/game': answerState(ready, {
        status: 'played',
        game: week,
        result: lost.result,
      }),
      'POST /api/tarot/attempt': () => jsonResponse(lost, 201),
    });
    await within(game()).findByRole('group', { name: t.board.label });
    for (const n of [1, 6, 2]) await user.click(tile(n));
    await user.click(revealButton());
    await within(game()).findByRole('heading', { name: t.result.lostHeading });

    await user.click(within(game()).getByRole('button', { name: copy.common.close }));
    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(
      await within(game()).findByRole('heading', { name: copy.tarot.alreadyPlayed }),
    ).toBeInTheDocument();
  });
});
