// /advisors/apply: the application to become an advisor (docs/decisions/049). Its texts are a
// catalogue of their own, downloaded with this page only.
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ApplyPage } from '#web/features/advisor-apply/components/apply-page.tsx';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';

export function Component() {
  const title = pageTitle('advisorApply');
  const brand = usePublicConfig().data?.brandName ?? '';
  return (
    <>
      <PageMeta title={title} description={applyCopy.description(brand)} />
      <ApplyPage title={title} />
    </>
  );
}
