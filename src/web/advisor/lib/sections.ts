// The advisors' app's sections, each at its own address under /advisor (the server serves
// the app for /advisor and below): presence at /advisor, calls at /advisor/calls, statements at
// /advisor/statements, the profile at /advisor/profile, reviews at /advisor/reviews. Links change the address with the History API; Back and Forward follow.
import { useEffect, useState, type MouseEvent } from 'react';

export const sections = ['presence', 'calls', 'statements', 'profile', 'reviews'] as const;
export type Section = (typeof sections)[number];

export const pathOf = (section: Section) =>
  section === 'presence' ? '/advisor' : `/advisor/${section}`;

const sectionAt = (pathname: string): Section =>
  sections.find((section) => section !== 'presence' && pathname.startsWith(pathOf(section))) ??
  'presence';

/**
 * Focus on the main region (app.tsx's #main) once the page under the keyboard changed: a section
 * link, and signing in or out, which replace the button that had focus with the page.
 */
export const focusMain = (): void => document.getElementById('main')?.focus();

export function useSection() {
  const [section, setSection] = useState<Section>(() => sectionAt(window.location.pathname));
  useEffect(() => {
    const follow = () => setSection(sectionAt(window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  /** A link's click: the section without a page load (a new tab or window keeps the browser's). */
  const go = (to: Section) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (to !== section) window.history.pushState(null, '', pathOf(to));
    setSection(to);
    focusMain();
  };
  return { section, go };
}
