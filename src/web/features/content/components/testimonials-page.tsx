// /testimonials: short stories from callers (first name and city only) and a reminder that
// every reading is different.
import { Link } from 'react-router';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ContentPage } from './content-page.tsx';
import { RelatedLinks } from './related-links.tsx';

export function TestimonialsPage({ title }: { title: string }) {
  const t = contentCopy.testimonials;
  return (
    <ContentPage title={title} lead={t.lead}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {t.stories.map((story) => (
          <li key={`${story.name}-${story.city}`}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
              <svg
                viewBox="0 0 32 32"
                aria-hidden="true"
                focusable="false"
                className="size-8 text-accent"
              >
                <path
                  fill="currentColor"
                  d="M13 8c-5 1.5-8 5.6-8 11v5h8v-8H9c0-3.3 1.6-5.6 5-6.8L13 8Zm14 0c-5 1.5-8 5.6-8 11v5h8v-8h-4c0-3.3 1.6-5.6 5-6.8L27 8Z"
                />
              </svg>
              <blockquote className="mt-4 flex-1 text-ink">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-line pt-4">
                <p className="font-semibold text-ink">{t.attribution(story.name, story.city)}</p>
                <p className="text-sm text-accent">{t.readingLabel(story.reading)}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="max-w-3xl text-sm text-ink-muted">{t.disclaimer}</p>
      <p>
        <Link to={paths.home.path} className={buttonClassName('primary')}>
          {t.callToAction}
        </Link>
      </p>
      <RelatedLinks pages={['services', 'pricing', 'about']} />
    </ContentPage>
  );
}
