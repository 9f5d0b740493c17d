// What a modal side panel (the mobile menu) owes keyboard and screen-reader users while it is
// mounted: focus moves into it, Tab stays inside, Escape closes it, the page behind is inert and
// does not scroll, and focus goes back to what opened it when it closes.
import { useEffect, useRef, type RefObject } from 'react';
import { inertOutside } from '#web/lib/a11y/inert-outside.ts';

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalPanel({
  panelRef,
  returnFocusRef,
  onClose,
}: {
  panelRef: RefObject<HTMLElement | null>;
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}): void {
  // The latest onClose, without re-running the effect when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const returnTo = returnFocusRef.current;
    const focusable = () => [...(panel?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
    (focusable()[0] ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusable();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const outside = !panel?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // The panel's layer in <body> (it is rendered there in a portal).
    const layer = panel?.closest<HTMLElement>('body > *');
    const restorePage = layer ? inertOutside(layer) : () => {};
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      restorePage();
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [panelRef, returnFocusRef]);
}
