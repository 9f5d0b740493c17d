// The links at the bottom of a content page to the pages a reader may want next.
import { useId } from 'react';
import { Link } from 'react-router';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { pageTitle, paths, type PageId } from '#web/config/paths.ts';

export function RelatedLinks({ pages }: { pages: readonly PageId[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="border-t border-line pt-8">
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {contentCopy.common.related}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={paths[page].path}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 font-semibold text-ink no-underline hover:border-accent hover:text-accent"
            >
              {pageTitle(page)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
