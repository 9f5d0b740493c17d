// What a visitor sees before buying (docs/decisions/010-public-site.md): the live advisor board, the notices,
// pricing, the horoscope, and the mobile menu — with screenshots kept in the artefacts.
import { test as firstVisit, type Page } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { bundles } from '#shared/pricing/bundles.ts';
import { taxFor } from '#shared/pricing/tax.ts';
import { expect, test } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { keepScreenshot } from './support/screenshots.ts';

const advisorCard = (page: Page, name: string) => page.getByRole('article', { name });

firstVisit(
  'a first visit shows the announcement, then the account notice, each once',
  async ({ page }, testInfo) => {
    await page.goto('/');
    const announcement = page.getByRole('dialog');
    await expect(
      announcement.getByRole('button', { name: copy.notices.announcement.gotIt }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'home-announcement', { fullPage: false });
    await announcement.getByRole('button', { name: copy.notices.announcement.gotIt }).click();

    const notice = page.getByRole('dialog', { name: copy.board.accountNotice.title });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: copy.board.accountNotice.dismiss }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Acknowledged and dismissed: a reload shows neither again.
    await page.reload();
    await expect(advisorCard(page, 'Celeste Moreau')).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);

test('the board shows the seeded advisors with their badges, and a visitor is told to register', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const celeste = advisorCard(page, 'Celeste Moreau');
  await expect(celeste).toContainText(copy.advisors.status.available);
  await expect(celeste).toContainText(copy.board.card.extension('4001'));
  const rafael = advisorCard(page, 'Rafael Quintero');
  await expect(rafael).toContainText(copy.advisors.status.offline);
  await expect(rafael).toContainText(copy.advisors.currentlyUnavailable);
  await expect(page.getByRole('article')).toHaveCount(10);

  // Anonymous: no card offers Call Now (the page's call bar is the service line itself), a
  // register prompt instead.
  await expect(
    page.getByRole('article').getByRole('link', { name: copy.advisors.callNow, exact: true }),
  ).toHaveCount(0);
  await expect(celeste.getByText(copy.board.card.registerToCall)).toBeVisible();
  await keepScreenshot(page, testInfo, 'home-desktop');
});

test('an advisor signed out on the server turns Offline within one refresh', async ({ page }) => {
  await page.goto('/');
  const marguerite = advisorCard(page, 'Marguerite Bélanger');
  await expect(marguerite).toContainText(copy.advisors.status.available);
  try {
    admin('advisor', 'sign-out', '4002');
    // The board polls every 15 seconds.
    await expect(marguerite).toContainText(copy.advisors.status.offline, { timeout: 20_000 });
    await expect(marguerite).toContainText(copy.advisors.currentlyUnavailable);
  } finally {
    admin('advisor', 'sign-in', '4002');
  }
});

test('a signed-in customer gets Call Now with the service number', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(accountCopy.accountForms.fields.email).fill('demo@lumina-psychics.example');
  await page
    .getByLabel(accountCopy.accountForms.fields.password, { exact: true })
    .fill('demo-password');
  await page
    .getByRole('button', { name: accountCopy.accountForms.signIn.submit, exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  const call = advisorCard(page, 'Celeste Moreau').getByRole('link', {
    name: copy.advisors.callNow,
  });
  await expect(call).toHaveAttribute('href', 'tel:18885550142');
});

test('pricing shows the four packages, Premium with $14.98 tax', async ({ page }, testInfo) => {
  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.pages.titles.pricing }),
  ).toBeVisible();
  for (const bundle of bundles) {
    await expect(page.getByRole('heading', { name: bundle.name, exact: true })).toBeVisible();
  }
  const premium = bundles.find((bundle) => bundle.id === 'bundle-40');
  if (!premium) throw new Error('no Premium bundle');
  expect(formatCad(taxFor(premium.priceCents).totalTaxCents)).toBe('$14.98');
  await expect(page.getByText('$14.98').first()).toBeVisible();
  await expect(page.getByText(accountCopy.purchase.bestPackage)).toHaveCount(1);
  await keepScreenshot(page, testInfo, 'pricing');
});

test('the horoscope opens a sign’s reading in a dialog', async ({ page }, testInfo) => {
  await page.goto('/horoscope');
  await page.getByRole('button', { name: /Aries/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(contentCopy.horoscope.signs.aries.name);
  await expect(dialog.getByText(/^Horoscope for /)).toBeVisible();
  await keepScreenshot(page, testInfo, 'horoscope-reading', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, lists the pages, and a link tap closes it', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(advisorCard(page, 'Celeste Moreau')).toBeVisible();
    await keepScreenshot(page, testInfo, 'home-phone');

    await page.getByRole('button', { name: copy.navigation.openMenu }).click();
    const menu = page.getByRole('dialog', { name: copy.navigation.mobileMenu });
    for (const label of [
      copy.navigation.home,
      copy.navigation.services,
      copy.navigation.pricing,
      copy.navigation.testimonials,
      copy.navigation.horoscope,
      copy.navigation.about,
      copy.navigation.contact,
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: copy.navigation.login })).toBeVisible();
    await expect(menu.getByRole('link', { name: copy.navigation.register })).toBeVisible();
    await keepScreenshot(page, testInfo, 'mobile-menu', { fullPage: false });

    await menu.getByRole('link', { name: copy.navigation.pricing, exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toHaveCount(0);
  });
});
