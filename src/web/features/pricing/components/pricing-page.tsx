// /pricing (docs/product.md §2): the four packages from the bundles, how prices and taxes are shown,
// monthly cashback and what else a buyer should know.
import { useId } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { bundles } from '#shared/pricing/bundles.ts';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { combinedTaxRate, packageFigures } from '../package-figures.ts';
import { CashbackSection } from './cashback-section.tsx';
import { PackageCard } from './package-card.tsx';
import { PricingNotes } from './pricing-notes.tsx';

export function PricingPage({ title }: { title: string }) {
  const t = contentCopy.pricing;
  const packagesId = useId();
  const taxRate = combinedTaxRate();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-16 px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <PageHeading>{title}</PageHeading>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{t.lead}</p>
      </header>

      <section aria-labelledby={packagesId}>
        <h2 id={packagesId} className="sr-only">
          {t.packagesHeading}
        </h2>
        <ul className="grid gap-6 pt-2 sm:grid-cols-2 xl:grid-cols-4">
          {bundles.map((bundle) => (
            <li key={bundle.id}>
              <PackageCard figures={packageFigures(bundle)} taxRate={taxRate} />
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-ink-muted">{t.allInPrice(taxRate)}</p>
      </section>

      <CashbackSection />
      <PricingNotes />
    </div>
  );
}
