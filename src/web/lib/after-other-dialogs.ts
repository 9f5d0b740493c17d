// A notice that opens on a timer (the home page's account notice, the dashboard's no-phone
// notice) or on the server's answer (the platform announcement) can fall due while another modal
// is up, or while the visitor is typing (in the board's search box, a form). Two modals stacked
// fight over focus and hide each other, and a modal that opens mid-word takes focus from the
// field and swallows the next keys. So the later one waits its turn: it opens once no other
// modal dialog is on the page and the visitor is not typing in a text field (no key pressed
// there for a moment, or focus has left it).

/** How long after the last key pressed in a text field the visitor counts as done typing. */
export const TYPING_PAUSE_MS = 2000;

function modalDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

const textInputTypes = new Set(['text', 'search', 'email', 'tel', 'password', 'url', 'number']);

function isTextField(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return textInputTypes.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

// When a key was last pressed in a text field, heard from the start (this module is loaded with
// the app), so typing that began before a notice fell due counts.
let lastKeyInField = Number.NEGATIVE_INFINITY;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      if (isTextField(event.target as Element | null)) lastKeyInField = Date.now();
    },
    true,
  );
}

/** Milliseconds until the visitor counts as done typing; 0 when they are not typing now. */
function typingFor(): number {
  if (!isTextField(document.activeElement)) return 0;
  return Math.max(0, lastKeyInField + TYPING_PAUSE_MS - Date.now());
}

/**
 * Calls `run` as soon as no modal dialog is open and the visitor is not typing (at once if
 * neither holds it back); returns a cancel.
 */
export function afterOtherDialogs(run: () => void): () => void {
  let done = false;
  let pause: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => check());
  // Focus leaving the field ends the typing; look once the next element has focus (it may be
  // another field, where the keys keep coming).
  const onFocusOut = () => {
    clearTimeout(pause);
    pause = setTimeout(check, 0);
  };
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(pause);
    document.removeEventListener('focusout', onFocusOut);
  };
  function check() {
    if (done || modalDialogOpen()) return;
    const typing = typingFor();
    if (typing > 0) {
      clearTimeout(pause);
      pause = setTimeout(check, typing);
      return;
    }
    stop();
    run();
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  document.addEventListener('focusout', onFocusOut);
  check();
  return stop;
}
