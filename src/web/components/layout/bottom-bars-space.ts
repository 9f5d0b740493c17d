// The bars fixed to the bottom of the screen (the call-now bar, and the cookie choice until it is
// answered) must never cover the control that has focus (WCAG 2.4.11) nor the end of the page.
// Their height changes with the language, the screen's width and whether the cookie bar is there,
// so it is measured: --bottom-bars-space on <html> is the distance from the viewport's bottom to
// the top of the highest bar. app.css makes it the page's scroll padding (the browser scrolls a
// focused control clear of the bars) and the shell's bottom padding (the end of the page clears
// them). Until the app runs, the stylesheet's value (the call-now bar alone) holds.
import { useEffect, type RefObject } from 'react';

/** Marks a bar fixed to the bottom of the screen. */
export const bottomBarAttribute = 'data-bottom-bar';
export const bottomBarsSpaceProperty = '--bottom-bars-space';

/** The space the bars inside `container` take at the bottom of the viewport, in CSS pixels. */
export function measureBottomBars(container: ParentNode): number {
  let space = 0;
  for (const bar of container.querySelectorAll(`[${bottomBarAttribute}]`)) {
    const box = bar.getBoundingClientRect();
    if (box.height === 0) continue;
    space = Math.max(space, window.innerHeight - box.top);
  }
  return Math.ceil(space);
}

export function useBottomBarsSpace(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty(bottomBarsSpaceProperty, `${measureBottomBars(container)}px`);
    };
    // A bar that grows or shrinks (text wrapping, a rotated phone), and a bar that comes or goes.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    const watchBars = () => {
      resizes?.disconnect();
      for (const bar of container.querySelectorAll(`[${bottomBarAttribute}]`))
        resizes?.observe(bar);
      update();
    };
    const arrivals = new MutationObserver(watchBars);
    arrivals.observe(container, { childList: true });
    window.addEventListener('resize', update);
    watchBars();
    return () => {
      arrivals.disconnect();
      resizes?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(bottomBarsSpaceProperty);
    };
  }, [containerRef]);
}
