// /about: who we are, our advisors, how a reading works, our ethics (docs/product.md §1, §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { AboutPage } from '#web/features/content/components/about-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('about');
  return (
    <>
      <PageMeta title={title} description={contentCopy.about.description} />
      <AboutPage title={title} />
    </>
  );
}
