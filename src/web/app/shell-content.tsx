// What the server's page shell draws between the header and the footer (render-shell.tsx).
// The app replaces the shell only once the page's code has loaded (app/start.tsx), so the shell
// may draw any part of a page that the page's own first render draws the same from the page
// data alone: the home page's hero, the purchase page's heading (docs/decisions/057). The
// page's largest text is then on screen with the first paint instead of after the scripts, and
// the page drawn over it leaves it where it is. Everything else waits behind "Loading…".
import { HomeHero } from '#web/features/advisors/components/home-hero.tsx';
import {
  PurchaseFrame,
  PurchasePending,
} from '#web/features/purchase/components/purchase-frame.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { pageTitle, paths } from '#web/config/paths.ts';
import { useOpenTarotGame } from '#web/lib/tarot-game-launcher.tsx';

function HomeShell() {
  const openTarotGame = useOpenTarotGame();
  return (
    <>
      <HomeHero title={pageTitle('home')} onOpenTarotGame={openTarotGame} />
      <PageLoading />
    </>
  );
}

/** The shell's content for the path it stands for (render-shell.tsx's shellPath). */
export function ShellContent({ path }: { path: string }) {
  switch (path) {
    case paths.home.path:
      return <HomeShell />;
    case paths.purchase.path:
      return (
        <PurchaseFrame title={pageTitle('purchase')}>
          <PurchasePending />
        </PurchaseFrame>
      );
    default:
      return <PageLoading />;
  }
}
