// After a client-side navigation nothing tells a screen-reader or keyboard user that the page
// changed, and focus stays on a link that may no longer exist. Moving focus to <main> (as a
// full page load would start at the top) fixes both. Not on the first render, and not when
// the new page has already put focus inside <main> itself (an autofocused field). The control
// that was focused before the navigation (the link just followed) does not count as the new
// page's: while the old page is still on screen it sits inside <main> too, and would be removed
// with focus on it, leaving focus on <body>.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const focusedBefore = useRef<Element | null>(null);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const main = document.getElementById(mainId);
    const focused = document.activeElement;
    const newPageFocused =
      focused !== null &&
      focused !== main &&
      focused !== focusedBefore.current &&
      main?.contains(focused) === true;
    if (!main || newPageFocused) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainId]);

  // After the effect above: what has focus once this render settled, for the next navigation.
  useEffect(() => {
    focusedBefore.current = document.activeElement;
  });
}
