// Who may open the weekly tarot game: the header's Win Credits button, the mobile menu and the
// home page all call useOpenTarotGame(); the game's modal (features/tarot, composed in the root
// route) reads useTarotGameDialog(). It lives in lib/ because features may not import each
// other, and the openers sit in three different places.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface TarotGameLauncher {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const TarotGameContext = createContext<TarotGameLauncher | null>(null);

export function TarotGameLauncherProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <TarotGameContext value={value}>{children}</TarotGameContext>;
}

const doNothing = () => {};

/**
 * Opens the tarot game's modal. The root route provides it on every page; a component
 * rendered on its own (a unit test) gets a function that does nothing.
 */
export function useOpenTarotGame(): () => void {
  return useContext(TarotGameContext)?.open ?? doNothing;
}

/** For the game's modal: whether it is open, and how to close it. */
export function useTarotGameDialog(): { isOpen: boolean; close: () => void } {
  const launcher = useContext(TarotGameContext);
  return { isOpen: launcher?.isOpen ?? false, close: launcher?.close ?? doNothing };
}
