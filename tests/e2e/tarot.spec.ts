// The weekly tarot game as a new customer plays it (docs/decisions/015-scheduled-jobs.md): from 'Win
// Credits', pick three cards, reveal; the result shown is the one the server decided (a win or a
// loss, both fine: three in four boards win); a second opening says they already played; and a
// won coupon's link fills in the purchase page.
import type { Page } from '@playwright/test';
import { TarotPlayResponseSchema } from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer } from './support/accounts.ts';
import { appRunning } from './support/app-running.ts';
import { keepScreenshot } from './support/screenshots.ts';

const t = accountCopy.tarotGame;

async function openGame(page: Page) {
  // The button works once the app runs (the server's shell draws it before: decision 022).
  await appRunning(page);
  await page.getByRole('banner').getByRole('button', { name: copy.navigation.winCredits }).click();
}

const game = (page: Page) => page.getByRole('dialog', { name: copy.layout.tarotGame.title });

test('a new customer plays from Win Credits, sees the server’s result, and cannot play twice', async ({
  page,
  request,
}, testInfo) => {
  await newCustomer(page, request, 'tarot');
  await page.goto('/');
  await openGame(page);

  const board = game(page).getByRole('group', { name: t.board.label });
  await expect(board.getByRole('button')).toHaveCount(9);
  await expect(game(page)).toContainText('Odds of winning: 3 in 4 (75%).');
  const reveal = game(page).getByRole('button', { name: t.board.reveal });
  await expect(reveal).toBeDisabled();
  for (const n of [1, 5, 9]) await board.getByRole('button', { name: t.board.tile(n) }).click();
  await expect(reveal).toBeEnabled();
  await keepScreenshot(page, testInfo, 'tarot-three-picks', { fullPage: false });

  const answered = page.waitForResponse(
    (res) => res.url().endsWith('/api/tarot/attempt') && res.request().method() === 'POST',
  );
  await reveal.click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const played = TarotPlayResponseSchema.parse(await response.json());
  expect(played.picks).toEqual([0, 4, 8]);

  // What the modal shows is what the server decided.
  const { result } = played;
  await expect(
    game(page).getByRole('heading', {
      name: result.won ? t.result.wonHeading : t.result.lostHeading,
    }),
  ).toBeVisible();
  await expect(game(page).getByRole('img')).toHaveCount(9);
  for (const card of played.layout) {
    await expect(game(page).getByRole('img', { name: card.name }).first()).toBeVisible();
  }
  if (result.prize) {
    await expect(game(page)).toContainText(t.result.won(result.prize.percentOff));
    await expect(game(page).getByText(result.prize.code, { exact: true })).toBeVisible();
  } else {
    await expect(game(page)).toContainText(t.result.lost);
  }
  await keepScreenshot(page, testInfo, 'tarot-result', { fullPage: false });

  // Opened again: already played this week, with the same result.
  await game(page).getByRole('button', { name: copy.common.close }).click();
  await expect(game(page)).toBeHidden();
  await openGame(page);
  await expect(game(page).getByRole('heading', { name: copy.tarot.alreadyPlayed })).toBeVisible();
  await expect(game(page).getByRole('button', { name: t.board.reveal })).toHaveCount(0);
  for (const card of result.cards) {
    await expect(game(page).getByRole('img', { name: card.name }).first()).toBeVisible();
  }

  if (result.prize) {
    // The prize's link opens the purchase page with the code applied.
    await game(page).getByRole('link', { name: t.result.useNow }).click();
    await expect(page).toHaveURL(/\/purchase$/);
    await expect(
      page.getByText(accountCopy.purchase.coupon.percentApplied(result.prize.percentOff)).first(),
    ).toBeVisible();
    await expect(page.getByLabel(accountCopy.checkout.coupon.label)).toHaveValue(result.prize.code);
    await keepScreenshot(page, testInfo, 'tarot-coupon-at-purchase');
  }
});

test('the game fits a phone screen, opened from the mobile menu', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await newCustomer(page, request, 'tarot-mobile');
  await page.goto('/');
  // The menu opens once the app runs (the server's shell draws its button before).
  await appRunning(page);
  await page.getByRole('button', { name: copy.navigation.openMenu }).click();
  await page.getByRole('button', { name: copy.navigation.winCredits }).click();

  const board = game(page).getByRole('group', { name: t.board.label });
  await expect(board.getByRole('button')).toHaveCount(9);
  // Three tiles abreast, all within the screen's width.
  for (const tile of await board.getByRole('button').all()) {
    const box = await tile.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  await keepScreenshot(page, testInfo, 'tarot-mobile-board', { fullPage: false });
});
