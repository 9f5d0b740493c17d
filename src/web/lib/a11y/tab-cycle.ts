// Where Tab (or Shift+Tab) goes inside a modal: the next of its focusable elements after the one
// that has focus, wrapping at either end. Focus may be on something that is not a tab stop (a
// result's heading focused to be read, the panel itself) or outside the modal altogether (<body>,
// after the focused element was removed): Tab then goes to the first stop that follows it in the
// page, Shift+Tab to the last that precedes it, and from outside to the first or the last.

function follows(element: Element, reference: Element): boolean {
  return (reference.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

/**
 * The element Tab (backwards: Shift+Tab) moves to among `stops`, the modal's focusable elements
 * in page order; null if there are none.
 */
export function nextInCycle(
  modal: Element,
  stops: readonly HTMLElement[],
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return null;
  const index = active ? stops.indexOf(active as HTMLElement) : -1;
  if (index >= 0) {
    if (backwards) return stops[index - 1] ?? last;
    return stops[index + 1] ?? first;
  }
  if (!active || !modal.contains(active)) return backwards ? last : first;
  if (backwards) return [...stops].reverse().find((stop) => follows(active, stop)) ?? last;
  return stops.find((stop) => follows(stop, active)) ?? first;
}
