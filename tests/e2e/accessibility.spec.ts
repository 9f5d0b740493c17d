// Accessibility (docs/decisions/036-keyboard-and-screen-reader.md): axe-core, WCAG 2.0/2.1 A and
// AA, on every page of the route table as the visitor who uses it, at desktop and (the home page)
// phone width, and on the states people reach on a page: the first visit's notices, the cookie bar,
// the mobile menu, a form's errors, the dashboard's dialogs, the checkout step, the tarot game, the
// other palette. No serious or critical violation anywhere. A dialog is checked on its own; the
// page under it has its own check.
import { test as firstVisit, type Page } from '@playwright/test';
import { ActiveAnnouncementResponseSchema } from '#shared/api/banners.ts';
import { PublicConfigSchema, themeModes } from '#shared/api/public-config.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
// The PayPal stand-in's button label (docs/contracts.md "Simulated payment pages").
import { sdkTexts } from '#server/providers/paypal/simulator/texts.ts';
import { paths, pageTitle, type PageId } from '#web/config/paths.ts';
import { expect, test } from './support/fixtures.ts';
import { demo, newCustomer } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { latestEmailLink } from './support/outbox.ts';

const phoneViewport = { width: 390, height: 844 };
const dashboard = accountCopy.customerArea.dashboard;

/** The pages only a signed-in customer sees as they are meant to be seen. */
const customerPages = ['dashboard', 'purchase', 'profile'] as const satisfies readonly PageId[];
const isCustomerPage = (id: PageId) => (customerPages as readonly PageId[]).includes(id);
const visitorPages = (Object.keys(paths) as PageId[]).filter((id) => !isCustomerPage(id));

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a visitor opens the page: the catch-all through an address no page has. */
function addressOf(id: PageId): string {
  return id === 'notFound' ? '/no-such-page' : paths[id].path;
}

/** Opens the page and waits until it shows its content: not the loading screen, not skeletons. */
async function openPage(page: Page, id: PageId, address = addressOf(id)) {
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(pageTitle(id))}(\\s|$)`));
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(copy.common.loading)).toHaveCount(0);
}

test.describe('every page as a visitor', () => {
  for (const id of visitorPages) {
    test(`${addressOf(id)} has no serious violation`, async ({ page, request }, testInfo) => {
      let address = addressOf(id);
      // The reset form is what the emailed link opens, so open a real link (the demo
      // customer's; the token is never used).
      if (id === 'resetPassword') {
        await request.post('/api/auth/password-reset', { data: { email: demo.email } });
        address = await latestEmailLink(request, demo.email, '/reset-password#token=');
      }
      await openPage(page, id, address);
      // A page that sends visitors elsewhere belongs with the customer pages above.
      expect(new URL(page.url()).pathname).toBe(new URL(address, page.url()).pathname);
      await expectNoSeriousViolations(page, testInfo, address);
    });
  }
});

test('every customer page, and the states a new customer meets', async ({
  page,
  request,
}, testInfo) => {
  // A new customer's setup, then seven checks of a second or more each.
  test.setTimeout(90_000);
  await newCustomer(page, request, 'a11y');

  // A new customer's dashboard opens with the notice asking for a phone number, which comes back
  // on every visit: the dashboard is checked here, in the first visit, once the notice is put off.
  const phoneNotice = page.getByRole('dialog', { name: dashboard.noPhoneNotice.title });
  await expect(phoneNotice).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the phone notice', { within: phoneNotice });
  await phoneNotice.getByRole('button', { name: dashboard.noPhoneNotice.later }).click();
  await expect(phoneNotice).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, paths.dashboard.path);

  await page.getByRole('button', { name: accountCopy.customer.dashboard.deleteAccount }).click();
  const confirmation = page.getByRole('dialog', { name: dashboard.deletion.dialogTitle });
  await expect(confirmation).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the account deletion dialog', {
    within: confirmation,
  });
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);

  for (const id of customerPages.filter((other) => other !== 'dashboard')) {
    await openPage(page, id);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(paths[id].path)}$`));
    await expectNoSeriousViolations(page, testInfo, paths[id].path);
  }

  // The purchase's checkout step, with the PayPal buttons drawn in the page.
  await openPage(page, 'purchase');
  await page.getByRole('radio', { name: accountCopy.purchase.bundleNames['bundle-20'] }).check();
  await page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }).click();
  await expect(page.getByRole('button', { name: sdkTexts.button })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the checkout step');

  await page.getByRole('banner').getByRole('button', { name: copy.navigation.winCredits }).click();
  const game = page.getByRole('dialog', { name: copy.layout.tarotGame.title });
  await expect(game).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the tarot game', { within: game });
});

test('the sign-in form showing its errors', async ({ page }, testInfo) => {
  await openPage(page, 'login');
  await page
    .getByRole('button', { name: accountCopy.accountForms.signIn.submit, exact: true })
    .click();
  await expect(page.getByText(copy.validation.emailRequired).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, '/login with errors');
});

test('the home page in the default palette (THEME_MODE=default)', async ({ page }, testInfo) => {
  await openPage(page, 'home');
  // What the theme mode "default" makes of <html> (use-document-theme.ts).
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'default';
  });
  await expectNoSeriousViolations(page, testInfo, '/ in the default palette');
});

