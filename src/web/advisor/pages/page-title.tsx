// A page's heading, and the browser tab's title with it.
import { useEffect } from 'react';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';

export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = advisorAppCopy.pageTitle(children);
  }, [children]);
  return <h1 className="font-display text-2xl font-semibold text-ink">{children}</h1>;
}

/** A ref that focuses its element when it appears (an error, the next step's field). */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();

/**
 * Signing in or out replaces the whole page, and the button that had focus with it: focus goes
 * to the main region (app.tsx's #main, as a section link does), not to the document's start.
 */
export const focusMain = (): void => document.getElementById('main')?.focus();
