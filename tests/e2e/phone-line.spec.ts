// The phone line from a customer's side (docs/decisions/013-phone-line.md): buy minutes, call an advisor
// (the call played as Twilio plays it, against the running server, as `npm run call` does), and
// see the call and the lower balance on the dashboard and in the header.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { expect, test } from './support/fixtures.ts';
import { callAdvisor, customerReadyToCall } from './support/phone-line.ts';
import { keepScreenshot } from './support/screenshots.ts';

const area = accountCopy.customerArea.dashboard;

test('buy minutes, call an advisor for 125 seconds, and see 3 minutes used', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A new customer's set-up and a purchase before the call: more than the default 30 s on a busy
  // machine.
  test.setTimeout(90_000);
  // Basic: 10 minutes + 2 free.
  const { phone } = await customerReadyToCall(page, request, 'caller');
  await expect(page.getByRole('banner')).toContainText('12 minutes');

  const board = async () => {
    const res = await request.get('/api/advisors');
    const feed = (await res.json()) as { agentId: string; status: string }[];
    return feed.find((advisor) => advisor.agentId === '4001')?.status;
  };
  const seenWhileTalking: (string | undefined)[] = [];
  const call = await callAdvisor(baseURL, {
    from: phone,
    extension: 4001,
    talkSeconds: 125,
    talk: async () => {
      seenWhileTalking.push(await board());
    },
  });
  expect(call.failure).toBeNull();
  expect(call.minutesCharged).toBe(3);
  expect(seenWhileTalking).toEqual(['busy']);
  expect(await board()).toBe('waiting');

  await page.reload();
  const usage = page.getByRole('region', { name: area.usageHistory.heading });
  await expect(usage.getByRole('row')).toHaveCount(2);
  await expect(usage.getByRole('row').nth(1)).toContainText('3');
  await expect(page.getByRole('region', { name: area.creditBalance.heading })).toContainText(
    '9 minutes',
  );
  await expect(page.getByRole('banner')).toContainText('9 minutes');
  await keepScreenshot(page, testInfo, 'dashboard-after-a-call');
});
