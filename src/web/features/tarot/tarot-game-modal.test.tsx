import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { noBanners } from '#web/components/layout/layout-test-app.tsx';
import { useOpenTarotGame } from '#web/lib/tarot-game-launcher.tsx';
import { buildRoutes } from '#web/router.tsx';
import { fakeAuthServer } from '#web/testing/auth-server.ts';
import { renderRoute } from '#web/testing/render.tsx';
import { testUser } from '#web/testing/test-data.ts';

// A page that opens the game the way the home page does: through the hook alone.
function PlayButton() {
  const openTarotGame = useOpenTarotGame();
  return (
    <button type="button" onClick={openTarotGame}>
      Play
    </button>
  );
}

const routes = buildRoutes([{ path: '/', Component: PlayButton }]);
const game = () => screen.getByRole('dialog', { name: copy.layout.tarotGame.title });

describe('the tarot game modal, opened from a page', () => {
  it('asks a visitor to sign in or register, and a link closes it', async () => {
    const { user, router } = renderRoute('/', { routes, api: noBanners });

    await user.click(await screen.findByRole('button', { name: 'Play' }));

    expect(within(game()).getByText(copy.tarot.signInRequired)).toBeInTheDocument();
    await user.click(within(game()).getByRole('link', { name: copy.navigation.register }));
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a signed-in customer the game opens soon', async () => {
    const server = fakeAuthServer({ signedIn: true });
    const { user } = renderRoute('/', { routes, api: { ...noBanners, ...server.handlers } });
    await within(screen.getByRole('banner')).findByText(copy.common.minutes(testUser.credits));

    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(within(game()).getByText(copy.layout.tarotGame.opensSoon)).toBeInTheDocument();
  });

  it('does nothing when no launcher is provided (a component rendered on its own)', async () => {
    const user = userEvent.setup();
    render(<PlayButton />);

    await user.click(screen.getByRole('button', { name: 'Play' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
