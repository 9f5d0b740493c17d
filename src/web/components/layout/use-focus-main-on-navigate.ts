// After a client-side navigation nothing tells a screen-reader or keyboard user that the page
// changed, and focus stays on a link that may no longer exist. Moving focus to <main> (as a
// full page load would start at the top) fixes both. Not on the first render, and not when
// the new page has already put focus inside <main> itself (an autofocused field).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const main = document.getElementById(mainId);
    const focused = document.activeElement;
    if (!main || (focused && focused !== main && main.contains(focused))) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
