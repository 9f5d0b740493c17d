import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

// docs/product.md §9 and docs/product.md §10.4: the figures a visitor must read, written out here on purpose, so
// a change to the bundles or to the tax rule that alters them fails this test.
const expected = [
  {
    name: 'Basic',
    price: '$25.00',
    tax: '$3.74',
    total: '$28.74',
    minutes: '10 minutes + 2 free minutes',
    perMinute: '$2.08 per minute',
    cashback: 'No monthly cashback',
  },
  {
    name: 'Standard',
    price: '$50.00',
    tax: '$7.49',
    total: '$57.49',
    minutes: '20 minutes + 5 free minutes',
    perMinute: '$2.00 per minute',
    cashback: '1% monthly cashback',
  },
  {
    name: 'Premium',
    price: '$100.00',
    tax: '$14.98',
    total: '$114.98',
    minutes: '40 minutes + 11 free minutes',
    perMinute: '$1.96 per minute',
    cashback: '2% monthly cashback',
  },
  {
    name: 'Ultimate',
    price: '$200.00',
    tax: '$29.95',
    total: '$229.95',
    minutes: '80 minutes + 25 free minutes',
    perMinute: '$1.90 per minute',
    cashback: '3% monthly cashback',
  },
];

// The layout asks for the promotion banner and the announcement on every page: none today.
/** The value next to a label in a card's price breakdown. */
function breakdownValue(card: HTMLElement, label: string): string | null {
  return within(card).getByText(label).nextElementSibling?.textContent ?? null;
}

async function renderPricing() {
  const view = renderRoute('/pricing');
  await screen.findByRole('heading', { name: copy.pages.titles.pricing, level: 1 });
  return view;
}

describe('the pricing page', () => {
  it('shows the four packages with price in CAD, tax, total, minutes, per-minute price and cashback', async () => {
    await renderPricing();

    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(expected.map((pkg) => pkg.name));

    for (const pkg of expected) {
      const card = screen.getByRole('article', { name: pkg.name });
      expect(within(card).getAllByText(pkg.price).length).toBeGreaterThan(0);
      expect(within(card).getByText('CAD')).toBeInTheDocument();
      expect(breakdownValue(card, 'GST + QST (14.975%)')).toBe(pkg.tax);
      expect(breakdownValue(card, 'Total')).toBe(pkg.total);
      expect(within(card).getByText(pkg.minutes)).toBeInTheDocument();
      expect(within(card).getByText(pkg.perMinute)).toBeInTheDocument();
      expect(within(card).getByText(pkg.cashback)).toBeInTheDocument();
      for (const feature of Object.values(accountCopy.purchase.packageFeatures)) {
        expect(within(card).getByText(feature)).toBeInTheDocument();
      }
      expect(within(card).getByRole('link', { name: `Buy ${pkg.name}` })).toHaveAttribute(
        'href',
        '/purchase',
      );
    }
  });

  it('shows Premium with $14.98 of tax and $114.98 in total', async () => {
    await renderPricing();

    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(breakdownValue(premium, 'GST + QST (14.975%)')).toBe('$14.98');
    expect(breakdownValue(premium, 'Total')).toBe('$114.98');
  });

  it('flags only Standard as the Best Package', async () => {
    await renderPricing();

    const badges = screen.getAllByText(accountCopy.purchase.bestPackage);
    expect(badges).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Standard' })).toContainElement(badges[0] ?? null);
  });

  it('explains monthly cashback with every package’s rate and the spec’s example', async () => {
    await renderPricing();

    const section = screen.getByRole('region', { name: contentCopy.pricing.cashback.heading });
    const rates = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    expect(rates).toEqual([
      ['Basic', '0%'],
      ['Standard', '1%'],
      ['Premium', '2%'],
      ['Ultimate', '3%'],
    ]);
    expect(
      within(section).getByText(
        /It counts the paid minutes of last month’s Standard, Premium, and Ultimate packages/,
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/20 paid minutes at 1%.*1 bonus minute\./),
    ).toBeInTheDocument();
  });

  it('states the all-in price and never says "no taxes"', async () => {
    await renderPricing();

    expect(
      screen.getByText(/GST and QST \(14\.975% together\) are added at checkout/),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/no tax|tax[- ]free/i);
  });

  it('carries its title and a description that lists the packages’ prices', async () => {
    await renderPricing();

    await expect
      .poll(() => document.title)
      .toBe(copy.pages.documentTitle(copy.pages.titles.pricing, testPublicConfig.brandName));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain(
      'Basic $25.00, Standard $50.00, Premium $100.00, and Ultimate $200.00 CAD',
    );
  });
});
