// The call-back queue and "notify me when available" from a customer's side (docs/decisions/052).
// A customer with minutes and a number joins a busy advisor's line from the card while another
// caller talks to them (the calls played as Twilio plays them, as `npm run call` does); when that
// call ends the line calls them back, they answer, and the call is billed like any other. In
// French: a customer asks to be told by email when an offline advisor is available; once an
// operator signs the advisor in, the email leaves within a minute, with its stop link.
import type { APIRequestContext, Page } from '@playwright/test';
import { copyFor } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { followLocale, type Locale } from '#shared/copy/locale.ts';
import { queueNotifyCopyFor } from '#shared/copy/queue-notify-catalogue.ts';
import { DevOutboxResponseSchema, type DevOutboxMessage } from '#shared/api/dev-outbox.ts';
import { admin } from './support/admin.ts';
import { newCustomer } from './support/accounts.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { addPhoneOnDashboard, uniquePhone } from './support/customer-steps.ts';
import { expect, test } from './support/fixtures.ts';
import { answerNextCallBack, callAdvisor } from './support/phone-line.ts';

const advisorExtension = '4001';

/** A new customer, signed in on `page`, with a verified number and `minutes` from an operator. */
async function customerWithMinutes(
  page: Page,
  request: APIRequestContext,
  label: string,
  minutes: number,
) {
  const customer = await newCustomer(page, request, label);
  const phone = uniquePhone();
  await addPhoneOnDashboard(page, request, phone);
  admin('credit', 'add', customer.email, String(minutes), '--reason', 'Call-back queue journey');
  return { ...customer, phone };
}

test('join a busy advisor’s call-back line from the card, answer the call-back, and see it billed', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // Two new customers (sign-up, confirmation, a verified number each), a call and a call-back:
  // about 80 s on a busy machine, past the 90 s of the one-customer journeys.
  test.setTimeout(120_000);
  const card = copyFor('en').board.card;
  const t = queueNotifyCopyFor('en');
  const area = accountCopy.customerArea.dashboard;

  // The caller who keeps the advisor busy, then the customer who will wait: each with a number
  // of their own and minutes from an operator (a purchase would only make the journey longer;
  // the purchase journeys cover it).
  const caller = await customerWithMinutes(page, request, 'queue-caller', 5);
  await page.context().clearCookies();
  await customerWithMinutes(page, request, 'queue-waiter', 12);
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('12 minutes');

  const feed = (await (await request.get('/api/advisors')).json()) as {
    agentId: string;
    agentName: string;
  }[];
  const name = feed.find((advisor) => advisor.agentId === advisorExtension)?.agentName ?? '';

  let placeShown = false;
  const call = await callAdvisor(baseURL, {
    from: caller.phone,
    extension: advisorExtension,
    talkSeconds: 30,
    // While the caller talks, the advisor is Busy: the waiting customer joins from the card.
    talk: async () => {
      await page.goto('/');
      const advisorCard = page.getByRole('article', { name });
      await advisorCard.getByRole('button', { name: card.joinQueueOf(name) }).click();
      const dialog = page.getByRole('dialog', { name: t.queue.title(name) });
      await expect(dialog.getByText(t.queue.explain(name))).toBeVisible();
      await expect(dialog.getByText(t.queue.needs)).toBeVisible();
      await dialog.getByRole('button', { name: t.queue.join }).click();
      await expect(dialog.getByText(t.queue.joined(1))).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'the call-back dialog, joined', {
        within: dialog,
      });
      await dialog
        .getByRole('button', { name: copyFor('en').common.close })
        .last()
        .click();
      await expect(advisorCard.getByText(card.waiting(1))).toBeVisible();
      placeShown = true;
    },
  });
  expect(call.failure).toBeNull();
  expect(placeShown).toBe(true);

  // The caller hung up: the line calls the first in line back, who answers and talks 65 s.
  const callBack = await answerNextCallBack(request, baseURL, 65);
  expect(callBack.failure).toBeNull();
  expect(callBack.minutesCharged).toBe(2);

  await page.goto('/dashboard');
  const usage = page.getByRole('region', { name: area.usageHistory.heading });
  await expect(usage.getByRole('row')).toHaveCount(2);
  await expect(usage.getByRole('row').nth(1)).toContainText('2');
  await expect(page.getByRole('banner')).toContainText('10 minutes');
  // No longer waiting: the call-back took the place in line.
  const waiting = page.getByRole('region', { name: t.mine.title });
  await expect(waiting.getByText(t.mine.empty)).toBeVisible({ timeout: 15_000 });
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

  test('ask by email to be told when an offline advisor is available, and get the email with its stop link', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const card = copyFor('fr-CA').board.card;
    const t = queueNotifyCopyFor('fr-CA');
    const extension = '4009';
    const { email } = await newCustomer(page, request, 'notify-me');

    const feed = (await (await request.get('/api/advisors')).json()) as {
      agentId: string;
      agentName: string;
      status: string;
    }[];
    const advisor = feed.find((record) => record.agentId === extension);
    const name = advisor?.agentName ?? '';
    expect(advisor?.status).toBe('offline');

    await page.goto(`/advisors/${extension}`);
    await page.getByRole('button', { name: card.notifyMeOf(name) }).click();
    const dialog = page.getByRole('dialog', { name: t.notify.title(name) });
    await expect(dialog.getByRole('radio', { name: t.notify.email })).toBeChecked();
    const brand = (await (await request.get('/api/config')).json()) as { brandName: string };
    await expect(dialog.getByText(t.notify.consent(brand.brandName, name, 'email'))).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'le dialogue « M’aviser »', { within: dialog });
    await dialog.getByRole('button', { name: t.notify.submit }).click();
    await expect(dialog.getByText(t.notify.done(name))).toBeVisible();
    await dialog
      .getByRole('button', { name: copyFor('fr-CA').common.close })
      .last()
      .click();

    // The request waits on the dashboard, cancellable.
    await page.goto('/dashboard');
    const waiting = page.getByRole('region', { name: t.mine.title });
    // The dashboard loads a dozen things at once: on a busy machine, more than 5 s.
    await expect(waiting.getByText(t.mine.notifyBy(name, 'email'))).toBeVisible({
      timeout: 15_000,
    });
    await expect(waiting.getByRole('button', { name: t.mine.cancelOf(name) })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'le tableau de bord, une demande en attente', {
      within: waiting,
    });

    // An operator signs the advisor in: within 60 s the email leaves, with its stop link.
    admin('advisor', 'sign-in', extension);
    try {
      let message: DevOutboxMessage | undefined;
      await expect
        .poll(
          async () => {
            const res = await request.get('/api/dev/outbox');
            const { messages } = DevOutboxResponseSchema.parse(await res.json());
            message = messages.find(
              (sent) => sent.to === email && sent.text.includes('/api/notices/stop?'),
            );
            return message !== undefined;
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toBe(true);
      expect(message?.text).toContain(name);
      const stopLink = /https?:\/\/\S*\/api\/notices\/stop\?\S+/.exec(message?.text ?? '')?.[0];
      expect(stopLink).toBeDefined();
      await page.goto('/dashboard');
      await expect(waiting.getByText(t.mine.empty)).toBeVisible({ timeout: 15_000 });
      // The link still works after the message left: it cancels, and the home page says so.
      await page.goto(stopLink ?? '');
      await expect(page.getByText(t.stopPage.stopped)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    } finally {
      admin('advisor', 'sign-out', extension);
    }
  });
});
