// Waits until the web app runs, not only the server's page shell. The shell draws the frame and,
// on some pages, the top of the page with its <h1> (docs/decisions/022, 057); its buttons do
// nothing until the app replaces it. The header's account corner (Sign In, or the customer's
// menu) is drawn only by the app, once it has asked for the session.
import type { Page } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { expect } from './fixtures.ts';

export async function appRunning(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(
    banner
      .getByRole('link', { name: copy.navigation.signIn })
      .or(banner.getByRole('button', { name: accountCopy.accountForms.header.accountMenu })),
  ).toBeVisible();
}
