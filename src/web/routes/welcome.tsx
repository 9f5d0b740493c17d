// /welcome: the landing page for new visitors, with the WELCOME25 offer (docs/product.md §1, §2).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { WelcomePage } from '#web/features/content/components/welcome-page.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('welcome');
  return (
    <>
      <PageMeta title={title} description={contentCopy.welcome.description} />
      <WelcomePage title={title} />
    </>
  );
}
