// The one modal dialog of the app (announcements, the tarot game, the horoscope reading, the
// notices): rendered over the page in a portal, labelled by its title, focus moved inside and
// kept there (Tab wraps), Escape and the backdrop close it unless it must be answered, the page
// behind is inert (out of the tab order and of the accessibility tree) and does not scroll, and
// focus returns to what opened it. A hand-made dialog rather than <dialog>.showModal(), which
// jsdom (the component tests) does not implement.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { copy } from '#shared/copy/catalogue.ts';
import { inertOutside } from '#web/lib/a11y/inert-outside.ts';
import { nextInCycle } from '#web/lib/a11y/tab-cycle.ts';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface DialogProps {
  open: boolean;
  /** Called on Escape, a backdrop click and the close button (when `dismissible`). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Optional buttons, laid out at the bottom. */
  footer?: ReactNode;
  /** false: the visitor must answer with a footer button (no Escape, backdrop or close button). */
  dismissible?: boolean;
  /** Extra classes for the panel (width, colours). */
  panelClassName?: string;
  /** The element to focus first; by default the first focusable one, else the panel. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  panelClassName,
  initialFocusRef,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose, without re-running the effects below when a parent re-renders.
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first =
      initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(focusableSelector) ?? panel;
    first?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const restorePage = layerRef.current ? inertOutside(layerRef.current) : () => {};
    return () => {
      restorePage();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, initialFocusRef]);

  // The keys are heard on the document, not the panel: when what had focus leaves the dialog's
  // content (the tarot board replaced by its result), focus falls to <body>, and Escape and Tab
  // must still close the dialog and bring focus back into it. A dialog under another one is
  // inert and leaves the keys to the one on top.
  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      const layer = layerRef.current;
      const panel = panelRef.current;
      if (!layer || !panel || layer.hasAttribute('inert')) return;
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const stops = Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector));
      const active = document.activeElement;
      const atEdge = active === (event.shiftKey ? stops[0] : stops.at(-1));
      // Between two of its stops, the browser's own order (a radio group is one stop) is right.
      if (active && stops.includes(active as HTMLElement) && !atEdge) return;
      event.preventDefault();
      (nextInCycle(panel, stops, active, event.shiftKey) ?? panel).focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      ref={layerRef}
      className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center"
    >
      <div
        aria-hidden="true"
        data-dialog-backdrop=""
        className="absolute inset-0 bg-black/70"
        onClick={dismissible ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl ${panelClassName ?? ''}`}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-2xl font-bold">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
                <path
                  fill="currentColor"
                  d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4L10 11.4l-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z"
                />
              </svg>
              <span className="sr-only">{copy.common.close}</span>
            </button>
          ) : null}
        </div>
        <div className="mt-4">{children}</div>
        {footer ? (
          // Stacked on phones in the order Tab reaches them, side by side from sm.
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">{footer}</div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
