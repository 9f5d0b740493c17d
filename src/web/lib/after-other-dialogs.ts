// A notice that opens on a timer (the home page's account notice, the dashboard's no-phone
// notice) or on the server's answer (the platform announcement) can fall due while another modal
// is up. Two modals stacked fight over focus and hide each other, so the later one waits its
// turn: it opens once no other modal dialog is on the page.

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