firstVisit(
  'the first visit’s announcement and account notice',
  async ({ page, request }, testInfo) => {
    // Two axe checks of a second or more each, and the notice's own 2 s wait.
    test.setTimeout(60_000);
    // In English, as the page is (the browser suite's locale): the title is compared with it.
    const res = await request.get('/api/announcements/active', {
      headers: { 'accept-language': 'en-CA' },
    });
    const { announcement } = ActiveAnnouncementResponseSchema.parse(await res.json());
    if (!announcement) throw new Error('the demo data has an announcement');
    const expected = [
      announcement.title ?? copy.notices.announcement.defaultTitle,
      copy.board.accountNotice.title,
    ];

    await page.goto('/');
    // One after the other, never stacked (usually the announcement first; after a slow answer,
    // the notice): each is checked, then closed with Escape.
    const seen: string[] = [];
    for (let shown = 0; shown < expected.length; shown += 1) {
      const dialog = page.getByRole('dialog');
      // The app loads after the page's shell, and the notice waits 2 s more: on a busy machine
      // the first dialog can take longer than an assertion's usual 5 s.
      await expect(dialog).toHaveCount(1, { timeout: 15_000 });
      const title = dialog.getByRole('heading', { level: 2 }).first();
      const name = (await title.textContent()) ?? '';
      seen.push(name);
      await expectNoSeriousViolations(page, testInfo, name, { within: dialog });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name, exact: true })).toHaveCount(0);
    }
    expect(seen.sort()).toEqual(expected.sort());
  },
);

test.describe('at phone width', () => {
  test.use({ viewport: phoneViewport });

  test('the home page, its menu open, and the cookie bar', async ({ page }, testInfo) => {
    // Three checks of a second or more each.
    test.setTimeout(60_000);
    await openPage(page, 'home');
    await expectNoSeriousViolations(page, testInfo, '/ at phone width');

    await page.getByRole('button', { name: copy.navigation.openMenu }).click();
    const menu = page.getByRole('dialog', { name: copy.navigation.mobileMenu });
    await expect(menu).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'the mobile menu', { within: menu });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    // Asked again from the footer, as a visitor who changes their mind does.
    await page.getByRole('button', { name: copy.navigation.footer.cookieSettings }).click();
    const cookieBar = page.getByRole('region', { name: copy.layout.consent.title });
    await expect(cookieBar).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'the cookie bar', { within: cookieBar });
  });
});

// The seasonal decoration sits behind the page's text, and axe leaves the text over it
// unmeasured ("partially overlaps other elements"). Each shape, at its strongest (its opacity
// before twinkling dims it), over the brightest part of the background (the glow's centre), must
// leave every text colour its 4.5:1.
test('text keeps its contrast over every seasonal decoration', async ({ page }) => {
  for (const themeMode of themeModes.filter((mode) => mode !== 'default')) {
    // The theme mode is the server's setting, which the page carries (its page data) and the API
    // answers; the page is shown as that setting makes it.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace(
        /"themeMode":"[a-z]+"/,
        `"themeMode":"${themeMode}"`,
      );
      await route.fulfill({ response, headers, body });
    });
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = PublicConfigSchema.parse(await response.json());
      await route.fulfill({ response, json: { ...config, themeMode } });
    });
    await openPage(page, 'about');
    await expect(page.locator(`[data-seasonal-decorations="${themeMode}"]`)).toBeAttached();
    expect.soft(await lowContrastOverDecorations(page), themeMode).toEqual([]);
    await page.unrouteAll();
  }
});

/** Each shape and text colour pair under 4.5:1 at its lowest, as "shape: text colour ratio". */
function lowContrastOverDecorations(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A 1×1 canvas turns any CSS colour (hex, rgb, oklch) into sRGB channels and an alpha.
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    });
    if (!context) throw new Error('no 2D canvas');
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [r, g, b], alpha: a / 255 };
    };
    const over = (top: number[], alpha: number, below: number[]) =>
      top.map((channel, index) => alpha * channel + (1 - alpha) * (below[index] ?? 0));
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };

    const root = getComputedStyle(document.documentElement);
    const token = (name: string) => rgba(root.getPropertyValue(`--palette-${name}`).trim());
    const glow = token('glow');
    const brightestBackground = over(glow.rgb, glow.alpha, token('canvas').rgb);
    const textColours = ['ink', 'ink-muted', 'accent'];

    // The lowest ratio of each shape and text colour pair.
    const lowest = new Map<string, number>();
    for (const shape of document.querySelectorAll<SVGElement>('[data-decoration]')) {
      const opacity = Number(shape.style.getPropertyValue('--decoration-opacity'));
      const background = over(
        rgba(getComputedStyle(shape).color).rgb,
        opacity,
        brightestBackground,
      );
      for (const name of textColours) {
        const pair = `${shape.dataset.decoration ?? ''}: ${name}`;
        const ratio = contrast(token(name).rgb, background);
        lowest.set(pair, Math.min(ratio, lowest.get(pair) ?? Infinity));
      }
    }
    return [...lowest]
      .filter(([, ratio]) => ratio < 4.5)
      .map(([pair, ratio]) => `${pair} ${ratio.toFixed(2)}`);
  });
}
