// /welcome: the landing page for new visitors: the promise, three steps, the WELCOME25 offer
// and the way in (Create Account).
import { useId } from 'react';
import { Link } from 'react-router';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { SuccessIcon } from '#web/components/ui/status-icons.tsx';
import { paths } from '#web/config/paths.ts';
import { Fact } from './fact.tsx';
import { GuidanceNote } from './guidance-note.tsx';

export function WelcomePage({ title }: { title: string }) {
  const t = contentCopy.welcome;
  const stepsId = useId();
  const offerId = useId();
  const promisesId = useId();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-16 px-4 py-12 sm:px-6 sm:py-20">
      <section className="max-w-3xl">
        <h1 className="font-display text-4xl font-semibold text-balance text-ink sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 font-display text-2xl text-balance text-accent sm:text-3xl">
          {t.headline}
        </p>
        <p className="mt-6 text-lg text-pretty text-ink-muted">{t.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.register.path} className={buttonClassName('primary')}>
            {t.createAccount}
          </Link>
          <Link to={paths.home.path} className={buttonClassName('secondary')}>
            {t.meetAdvisors}
          </Link>
        </div>
      </section>

      <section aria-labelledby={stepsId}>
        <h2 id={stepsId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {t.stepsHeading}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {Object.entries(t.steps).map(([key, step], index) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent font-display text-lg font-bold text-on-accent"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">
                <Fact text={step.body} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby={offerId}
          className="rounded-2xl border-2 border-dashed border-accent bg-surface-raised p-6 sm:p-8"
        >
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {t.offer.label}
          </p>
          <h2 id={offerId} className="mt-1 font-display text-2xl font-semibold text-ink">
            {t.offer.title}
          </h2>
          <p className="mt-4">
            <code className="rounded-md bg-canvas px-3 py-1 font-mono text-xl font-bold tracking-widest text-accent">
              {t.offer.code}
            </code>
          </p>
          <p className="mt-4 text-ink-muted">{t.offer.body}</p>
        </section>

        <section
          aria-labelledby={promisesId}
          className="rounded-2xl border border-line bg-surface p-6 sm:p-8"
        >
          <h2 id={promisesId} className="font-display text-2xl font-semibold text-ink">
            {t.promisesHeading}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {Object.entries(t.promises).map(([key, promise]) => (
              <li key={key} className="flex gap-3 text-ink">
                <SuccessIcon className="mt-1 size-5 shrink-0 text-accent" />
                {promise}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Link to={paths.register.path} className={buttonClassName('primary')}>
          {t.createAccount}
        </Link>
        <p className="text-ink-muted">
          {t.haveAccount} <Link to={paths.login.path}>{t.signIn}</Link>
        </p>
      </div>

      <GuidanceNote />
    </div>
  );
}
