import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import type { PublicConfig } from '#shared/api/public-config.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

const f = copy.navigation.footer;
const footer = () => screen.getByRole('contentinfo');

async function renderFooter(config: Partial<PublicConfig> = {}) {
  const view = renderLayout('/about', {
    api: { 'GET /api/config': () => jsonResponse({ ...testPublicConfig, ...config }) },
  });
  await within(footer()).findByText(
    f.copyright(new Date().getFullYear(), testPublicConfig.brandName),
  );
  return view;
}

const linksOf = (name: string) =>
  within(within(footer()).getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the footer', () => {
  it('has the Quick Links: Home, Sign In, Buy Credits, Testimonials, About Us', async () => {
    await renderFooter();

    expect(linksOf(f.quickLinks)).toEqual([
      [copy.navigation.home, '/'],
      [copy.navigation.signIn, '/login'],
      [copy.navigation.buyCredits, '/purchase'],
      [copy.navigation.testimonials, '/testimonials'],
      [f.aboutUs, '/about'],
    ]);
  });

  it('has the Legal links and a Cookie settings button', async () => {
    await renderFooter();

    expect(linksOf(f.legal)).toEqual([
      [f.termsAndConditions, '/terms'],
      [f.privacyPolicy, '/privacy'],
      [f.cookiePolicy, '/cookies'],
    ]);
    expect(
      within(within(footer()).getByRole('navigation', { name: f.legal })).getByRole('button', {
        name: f.cookieSettings,
      }),
    ).toBeInTheDocument();
  });

  it('gives the contact facts: email, phone, support hours and the legal name and address', async () => {
    await renderFooter();

    expect(
      within(footer()).getByRole('link', { name: new RegExp(testPublicConfig.supportEmail) }),
    ).toHaveAttribute('href', `mailto:${testPublicConfig.supportEmail}`);
    expect(
      within(footer()).getByRole('link', { name: new RegExp(testPublicConfig.servicePhone) }),
    ).toHaveAttribute('href', 'tel:18885550199');
    expect(within(footer()).getByText(f.supportHours)).toBeInTheDocument();
    // Canada Post's English form, a line each; two spaces before the postal code.
    const address = footer().querySelector('address');
    expect(
      [...(address?.querySelectorAll('span.block') ?? [])].map((line) => line.textContent),
    ).toEqual([
      'Test Psychics inc.',
      '500, rue Sherbrooke Ouest, bureau 210',
      'Montréal QC  H3A 3G4',
      'Canada',
    ]);
    expect(address).toHaveTextContent(f.address);
  });

  it('links the site’s own application form when no outside one is configured', async () => {
    await renderFooter({ expertApplicationUrl: null });

    const link = within(footer()).getByRole('link', { name: f.expertApplication });
    expect(link).toHaveAttribute('href', '/advisors/apply');
    expect(link).not.toHaveAttribute('target');
  });

  it('links the configured Expert Application Form in a new tab', async () => {
    const url = 'https://apply.example.com/experts';
    await renderFooter({ expertApplicationUrl: url });

    const link = within(footer()).getByRole('link', { name: new RegExp(f.expertApplication) });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName(`${f.expertApplication} ${f.opensInNewTab}`);
  });

  it('shows no social links when none is configured', async () => {
    await renderFooter();

    expect(within(footer()).queryByRole('heading', { name: f.social })).not.toBeInTheDocument();
    for (const network of [f.facebook, f.twitter, f.instagram]) {
      expect(
        within(footer()).queryByRole('link', { name: new RegExp(network) }),
      ).not.toBeInTheDocument();
    }
  });

  it('shows exactly the social links that are configured', async () => {
    await renderFooter({
      socialLinks: {
        facebook: 'https://facebook.com/test-psychics',
        twitter: null,
        instagram: 'https://instagram.com/test-psychics',
      },
    });

    expect(within(footer()).getByRole('heading', { name: f.social })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: new RegExp(f.facebook) })).toHaveAttribute(
      'href',
      'https://facebook.com/test-psychics',
    );
    expect(within(footer()).getByRole('link', { name: new RegExp(f.instagram) })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      within(footer()).queryByRole('link', { name: new RegExp(f.twitter) }),
    ).not.toBeInTheDocument();
  });

  it('ends with the copyright line and the current year', async () => {
    await renderFooter();

    expect(footer()).toHaveTextContent(
      `© ${new Date().getFullYear()} ${testPublicConfig.brandName}. All rights reserved.`,
    );
  });
});
