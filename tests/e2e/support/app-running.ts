// Waits until the web app runs, not only the server's page shell. The shell draws the frame and,
// on some pages, the top of the page with its <h1> (docs/decisions/022, 057); its buttons do
// nothing until the app replaces it. The header's account corner (Sign In, or the customer's
// menu) is drawn only by the app, once it has asked for the session. Either language's words.
import type { Locator, Page } from '@playwright/test';
import { copyFor } from '#shared/copy/catalogue.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { locales } from '#shared/copy/locale.ts';
import { expect } from './fixtures.ts';

export async function appRunning(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const corners: Locator[] = locales.flatMap((locale) => [
    banner.getByRole('link', { name: copyFor(locale).navigation.signIn }),
    banner.getByRole('button', { name: accountCopyFor(locale).accountForms.header.accountMenu }),
  ]);
  const anyCorner = corners.reduce((either, corner) => either.or(corner));
  await expect(anyCorner.first()).toBeVisible();
}
