import { expect, test } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';

test('the home page loads with the brand and the Halloween theme', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Lumina Psychics/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'halloween');
  await expect(page.getByRole('link', { name: 'Lumina Psychics' }).first()).toBeVisible();
});

test('an unknown path shows the 404 screen, and Return Home goes home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.pages.notFound.title }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(copy.pages.notFound.title));
  await page.getByRole('link', { name: copy.common.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: copy.pages.notFound.title }),
  ).toHaveCount(0);
});

test('Go Back on the 404 screen returns to the page the visitor came from', async ({ page }) => {
  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: copy.pages.titles.pricing }),
  ).toBeVisible();
  await page.goto('/pricing/typo');
  await page.getByRole('button', { name: copy.common.goBack }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the API health check answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});
