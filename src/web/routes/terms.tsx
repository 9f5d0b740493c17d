// /terms: the Terms & Conditions (docs/product.md §1: 18+; Québec consumer law), French first.
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { TermsPage } from '#web/features/content/components/terms-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('terms');
  return (
    <>
      <PageMeta title={title} description={contentCopy.terms.description} />
      <TermsPage title={title} />
    </>
  );
}
