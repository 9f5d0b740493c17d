// The cookie choice (Québec Law 25): a bar that never blocks the page, asking whether analytics
// may run, with 'Accept analytics' and 'Refuse' equally prominent and a link to the cookie
// policy. Shown until the visitor answers, and again when they open "Cookie settings" in the
// footer (the bar then takes focus, so keyboard users land on it). On phones it is compact (the
// two answers side by side, smaller text), and the page scrolls focused controls clear of it
// (bottom-bars-space.ts).
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { consentUnknownAttribute } from '#shared/consent/consent-marker.ts';
import { useConsent } from '#web/lib/consent/consent-context.tsx';
import { choiceReadable } from '#web/lib/consent/consent-storage.ts';
import { bottomBarAttribute } from './bottom-bars-space.ts';

const t = copy.layout.consent;

const tabStops =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first tab stop after `bar` on the page, where Tab would have gone next. */
function stopAfter(bar: HTMLElement | null): HTMLElement | null {
  if (!bar) return null;
  return (
    Array.from(document.querySelectorAll<HTMLElement>(tabStops)).find(
      (stop) =>
        !bar.contains(stop) &&
        (bar.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    ) ?? null
  );
}

export function ConsentBar() {
  const { asking, reopened, accept, refuse } = useConsent();
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (asking && reopened) regionRef.current?.focus();
  }, [asking, reopened]);

  // The answer removes the bar and the button that had focus. Reopened from the footer, focus
  // goes back to "Cookie settings" (the consent context does that); asked on a first visit,
  // it moves on to what follows the bar (the call-now bar), instead of falling to <body>.
  function answer(choose: () => void) {
    const region = regionRef.current;
    const hadFocus = region?.contains(document.activeElement) ?? false;
    const next = hadFocus && !reopened ? stopAfter(region) : null;
    choose();
    next?.focus();
  }

  if (!asking) return null;
  return (
    <section
      ref={regionRef}
      {...{ [bottomBarAttribute]: '' }}
      aria-labelledby={titleId}
      tabIndex={-1}
      // The server's shell draws the bar without knowing the choice; app.css hides it there
      // when the page's head found one (src/shared/consent/consent-marker.ts).
      {...(choiceReadable() ? {} : { [consentUnknownAttribute]: '' })}
      className="fixed inset-x-2 bottom-[calc(3.25rem+env(safe-area-inset-bottom))] z-30 mx-auto max-h-[45dvh] max-w-3xl overflow-y-auto rounded-2xl border border-line bg-surface-raised p-3 shadow-2xl outline-none sm:bottom-[calc(4rem+env(safe-area-inset-bottom))] sm:max-h-none sm:p-5"
    >
      <h2 id={titleId} className="font-display text-base font-semibold text-ink sm:text-lg">
        {t.title}
      </h2>
      <p className="mt-1 text-xs leading-snug text-ink-muted sm:text-sm sm:leading-normal">
        {t.message} <Link to={paths.cookies.path}>{t.policyLink}</Link>
      </p>
      {/* The same size and weight for both answers: refusing is as easy as accepting. */}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-3">
        <Button variant="secondary" size="sm" onClick={() => answer(refuse)}>
          {t.refuse}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => answer(accept)}>
          {t.accept}
        </Button>
      </div>
    </section>
  );
}
