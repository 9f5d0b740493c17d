// /pricing on the French site: a price is marked once, « 50,00 $ », never « 50,00 $ CAD », and
// the page says once that prices are in Canadian dollars (docs/glossary-fr-CA.md).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { copyFor } from '#shared/copy/catalogue.ts';
import { contentCopyFor } from '#shared/copy/content-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { onPagesIn } from '#tests/support/web/page-language.ts';

onPagesIn('fr-CA');

const fr = copyFor('fr-CA');
const pricing = contentCopyFor('fr-CA').pricing;

describe('the pricing page in French', () => {
  it('marks each price with « $ » alone and says « en dollars canadiens » once', async () => {
    renderRoute('/pricing');
    await screen.findByRole('heading', { name: fr.pages.titles.pricing, level: 1 });

    const standard = screen.getByRole('article', {
      name: accountCopyFor('fr-CA').purchase.bundleNames['bundle-20'],
    });
    expect(standard.textContent).toContain(formatCad(5000, 'fr-CA'));
    for (const card of screen.getAllByRole('article')) {
      expect(card).not.toHaveTextContent(/CAD/);
    }
    const main = screen.getByRole('main');
    expect(main.textContent?.match(/en dollars canadiens/g)).toHaveLength(1);
    expect(main).not.toHaveTextContent(/\(CAD\)/);
    expect(standard).toHaveTextContent(pricing.card.afterPrice);
  });
});
