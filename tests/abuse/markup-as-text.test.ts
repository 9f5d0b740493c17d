// HTML and script in names and descriptions stay text (docs/security.md): a
// customer named with markup gets that exact name back from the API, and every HTML page or
// email that shows it (the password-reset and receipt emails, the dev outbox page, the Interac
// payment page) shows it escaped; an advisor description set by an operator comes out of the
// feed exactly as typed. The web app's side (React rendering it as text) is checked in
// src/web/routes/markup-as-text.test.tsx.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminHarness, type AdminHarness } from '#tests/support/admin.ts';
import { eventually } from '#tests/support/auth.ts';
import {
  aShopper,
  api,
  capture,
  createPayPalOrder,
  paypalStandIn,
  type Shopper,
} from '#tests/support/payments.ts';
import { AdvisorFeedSchema } from '#shared/api/advisors.ts';

const markup = '<img src=x onerror=alert(1)><script>alert(1)</script>';
const escaped = '&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

/** Whether an HTML document carries the markup as live tags rather than as text. */
const hasLiveMarkup = (html: string) => /<img src=x|<script>alert/.test(html);

let h: AdminHarness;
let shopper: Shopper;
beforeEach(async () => {
  h = await createAdminHarness();
  shopper = await aShopper(h.t, { email: 'markup@example.com' });
  const renamed = await h.t.app.inject({
    method: 'PATCH',
    url: '/api/me/profile',
    cookies: { lumina_session: shopper.session },
    payload: { name: markup, birthDate: null, emailNotifications: true },
  });
  expect(renamed.statusCode).toBe(200);
});
afterEach(async () => {
  await h.close();
});

/** The emails written for an address, with their HTML part, oldest first. */
async function emailsTo(address: string) {
  return h.t.database.kysely
    .selectFrom('outboxMessages')
    .select(['subject', 'text', 'html'])
    .where('recipient', '=', address)
    .orderBy('createdAt')
    .execute();
}

describe('a customer name made of markup', () => {
  it('comes back from the API exactly as it was typed', async () => {
    for (const url of ['/api/me', '/api/auth/session']) {
      const res = await api(h.t, 'GET', url, { session: shopper.session });
      const body = res.json<{ customer?: { name: string }; user?: { name: string } }>();
      expect((body.customer ?? body.user)?.name, url).toBe(markup);
    }
  });

  it('is escaped in the HTML of the reset and receipt emails, and literal in their text', async () => {
    await api(h.t, 'POST', '/api/auth/password-reset', { payload: { email: shopper.email } });
    const paypalOrderId = await createPayPalOrder(h.t, shopper, { bundleId: 'bundle-10' });
    paypalStandIn(h.t).approveOrder(paypalOrderId);
    expect((await capture(h.t, shopper, paypalOrderId)).json()).toMatchObject({
      status: 'completed',
    });

    const emails = await eventually(async () => {
      const written = await emailsTo(shopper.email);
      if (written.length < 2) throw new Error('the emails are not written yet');
      return written;
    });
    for (const email of emails) {
      expect(email.text, email.subject ?? '').toContain(`Hello ${markup},`);
      expect(email.html, email.subject ?? '').toContain(`Hello ${escaped},`);
      expect(hasLiveMarkup(email.html ?? ''), email.subject ?? '').toBe(false);
    }
  });

  it('is escaped on the dev outbox page and on the Interac payment page', async () => {
    await api(h.t, 'POST', '/api/auth/password-reset', { payload: { email: shopper.email } });
    const outboxPage = await eventually(async () => {
      const res = await h.t.app.inject({ method: 'GET', url: '/dev/outbox' });
      if (!res.body.includes(shopper.email)) throw new Error('the email is not listed yet');
      return res.body;
    });
    expect(outboxPage).toContain(escaped);
    expect(hasLiveMarkup(outboxPage)).toBe(false);

    const order = await api(h.t, 'POST', '/api/payments/interac/orders', {
      session: shopper.session,
      payload: { bundleId: 'bundle-10' },
    });
    const { paymentUrl } = order.json<{ paymentUrl: string }>();
    const page = await h.t.app.inject({
      method: 'GET',
      url: paymentUrl.replace(h.t.config.publicUrl, ''),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped);
    expect(hasLiveMarkup(page.body)).toBe(false);
  });
});

describe('an advisor description made of markup, set by an operator', () => {
  it('is served by the feed exactly as typed', async () => {
    const result = await h.admin('advisor', 'edit', '4001', '--description', markup);
    expect(result).toMatchObject({ code: 0, err: '' });
    h.feedCacheExpires();
    const feed = AdvisorFeedSchema.parse(
      (await h.t.app.inject({ method: 'GET', url: '/api/advisors' })).json(),
    );
    expect(feed.find((advisor) => advisor.agentId === '4001')?.descr).toBe(markup);
  });
});
