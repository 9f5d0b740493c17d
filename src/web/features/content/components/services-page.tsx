// /services: the kinds of readings, and how calling works from purchase to the end of a call.
import { useId } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { ContentPage } from './content-page.tsx';
import { Fact } from './fact.tsx';
import { GuidanceNote } from './guidance-note.tsx';
import { RelatedLinks } from './related-links.tsx';

export function ServicesPage({ title }: { title: string }) {
  const t = contentCopy.services;
  const readingsId = useId();
  const callingId = useId();

  return (
    <ContentPage title={title} lead={t.lead}>
      <section aria-labelledby={readingsId}>
        <h2 id={readingsId} className="font-display text-2xl font-semibold text-ink">
          {t.readingsHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Object.entries(t.readings).map(([key, reading]) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-display text-xl font-semibold text-accent">{reading.title}</h3>
              <p className="mt-2 text-ink">{reading.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={callingId}>
        <h2 id={callingId} className="font-display text-2xl font-semibold text-ink">
          {t.callingHeading}
        </h2>
        <p className="mt-4 max-w-3xl text-ink">{t.callingIntro}</p>
        <ol className="mt-6 grid gap-4 md:grid-cols-2">
          {Object.entries(t.steps).map(([key, step], index) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-display text-lg font-bold text-on-accent"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-ink-muted">
                  <Fact text={step.body} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <GuidanceNote />
      <RelatedLinks pages={['pricing', 'horoscope', 'about', 'contact']} />
    </ContentPage>
  );
}
