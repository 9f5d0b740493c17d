// /: the headline of the seasonal theme, the call-now card, the live advisor board, and the
// one-time account notice (docs/product.md §2 "Home"). The tarot game opens from the headline.
import { copy } from '#shared/copy/catalogue.ts';
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { useOpenTarotGame } from '#web/lib/tarot-game-launcher.tsx';
import { AdvisorBoard } from '#web/features/advisors/components/advisor-board.tsx';
import { HomeHero } from '#web/features/advisors/components/home-hero.tsx';
import { useNoticesStoppedMessage } from '#web/features/advisors/queue-notify/use-notices-stopped.ts';
import { AccountNotice } from '#web/features/account-notice/account-notice.tsx';

export function Component() {
  const openTarotGame = useOpenTarotGame();
  // After a "notify me" message's stop link (docs/decisions/052).
  useNoticesStoppedMessage();
  const title = pageTitle('home');
  return (
    <>
      <PageMeta title={title} description={copy.board.metaDescription} />
      <HomeHero title={title} onOpenTarotGame={openTarotGame} />
      <AdvisorBoard />
      <AccountNotice />
    </>
  );
}

/**
 * The advisor profile page's module (routes/advisor-profile.tsx), imported from here so that the
 * card's parts it shares with the board stay in this page's chunk: imported from the router, they
 * would be split into a chunk of their own, which the first view of / would pay for (about 1 KB).
 */
export const loadAdvisorProfile = () => import('#web/routes/advisor-profile.tsx');
