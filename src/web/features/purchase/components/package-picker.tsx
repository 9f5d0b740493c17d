// The four packages as a radio group (docs/product.md §2 /purchase, §9): name, price in CAD, minutes plus
// free minutes, the per-minute price, the features, and the Best Package badge on bundle-20.
import { useId } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { bundles, type BundleId } from '#shared/pricing/bundles.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { formatPricePerMinute } from '#shared/pricing/per-minute.ts';
import { SuccessIcon } from '#web/components/ui/status-icons.tsx';
import { packageName } from '../purchase-order.ts';
import { RadioCard } from './radio-card.tsx';
import { SectionHeading } from './section-heading.tsx';

interface PackagePickerProps {
  selected: BundleId | null;
  onSelect: (id: BundleId) => void;
}

export function PackagePicker({ selected, onSelect }: PackagePickerProps) {
  const t = accountCopy.checkout.packages;
  const headingId = useId();
  const groupName = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <SectionHeading id={headingId}>{t.heading}</SectionHeading>
      <div role="radiogroup" aria-labelledby={headingId} className="grid gap-4 sm:grid-cols-2">
        {bundles.map((bundle) => (
          <RadioCard
            key={bundle.id}
            name={groupName}
            value={bundle.id}
            checked={selected === bundle.id}
            onSelect={() => onSelect(bundle.id)}
            title={packageName(bundle)}
            badge={bundle.isBestPackage ? accountCopy.purchase.bestPackage : undefined}
          >
            {/* The spaces keep the parts apart when read as the option's description. */}
            <span className="flex items-baseline gap-2">
              <span className="font-display text-3xl font-bold text-ink">
                {formatCad(bundle.priceCents)}
              </span>{' '}
              <span className="text-sm">{t.beforeTax}</span>
            </span>{' '}
            <span className="font-semibold text-ink">
              {t.minutes(bundle.minutes, bundle.giftMinutes)}
            </span>{' '}
            <span>{t.perMinute(formatPricePerMinute(bundle))}</span>{' '}
            <span className="sr-only">{t.featuresLabel}</span>
            {bundle.features.map((feature) => (
              <span key={feature} className="flex items-start gap-2 text-sm">
                {' '}
                <SuccessIcon className="mt-0.5 size-4 shrink-0 text-accent" />
                {accountCopy.purchase.packageFeatures[feature]}
              </span>
            ))}
          </RadioCard>
        ))}
      </div>
    </section>
  );
}
