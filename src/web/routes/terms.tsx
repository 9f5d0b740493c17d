// /terms: Terms & Conditions (spec §2, "Other pages").
// Not built yet: it says so, under its title.
import { pageTitle } from '#web/config/paths.ts';
import { ComingSoon } from '#web/components/layout/coming-soon.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';

export function Component() {
  const title = pageTitle('terms');
  return (
    <>
      <PageMeta title={title} />
      <ComingSoon title={title} />
    </>
  );
}
