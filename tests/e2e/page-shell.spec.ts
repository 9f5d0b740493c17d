// The page's shell, rendered by the server into the HTML (docs/decisions/022): the frame is on
// screen before the app's code has run, its links work even without JavaScript, and a cookie
// question already answered does not flash in it.
import { test as visitorTest, type Page } from '@playwright/test';
import { copy } from '#shared/copy/catalogue.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The app's code never arrives: what the page shows is the server's shell alone. The app is the
 * chunk named "app" (scripts/app-chunks.ts).
 */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
}

function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

const consentBar = (page: Page) =>
  page.getByRole('region', { name: copy.layout.consent.title, includeHidden: true });

test('the frame of the page shows before the app runs, without the cookie question answered before', async ({
  page,
}) => {
  const violations = policyViolations(page);
  await withoutTheApp(page);
  await page.goto('/pricing');

  const nav = page.getByRole('navigation', { name: copy.navigation.mainNavigation });
  await expect(nav.getByRole('link', { name: copy.navigation.pricing })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('status')).toHaveText(copy.common.loading);
  // This visitor answered the cookie question: the page's head says so before the first paint.
  await expect(consentBar(page)).toBeAttached();
  await expect(consentBar(page)).toBeHidden();
  expect(violations).toEqual([]);
});

test('the home page’s hero is in the frame, before the app runs (decision 057)', async ({
  page,
}) => {
  await withoutTheApp(page);
  await page.goto('/');
  const hero = copy.board.hero.halloween;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(hero.headline);
  await expect(main.getByText(hero.subtitle)).toBeVisible();
  await expect(main.getByRole('link', { name: hero.callToAction })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  // The advisors' board waits for the app.
  await expect(main.getByRole('status')).toHaveText(copy.common.loading);
});

visitorTest.describe('without JavaScript', () => {
  visitorTest.use({ javaScriptEnabled: false });

  visitorTest(
    'a first visit still shows the frame, the links and the cookie question',
    async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: copy.navigation.mainNavigation });
      await expect(nav.getByRole('link', { name: copy.navigation.services })).toHaveAttribute(
        'href',
        '/services',
      );
      await expect(consentBar(page)).toBeVisible();
      // (The <noscript> text cannot be checked here: Chromium parses it as text when scripts are
      // only switched off for the page, as Playwright does.)
    },
  );
});

visitorTest(
  'the app replaces the frame with the page, and the cookie question works',
  async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: copy.common.loading })).toHaveCount(0);
    await consentBar(page).getByRole('button', { name: copy.layout.consent.refuse }).click();
    await expect(consentBar(page)).toHaveCount(0);
  },
);
