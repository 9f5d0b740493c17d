// The tarot game's modal, fetched the first time it is opened (the header's Win Credits, the
// mobile menu, the home page): most visits never open it, and the first view of every page does
// not carry it. Once opened it stays mounted, so later openings and closings are immediate.
import { lazy, Suspense, useState } from 'react';
import { useTarotGameDialog } from '#web/lib/tarot-game-launcher.tsx';

const TarotGameModal = lazy(() =>
  import('./tarot-game-modal.tsx').then((m) => ({ default: m.TarotGameModal })),
);

export function TarotGameOnDemand() {
  const { isOpen } = useTarotGameDialog();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <TarotGameModal />
    </Suspense>
  ) : null;
}
