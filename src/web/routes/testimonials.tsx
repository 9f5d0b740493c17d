// /testimonials: what callers say about their readings (docs/product.md §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { TestimonialsPage } from '#web/features/content/components/testimonials-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('testimonials');
  return (
    <>
      <PageMeta title={title} description={contentCopy.testimonials.description} />
      <TestimonialsPage title={title} />
    </>
  );
}
