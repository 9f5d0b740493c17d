// The home page can have another modal up when the account notice is due (the platform
// announcement opens at 1.2 s). Two modals stacked fight over focus and hide each other, so the
// notice waits its turn: it opens once no other modal dialog is on the page.

function modalDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/** Calls `run` as soon as no modal dialog is open (at once if none is); returns a cancel. */
export function afterOtherDialogs(run: () => void): () => void {
  if (!modalDialogOpen()) {
    run();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (modalDialogOpen()) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}
