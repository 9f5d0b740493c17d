// /services: the kinds of readings and how calling works (docs/product.md §1, §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ServicesPage } from '#web/features/content/components/services-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('services');
  return (
    <>
      <PageMeta title={title} description={contentCopy.services.description} />
      <ServicesPage title={title} />
    </>
  );
}
