// /cookies: the Cookie Policy.
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { CookiesPage } from '#web/features/content/components/legal-pages.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('cookies');
  return (
    <>
      <PageMeta title={title} description={contentCopy.cookies.description} />
      <CookiesPage title={title} />
    </>
  );
}
