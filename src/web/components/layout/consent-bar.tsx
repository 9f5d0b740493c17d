// The cookie choice (Québec Law 25): a bar that never blocks the page, asking whether analytics
// may run, with 'Accept analytics' and 'Refuse' equally prominent and a link to the cookie
// policy. Shown until the visitor answers, and again when they open "Cookie settings" in the
// footer (the bar then takes focus, so keyboard users land on it).
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { consentUnknownAttribute } from '#shared/consent/consent-marker.ts';
import { useConsent } from '#web/lib/consent/consent-context.tsx';
import { choiceReadable } from '#web/lib/consent/consent-storage.ts';

const t = copy.layout.consent;

export function ConsentBar() {
  const { asking, reopened, accept, refuse } = useConsent();
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (asking && reopened) regionRef.current?.focus();
  }, [asking, reopened]);

  if (!asking) return null;
  return (
    <section
      ref={regionRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      // The server's shell draws the bar without knowing the choice; app.css hides it there
      // when the page's head found one (src/shared/consent/consent-marker.ts).
      {...(choiceReadable() ? {} : { [consentUnknownAttribute]: '' })}
      className="fixed inset-x-2 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-3xl rounded-2xl border border-line bg-surface-raised p-4 shadow-2xl outline-none sm:p-5"
    >
      <h2 id={titleId} className="font-display text-lg font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t.message} <Link to={paths.cookies.path}>{t.policyLink}</Link>
      </p>
      {/* The same size and weight for both answers: refusing is as easy as accepting. */}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" size="sm" onClick={refuse}>
          {t.refuse}
        </Button>
        <Button variant="secondary" size="sm" onClick={accept}>
          {t.accept}
        </Button>
      </div>
    </section>
  );
}
