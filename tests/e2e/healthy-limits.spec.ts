// A healthy limit from a customer's side (docs/decisions/054-limits-and-guarantee.md): a monthly
// purchase limit set on the dashboard refuses a purchase past it before PayPal is asked (nothing
// charged); a per-call limit is the line's time limit (the <Dial timeLimit> of the TwiML, and the
// time the line announces); lowering a limit applies at once, raising it shows the 24-hour wait.
// A French speaker's purchase past their limit is refused in French.
import type { Page } from '@playwright/test';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import { phoneLineCopy } from '#shared/copy/message-catalogue.ts';
import { LimitsResponseSchema } from '#shared/api/limits.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { checkoutPath } from '#server/providers/paypal/simulator/paths.ts';
import { sdkTexts } from '#server/providers/paypal/simulator/texts.ts';
import type { PlayedCall } from '#server/providers/voice/simulator/call-player.ts';
import { expect, test } from './support/fixtures.ts';
import { newCustomer } from './support/accounts.ts';
import { choosePackage } from './support/customer-steps.ts';
import { callAdvisor, customerReadyToCall } from './support/phone-line.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectNoEnglish } from './support/no-english.ts';

const extension = '4001';

function limitsCard(page: Page) {
  return page.getByRole('region', { name: accountCopy.limits.card.heading });
}

/** On /dashboard: fills the limits card ('' for none), saves, and waits for the saved notice. */
async function saveLimits(page: Page, limits: { monthly?: string; perCall?: string }) {
  const t = accountCopy.limits.card;
  const card = limitsCard(page);
  if (limits.monthly !== undefined) await card.getByLabel(t.monthly).fill(limits.monthly);
  if (limits.perCall !== undefined) await card.getByLabel(t.perCall).fill(limits.perCall);
  await card.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();
}

/**
 * On /purchase: a package and PayPal, then the PayPal button. The SDK opens its window at once, as
 * PayPal's does; the addresses it goes to are returned, to show it never reached the approval page.
 */
async function tryToBuy(page: Page) {
  const visited: string[] = [];
  page.context().on('request', (sent) => visited.push(new URL(sent.url()).pathname));
  await choosePackage(
    page,
    accountCopy.purchase.bundleNames['bundle-10'],
    accountCopy.checkout.paymentMethod.paypal,
  );
  await page.getByRole('button', { name: accountCopy.purchase.proceedToCheckout }).click();
  await page.getByRole('button', { name: sdkTexts.button }).click();
  return visited;
}

/** The agent's name as the board feed gives it (the line says it). */
async function advisorName(page: Page): Promise<string> {
  const feed = (await (await page.request.get('/api/advisors')).json()) as {
    agentId: string;
    agentName: string;
  }[];
  return feed.find((advisor) => advisor.agentId === extension)?.agentName ?? '';
}

/** The line's time limit for a call, in seconds, as its TwiML <Dial timeLimit> says. */
function dialTimeLimit(call: PlayedCall): number | null | undefined {
  const dial = call.events.find((event) => event.kind === 'dial');
  return dial?.kind === 'dial' ? dial.timeLimit : undefined;
}

function spokenToCaller(call: PlayedCall): string[] {
  return call.events.flatMap((event) =>
    event.kind === 'say' && event.to === 'caller' ? [event.text] : [],
  );
}

test('a monthly limit refuses a purchase past it; a per-call limit is the line’s time limit, lowered at once, raised after 24 hours', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const t = accountCopy.limits.card;
  // Basic: 10 minutes + 2 free, bought this month.
  const { phone } = await customerReadyToCall(page, request, 'limits');
  await expect(page.getByRole('banner')).toContainText('12 minutes');

  // A first limit applies at once: $1 a month, 5 minutes a call.
  await saveLimits(page, { monthly: '1', perCall: '5' });
  await page.reload();
  await expect(limitsCard(page).getByLabel(t.monthly)).toHaveValue('1');
  await expect(limitsCard(page).getByLabel(t.perCall)).toHaveValue('5');
  await expectNoSeriousViolations(page, testInfo, '/dashboard with limits set');

  // Past the monthly limit: refused in the limits' words, before PayPal is asked.
  const visited = await tryToBuy(page);
  await expect(
    page.getByText(accountCopy.limits.overMonthly(formatCad(100), formatCad(0))).first(),
  ).toBeVisible({ timeout: 15_000 });
  expect(visited).not.toContain(checkoutPath);
  await expectNoSeriousViolations(page, testInfo, '/purchase refused past the monthly limit');
  await page.goto('/dashboard');
  await expect(page.getByRole('banner')).toContainText('12 minutes');

  // The per-call limit is the line's time limit, smaller than the 12 minutes of the balance.
  const name = await advisorName(page);
  const first = await callAdvisor(baseURL, { from: phone, extension, talkSeconds: 30 });
  expect(first.failure).toBeNull();
  expect(dialTimeLimit(first)).toBe(5 * 60);
  expect(spokenToCaller(first)).toContain(phoneLineCopy.connecting(name, 5));

  // Lowered: at once, on the next call.
  await page.reload();
  await saveLimits(page, { perCall: '3' });
  const second = await callAdvisor(baseURL, { from: phone, extension, talkSeconds: 30 });
  expect(dialTimeLimit(second)).toBe(3 * 60);
  expect(spokenToCaller(second)).toContain(phoneLineCopy.connecting(name, 3));

  // Raised: the card says when the new value applies; until then the lower one holds.
  await saveLimits(page, { perCall: '10' });
  const { limits } = LimitsResponseSchema.parse(
    await (await page.request.get('/api/me/limits')).json(),
  );
  const appliesAt = limits.call.pending?.appliesAt ?? '';
  expect(Date.parse(appliesAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  await expect(limitsCard(page)).toContainText(
    t.pending(t.minutes(10), formatBusinessDateTime(appliesAt)),
  );
  await expect(limitsCard(page).getByLabel(t.perCall)).toHaveValue('3');
  const third = await callAdvisor(baseURL, { from: phone, extension, talkSeconds: 30 });
  expect(dialTimeLimit(third)).toBe(3 * 60);
  await expectNoSeriousViolations(page, testInfo, '/dashboard with a raise waiting');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });
  let previous: (() => Locale) | undefined;
  test.beforeAll(() => {
    previous = followLocale(() => 'fr-CA');
  });
  test.afterAll(() => {
    if (previous) followLocale(previous);
  });

  test('a purchase past the monthly limit is refused in French, and nothing is charged', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await newCustomer(page, request, 'limites');
    const notice = page.getByRole('dialog', {
      name: accountCopy.customerArea.dashboard.noPhoneNotice.title,
    });
    await notice
      .getByRole('button', { name: accountCopy.customerArea.dashboard.noPhoneNotice.later })
      .click();
    await saveLimits(page, { monthly: '5' });
    await expect(limitsCard(page)).toContainText(accountCopy.limits.card.spent(formatCad(0)));
    await expectNoEnglish(page);

    const visited = await tryToBuy(page);
    await expect(
      page.getByText(accountCopy.limits.overMonthly(formatCad(500), formatCad(500))).first(),
    ).toBeVisible({ timeout: 15_000 });
    expect(visited).not.toContain(checkoutPath);
    await expectNoEnglish(page);
    await expectNoSeriousViolations(page, testInfo, '/purchase refusé, en français');

    await page.goto('/dashboard');
    await expect(limitsCard(page)).toContainText(accountCopy.limits.card.spent(formatCad(0)));
  });
});
