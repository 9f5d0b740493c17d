import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { bundles } from '#shared/pricing/bundles.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

// The layout asks for the promotion banner and the announcement on every page: none today.
async function renderContact(config = testPublicConfig) {
  const view = renderRoute('/contact', {
    api: { 'GET /api/config': () => jsonResponse(config) },
  });
  await screen.findByRole('heading', { name: copy.pages.titles.contact, level: 1 });
  return view;
}

function faqAnswer(question: string): HTMLElement {
  const summary = screen.getByText(question);
  const details = summary.closest('details');
  if (!details) throw new Error(`No FAQ entry for ${question}`);
  return details;
}

describe('the contact page', () => {
  it('lists every package of the bundles, with its minutes, free minutes, price and total', async () => {
    const { user } = await renderContact();

    const entry = faqAnswer(contentCopy.contact.faq.packages.question);
    await user.click(within(entry).getByText(contentCopy.contact.faq.packages.question));
    expect(entry).toHaveAttribute('open');

    const items = within(entry).getAllByRole('listitem');
    expect(items).toHaveLength(bundles.length);
    bundles.forEach((bundle, index) => {
      expect(items[index]).toHaveTextContent(
        `${bundle.name}: ${bundle.minutes} minutes + ${bundle.giftMinutes} free minutes for ${formatCad(bundle.priceCents)} CAD`,
      );
    });
    // The spec's own figures, so the FAQ cannot drift from the pricing page unnoticed.
    expect(items[2]).toHaveTextContent(
      'Premium: 40 minutes + 11 free minutes for $100.00 CAD ($114.98 with GST and QST)',
    );
  });

  it('gives the cashback rates of the packages that earn it', async () => {
    await renderContact();

    expect(faqAnswer(contentCopy.contact.faq.cashback.question)).toHaveTextContent(
      'Standard 1%, Premium 2%, and Ultimate 3%',
    );
  });

  it('shows the configured support email, phone, hours and city', async () => {
    await renderContact();

    const channels = screen.getByRole('region', { name: contentCopy.contact.channelsHeading });
    expect(
      await within(channels).findByRole('link', { name: testPublicConfig.supportEmail }),
    ).toHaveAttribute('href', `mailto:${testPublicConfig.supportEmail}`);
    expect(
      within(channels).getByRole('link', { name: testPublicConfig.servicePhone }),
    ).toHaveAttribute('href', 'tel:18885550199');
    expect(within(channels).getByText('9 AM - 9 PM EST')).toBeInTheDocument();
    expect(within(channels).getByText('Montréal, Québec, Canada')).toBeInTheDocument();
    expect(within(channels).getByRole('link', { name: 'Privacy Officer' })).toHaveAttribute(
      'href',
      '/privacy#officer',
    );
  });

  it('mentions the chat only when a chat widget is configured', async () => {
    await renderContact();
    const channels = screen.getByRole('region', { name: contentCopy.contact.channelsHeading });
    await within(channels).findByRole('link', { name: testPublicConfig.supportEmail });
    expect(screen.queryByText(contentCopy.contact.chat.value)).not.toBeInTheDocument();
  });

  it('offers the chat when the widget is configured', async () => {
    await renderContact({ ...testPublicConfig, chatWidgetUrl: 'https://chat.example/widget.js' });

    expect(await screen.findByText(contentCopy.contact.chat.value)).toBeInTheDocument();
    expect(screen.getByText(contentCopy.contact.chat.hint)).toBeInTheDocument();
  });
});
