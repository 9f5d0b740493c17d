// /contact: support contacts and the FAQ, its package answers built from the bundles (docs/product.md §2; docs/product.md §10.9).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ContactPage } from '#web/features/content/components/contact-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('contact');
  return (
    <>
      <PageMeta title={title} description={contentCopy.contact.description} />
      <ContactPage title={title} />
    </>
  );
}
