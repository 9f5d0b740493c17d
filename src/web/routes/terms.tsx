// /terms: the Terms & Conditions (spec §1: 18+; Québec consumer law).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { TermsPage } from '#web/features/content/components/legal-pages.tsx';
import { copy } from '#shared/copy/catalogue.ts';

export function Component() {
  const title = pageTitle('terms');
  return (
    <>
      <PageMeta title={title} description={copy.content.terms.description} />
      <TermsPage title={title} />
    </>
  );
}
