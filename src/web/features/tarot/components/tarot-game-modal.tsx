// The weekly tarot game's modal, opened through useOpenTarotGame() from the header, the mobile
// menu and the home page. A visitor is asked to sign in; a signed-in customer, until the game
// itself is built (a later issue replaces this body), is told it opens soon.
import { copy } from '#shared/copy/catalogue.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useTarotGameDialog } from '#web/lib/tarot-game-launcher.tsx';
import { TarotSignInPrompt } from './tarot-sign-in-prompt.tsx';

export function TarotGameModal() {
  const { isOpen, close } = useTarotGameDialog();
  const { user, loading } = useAuth();

  return (
    <Dialog open={isOpen} onClose={close} title={copy.layout.tarotGame.title}>
      {loading ? (
        <p role="status" className="text-ink-muted">
          {copy.common.loading}
        </p>
      ) : user ? (
        <p className="text-lg text-ink">{copy.layout.tarotGame.opensSoon}</p>
      ) : (
        <TarotSignInPrompt onLeave={close} />
      )}
    </Dialog>
  );
}
