// The call-now card beside the headline (docs/product.md §2 home): the service line as a tel: link, how a
// call works, and for visitors without an account the way to register first.
import { useId } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { formatServicePhone } from '#shared/format/display.ts';
import { paths } from '#web/config/paths.ts';
import { telHref } from '#web/components/layout/tel-href.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';

const t = copy.board.callCard;

export function CallNowCard() {
  const headingId = useId();
  const servicePhone = usePublicConfig().data?.servicePhone;
  const { user, loading } = useAuth();

  return (
    <aside
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-6 shadow-xl"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {t.heading}
      </h2>
      <div>
        {servicePhone !== undefined ? (
          <a
            href={telHref(servicePhone)}
            className="font-display text-3xl font-bold tracking-wide text-accent no-underline hover:text-accent-strong"
          >
            {formatServicePhone(servicePhone)}
          </a>
        ) : null}
        <p className="mt-1 text-sm text-ink-muted">{t.lineFacts}</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{t.stepsHeading}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-muted">
          <li>{t.steps.call}</li>
          <li>{t.steps.extension}</li>
          <li>{t.steps.billing}</li>
        </ol>
      </div>
      {!loading && user === null ? (
        <div className="flex flex-col gap-3 border-t border-line pt-4">
          <p className="text-sm text-ink">{t.newHere}</p>
          <Link to={paths.register.path} className={buttonClassName('primary', 'sm')}>
            {copy.advisors.registerNow}
          </Link>
        </div>
      ) : null}
    </aside>
  );
}
