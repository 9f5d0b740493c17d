// /pricing: the four packages and how monthly cashback works (docs/product.md §2, §9).
import { pageTitle } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { PricingPage } from '#web/features/pricing/components/pricing-page.tsx';
import { pricingDescription } from '#web/features/pricing/package-figures.ts';

export function Component() {
  const title = pageTitle('pricing');
  return (
    <>
      <PageMeta title={title} description={pricingDescription()} />
      <PricingPage title={title} />
    </>
  );
}
