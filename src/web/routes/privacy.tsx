// /privacy: the Privacy Policy (Québec Law 25 and PIPEDA).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { PrivacyPage } from '#web/features/content/components/legal-pages.tsx';
import { contentCopy } from '#shared/copy/content-catalogue.ts';

export function Component() {
  const title = pageTitle('privacy');
  return (
    <>
      <PageMeta title={title} description={contentCopy.privacy.description} />
      <PrivacyPage title={title} />
    </>
  );
}
