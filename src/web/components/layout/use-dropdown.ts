// Open/closed state of a disclosure dropdown (a button that shows a list of links and
// actions): Escape closes it and gives focus back to its button, a click or focus outside
// closes it, and the arrow keys, Home and End move between its items.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

type Edge = 'first' | 'last';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
}

function focusEdge(menu: HTMLElement | null, edge: Edge): void {
  const items = itemsOf(menu);
  (edge === 'first' ? items[0] : items.at(-1))?.focus();
}

export function useDropdown() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // The item to focus once the menu has rendered open, when the keyboard opened it.
  const focusOnOpen = useRef<Edge | null>(null);

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) focusEdge(menuRef.current, focusOnOpen.current);
    focusOnOpen.current = null;

    const isOutside = (target: EventTarget | null) =>
      !containerRef.current?.contains(target as Node | null);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      const items = itemsOf(menuRef.current);
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (index === -1) return;
      const moves: Partial<Record<string, number>> = {
        ArrowDown: (index + 1) % items.length,
        ArrowUp: (index - 1 + items.length) % items.length,
        Home: 0,
        End: items.length - 1,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      items[next]?.focus();
    };

    const container = containerRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    container?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      container?.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const edge: Edge = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      focusEdge(menuRef.current, edge);
    } else {
      focusOnOpen.current = edge;
      setOpen(true);
    }
  }

  return {
    open,
    close,
    containerRef,
    buttonRef,
    menuRef,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((current) => !current),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { id: menuId, hidden: !open },
  };
}
