// 'Win Credits' in the desktop header (docs/product.md §2, docs/product.md §10.10): shown only when the flag is on,
// it opens the weekly tarot game.
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useOpenTarotGame } from '#web/lib/tarot-game-launcher.tsx';
import { SparkleIcon } from './layout-icons.tsx';

export function WinCreditsButton() {
  const openTarotGame = useOpenTarotGame();
  return (
    <Button variant="secondary" size="sm" onClick={openTarotGame}>
      <SparkleIcon className="size-4 shrink-0" />
      {/* Icon only on tablets, where the header is short of room; still named for everyone. */}
      <span className="md:max-lg:sr-only">{copy.navigation.winCredits}</span>
    </Button>
  );
}
