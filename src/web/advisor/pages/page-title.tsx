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
