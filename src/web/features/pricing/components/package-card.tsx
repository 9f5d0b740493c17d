// One package on /pricing (docs/product.md §2, §9): name, price in CAD, tax and total, minutes plus free
// minutes, the per-minute price, the cashback rate, the features and a way to buy it.
import { useId } from 'react';
import { Link } from 'react-router';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { SuccessIcon } from '#web/components/ui/status-icons.tsx';
import { paths } from '#web/config/paths.ts';
import type { PackageFigures } from '../package-figures.ts';

interface PackageCardProps {
  figures: PackageFigures;
  taxRate: string;
}

export function PackageCard({ figures, taxRate }: PackageCardProps) {
  const t = contentCopy.pricing.card;
  const headingId = useId();
  const best = figures.isBestPackage;

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col rounded-2xl p-6 ${
        best
          ? 'border-2 border-accent bg-surface-raised shadow-xl'
          : 'border border-line bg-surface'
      }`}
    >
      <h3 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {figures.name}
      </h3>
      {best ? (
        <p className="absolute -top-3.5 right-6 rounded-full bg-accent px-3 py-1 text-sm font-bold text-on-accent">
          {accountCopy.purchase.bestPackage}
        </p>
      ) : null}

      <p className="mt-4 flex items-baseline gap-2">
        <span className="font-display text-4xl font-bold text-ink">{figures.price}</span>
        <span className="font-semibold text-ink-muted">{t.afterPrice}</span>
      </p>

      <p className="mt-4 font-semibold text-ink">
        {t.minutes(figures.minutes, figures.giftMinutes)}
      </p>
      <p className="text-sm text-ink-muted">{t.minutesInAll(figures.totalMinutes)}</p>

      <p className="mt-3 font-semibold text-ink">{t.perMinute(figures.perMinute)}</p>
      <p className="text-sm text-ink-muted">{t.perMinuteHint}</p>

      <p className="mt-3 font-semibold text-accent">
        {figures.cashbackPercent > 0 ? t.cashback(figures.cashbackPercent) : t.noCashback}
      </p>

      <dl className="mt-5 flex flex-col gap-1 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t.price}</dt>
          <dd className="text-ink">{figures.price}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t.tax(taxRate)}</dt>
          <dd className="text-ink">{figures.tax}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-bold">
          <dt className="text-ink">{t.total}</dt>
          <dd className="text-ink">{figures.total}</dd>
        </div>
      </dl>

      <ul aria-label={t.featuresLabel} className="mt-5 flex flex-1 flex-col gap-2 text-sm text-ink">
        {figures.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <SuccessIcon className="mt-0.5 size-4 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>

      <Link
        to={paths.purchase.path}
        className={`mt-6 ${buttonClassName(best ? 'primary' : 'secondary')}`}
      >
        {t.buy(figures.name)}
      </Link>
    </article>
  );
}
