// The contact FAQ's answers about packages, built from the four bundles (docs/product.md §10.9: the
// original's FAQ quoted packages that no longer existed; here the bundles are the only source).
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { bundles } from '#shared/pricing/bundles.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { formatList } from '#web/lib/format-list.ts';

const faq = contentCopy.contact.faq;

/** One line per package: "Standard: 20 minutes + 5 free minutes for $50.00 CAD ($57.49 with GST and QST)". */
export function packageAnswers(): string[] {
  return bundles.map((bundle) => {
    const totals = orderTotals(bundle);
    return faq.packages.item(
      accountCopy.purchase.bundleNames[bundle.id],
      bundle.minutes,
      bundle.giftMinutes,
      formatCad(totals.priceCents),
      formatCad(totals.totalCents),
    );
  });
}

/** The cashback answer, with the rate of every package that earns cashback. */
export function cashbackAnswer(): string {
  const rates = bundles
    .filter((bundle) => bundle.cashbackPercent > 0)
    .map((bundle) =>
      faq.cashback.rate(accountCopy.purchase.bundleNames[bundle.id], bundle.cashbackPercent),
    );
  return faq.cashback.answer(formatList(rates));
}
