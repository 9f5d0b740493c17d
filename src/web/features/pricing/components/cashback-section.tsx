// How monthly cashback works (docs/product.md §1, §2; docs/product.md §10.5): the rate of every package, read from
// the bundles, the rule and a worked example computed by the shared cashback rule.
import { useId } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { bundles } from '#shared/pricing/bundles.ts';
import { formatList } from '#web/lib/format-list.ts';
import { bundleName, cashbackBundles, cashbackExample } from '../package-figures.ts';

export function CashbackSection() {
  const t = contentCopy.pricing.cashback;
  const headingId = useId();
  const rulesId = useId();
  const example = cashbackExample();
  const earning = formatList(cashbackBundles().map(bundleName));

  return (
    <section aria-labelledby={headingId} className="grid gap-8 lg:grid-cols-2">
      <div>
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {t.heading}
        </h2>
        <p className="mt-4 text-ink">{t.intro}</p>
        <table className="mt-6 w-full max-w-md border-collapse overflow-hidden rounded-2xl text-left">
          <caption className="mb-2 text-left text-sm text-ink-muted">{t.ratesCaption}</caption>
          <thead>
            <tr className="border-b border-line bg-surface-raised">
              <th scope="col" className="px-4 py-2 font-semibold text-ink">
                {t.packageColumn}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold text-ink">
                {t.rateColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {bundles.map((bundle) => (
              <tr key={bundle.id} className="border-b border-line bg-surface">
                <th scope="row" className="px-4 py-2 font-normal text-ink">
                  {bundleName(bundle)}
                </th>
                <td className="px-4 py-2 text-right font-semibold text-accent">
                  {t.rate(bundle.cashbackPercent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="rounded-2xl border border-line bg-surface p-6">
        <h3 id={rulesId} className="font-display text-xl font-semibold text-ink">
          {t.rulesHeading}
        </h3>
        <ul
          aria-labelledby={rulesId}
          className="mt-4 flex list-disc flex-col gap-2 pl-6 text-ink marker:text-accent"
        >
          <li>{t.rules.when}</li>
          <li>{t.rules.which(earning)}</li>
          <li>{t.rules.excluded}</li>
          <li>{t.rules.rounding}</li>
        </ul>
        {example ? (
          <p className="mt-4 rounded-xl bg-surface-raised p-4 font-semibold text-ink">{example}</p>
        ) : null}
      </div>
    </section>
  );
}
