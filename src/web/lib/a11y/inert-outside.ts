// While a modal (a dialog, the mobile menu) is open, the page behind it must be out of reach for
// keyboard and screen-reader users alike: `inert` on everything else in <body> takes it out of
// the tab order and out of the accessibility tree (aria-modal alone leaves the header, main and
// footer exposed to screen readers moving by landmarks). The modals are rendered into <body> in
// portals, so "everything else" is the modal's siblings there. The live regions that must still
// speak while a modal is open (the announcer, the toasts) carry `data-stays-live` and are spared.
// A modal opened over another makes the first one inert too; each close gives back exactly
// what it took, so they unwind in any order.

export const staysLiveAttribute = 'data-stays-live';

/** Makes every other child of <body> inert while `modal` (a child of <body>) is open; returns the undo. */
export function inertOutside(modal: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (sibling === modal || sibling.hasAttribute('inert')) continue;
    if (sibling.hasAttribute(staysLiveAttribute) || sibling.contains(modal)) continue;
    sibling.setAttribute('inert', '');
    madeInert.push(sibling);
  }
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
  };
}
