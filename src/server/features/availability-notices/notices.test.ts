// "Notify me when available" (docs/decisions/052): a signed-in customer's request, with its
// consent recorded; the message sent once when the advisor is Available, whichever process
// looks; the 7-day lapse; and the stop link.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { queueNotifyCopyFor } from '#shared/copy/queue-notify-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { noticesProcess } from '#tests/support/notices.ts';
import { SESSION_COOKIE, signIn, type TestCustomer } from '#tests/support/customers.ts';
import { createTestApp, readOutbox, type TestApp } from '#tests/support/test-app.ts';
import { aCaller, demoAdvisor } from '#tests/support/telephony.ts';

const rafael = demoAdvisor(4003); // signed out
const texts = queueNotifyCopyFor('en');
const brand = 'Lumina Psychics';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
});
afterEach(async () => t.close());

/** One server process's notices (each process runs the sweep). */
const processOf = () => noticesProcess(t);

async function ask(customer: TestCustomer, channel: 'email' | 'sms', extension = 4003) {
  return t.app.inject({
    method: 'POST',
    url: `/api/advisors/${extension}/notify`,
    cookies: { [SESSION_COOKIE]: await signIn(t, customer) },
    payload: { channel },
  });
}

const signInAdvisor = (extension: number, signedIn = true) =>
  t.database.kysely
    .updateTable('advisors')
    .set({ signedIn })
    .where('extension', '=', extension)
    .execute();

const noticesOf = (customerId: string) =>
  t.database.kysely
    .selectFrom('availabilityNotices')
    .selectAll()
    .where('customerId', '=', customerId)
    .execute();

const messagesTo = async (to: string) =>
  (await readOutbox(t.app)).filter((message) => message.to === to);

describe('notify me when available', () => {
  it('records the consent, and sends one email once the advisor is Available', async () => {
    const ivy = await aCaller(t, { phone: '4385550400', minutes: 5, email: 'ivy@example.com' });
    const res = await ask(ivy, 'email');
    expect(res.statusCode).toBe(200);
    const [notice] = await noticesOf(ivy.id);
    expect(notice).toMatchObject({
      status: 'pending',
      channel: 'email',
      consentWording: texts.notify.consent(brand, rafael.name, 'email'),
    });
    expect(notice?.consentIp).toBeTruthy();
    // Still offline: nothing goes.
    expect(await processOf().sendDue()).toBe(0);
    await signInAdvisor(4003);
    // Two processes sweep at once: one message.
    const sent = await Promise.all([processOf().sendDue(), processOf().sendDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const emails = await messagesTo('ivy@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(
      messageCopyFor('en').advisorAvailableEmail.subject(brand, rafael.name),
    );
    // Once per request: a later sweep sends nothing.
    expect(await processOf().sendDue()).toBe(0);
    expect(await noticesOf(ivy.id)).toMatchObject([{ status: 'sent' }]);
  });

  it('refuses an advisor who is Available now, and SMS without a verified number', async () => {
    const ivy = await aCaller(t, { phone: '4385550401', minutes: 5 });
    const available = await ask(ivy, 'email', 4001);
    expect(available.json()).toMatchObject({
      error: { code: 'NOTICE_ADVISOR_AVAILABLE', message: texts.errors.advisorAvailable },
    });
    await t.database.kysely
      .deleteFrom('customerPhoneNumbers')
      .where('customerId', '=', ivy.id)
      .execute();
    expect((await ask(ivy, 'sms')).json()).toMatchObject({ error: { code: 'NOTICE_NO_PHONE' } });
    expect(await noticesOf(ivy.id)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/advisors/4003/notify' })).statusCode,
    ).toBe(401);
  });

  it('lapses after 7 days', async () => {
    const ivy = await aCaller(t, { phone: '4385550402', minutes: 5 });
    await ask(ivy, 'sms');
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    await signInAdvisor(4003);
    expect(await processOf().sendDue()).toBe(0);
    expect(await noticesOf(ivy.id)).toMatchObject([{ status: 'lapsed' }]);
  });

  it("stops the customer's requests from the link in the message", async () => {
    const ivy = await aCaller(t, { phone: '4385550403', minutes: 5 });
    await ask(ivy, 'sms');
    await ask(ivy, 'email');
    await signInAdvisor(4003);
    // Both requests are sent; then a new one is made while he is away again.
    await processOf().sendDue();
    const [sms] = await messagesTo('4385550403');
    const link = /https?:\/\/\S+/.exec(sms?.text ?? '')?.[0] ?? '';
    expect(link).toContain('/api/notices/stop');
    await signInAdvisor(4003, false);
    await ask(ivy, 'email');
    const stopped = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(stopped.statusCode).toBe(303);
    expect((await noticesOf(ivy.id)).map((notice) => notice.status).sort()).toEqual([
      'cancelled',
      'sent',
      'sent',
    ]);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/notices/stop?id=${(await noticesOf(ivy.id))[0]?.id ?? ''}&token=nope`,
    });
    expect(forged.statusCode).toBe(404);
  });
});
