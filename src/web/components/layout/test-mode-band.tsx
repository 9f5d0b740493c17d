// The band across the top of every page of a test deployment (STAGING=true, docs/decisions/024):
// its payments may be stand-ins or sandboxes, and nobody should take it for the real site. It is
// part of the page's shell, so the server draws it into the first paint. It sits in the page's
// flow, not fixed: it never covers the fixed bars at the bottom or a focused control, and it
// scrolls away with the header. A named region, so screen-reader users moving by landmarks meet
// it first.
import { useId } from 'react';
import { copy } from '#shared/copy/catalogue.ts';

export function TestModeBand() {
  const textId = useId();
  return (
    <section aria-labelledby={textId} className="bg-danger px-4 py-1.5 text-center text-canvas">
      <p id={textId} className="text-sm font-semibold text-balance">
        {copy.layout.testMode.band}
      </p>
    </section>
  );
}
