// The weekly tarot game's modal, opened through useOpenTarotGame() from the header, the mobile
// menu and the home page. A visitor is asked to sign in. For a customer, the game itself (its
// board, result and the 29 drawn faces) is a separate chunk loaded when the modal first opens,
// so the first view of every page does not carry it.
import { lazy, Suspense } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTarotGameDialog } from '#web/lib/tarot-game-launcher.tsx';
import { TarotLoading } from './tarot-loading.tsx';
import { TarotSignInPrompt } from './tarot-sign-in-prompt.tsx';

const TarotGame = lazy(() => import('./tarot-game.tsx').then((m) => ({ default: m.TarotGame })));

export function TarotGameModal() {
  const { isOpen, close } = useTarotGameDialog();
  const { user, loading } = useAuth();

  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={copy.layout.tarotGame.title}
      panelClassName="max-w-xl"
    >
      {loading ? (
        <TarotLoading />
      ) : user ? (
        <Suspense fallback={<TarotLoading />}>
          {/* Keyed by customer: another customer signing in starts from a clean board. */}
          <TarotGame key={user.id} customerId={user.id} onLeave={close} />
        </Suspense>
      ) : (
        <TarotSignInPrompt onLeave={close} />
      )}
    </Dialog>
  );
}
