// The Gigadat stand-in, driven the way production drives Gigadat: the real client pointed at it
// (through createSelfFetch, as the app does not listen in tests), a buyer's browser on its
// webflow page, and a stand-in of our postback listener that records what arrives.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSelfFetch } from '#tests/support/self-fetch.ts';
import { createFakeClock, type FakeClock } from '#tests/support/fake-clock.ts';
import { ProviderError } from '../../provider-error.ts';
import { createGigadatClient, type GigadatClientOptions } from '../gigadat-client.ts';
import type { GigadatClient, GigadatPaymentInput } from '../port.ts';
import { gigadatPostbackPath, gigadatPostbackUrl } from '../postback.ts';
import { acceptFormBodies } from '#server/http/form-bodies.ts';
import { gigadatStandInPrefix, gigadatStandInRoutes } from './routes.ts';
import {
  createGigadatSimulator,
  type GigadatSimulator,
  type SimulatedTransaction,
} from './simulator.ts';
import { renderOutcomePage } from './webflow-page.ts';

const publicUrl = 'http://localhost:3000';
const credentials = { accessToken: 'sim-access', securityToken: 'sim-security', campaignId: 'c-1' };
const authorization = `Basic ${Buffer.from('sim-access:sim-security').toString('base64')}`;
const merchant = 'Lumina Psychics';

interface ReceivedPostback {
  query: Record<string, string>;
  contentType: string | undefined;
  body: Record<string, string>;
}

let app: FastifyInstance;
let clock: FakeClock;
let simulator: GigadatSimulator;
let gigadat: GigadatClient;
let received: ReceivedPostback[];
let listenerStatus: number;

function clientWith(overrides: Partial<GigadatClientOptions> = {}): GigadatClient {
  return createGigadatClient({
    apiBaseUrl: `${publicUrl}${gigadatStandInPrefix}`,
    ...credentials,
    sandbox: true,
    siteUrl: publicUrl,
    mode: 'simulated',
    fetch: createSelfFetch(publicUrl, () => app),
    ...overrides,
  });
}

beforeEach(async () => {
  clock = createFakeClock('2026-11-21T15:00:00.000Z');
  received = [];
  listenerStatus = 200;
  app = Fastify({ logger: false });
  // Our listener as Gigadat sees it: any URL that answers; this one records what it is sent.
  await app.register(async (listener) => {
    acceptFormBodies(listener);
    listener.post(gigadatPostbackPath, async (request, reply) => {
      received.push({
        query: request.query as Record<string, string>,
        contentType: request.headers['content-type'],
        body: request.body as Record<string, string>,
      });
      return reply.status(listenerStatus).send('OK');
    });
  });
  simulator = createGigadatSimulator({
    ...credentials,
    clock,
    listenerUrl: gigadatPostbackUrl(publicUrl),
    fetch: createSelfFetch(publicUrl, () => app),
  });
  await app.register(gigadatStandInRoutes(simulator, { merchant }), {
    prefix: gigadatStandInPrefix,
  });
  gigadat = clientWith();
});

afterEach(async () => {
  await simulator.settled();
  await app.close();
});

let sequence = 0;
function payment(overrides: Partial<GigadatPaymentInput> = {}): GigadatPaymentInput {
  sequence += 1;
  return {
    transactionId: `itx_${sequence}`,
    userId: 'customer-42',
    name: 'Élise Tremblay',
    email: 'elise@example.com',
    mobile: '5145550100',
    userIp: '203.0.113.7',
    amountCents: 5749,
    ...overrides,
  };
}

/** The buyer's browser opening the payment URL. */
async function openPage(paymentUrl: string) {
  const url = new URL(paymentUrl);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** The buyer pressing one of the page's buttons (the form's fields, as a browser posts them). */
async function press(html: string, decision: 'approve' | 'decline') {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1] || form[2] === undefined) throw new Error('the page has no form');
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    fields.set(input[1] ?? '', decodeEntities(input[2] ?? ''));
  }
  const button = new RegExp(`<button[^>]*name="decision" value="${decision}"`).exec(form[2]);
  if (!button) throw new Error(`the page has no ${decision} button`);
  fields.set('decision', decision);
  return app.inject({
    method: 'POST',
    url: form[1],
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: fields.toString(),
  });
}

function simulatorTransaction(): SimulatedTransaction {
  const now = clock.now();
  return {
    userId: 'u',
    transactionId: 't-1',
    name: 'n',
    email: 'e@example.com',
    mobile: null,
    site: publicUrl,
    userIp: '127.0.0.1',
    currency: 'CAD',
    language: 'en',
    amountCents: 100,
    type: 'CPI',
    sandbox: true,
    campaignId: 'c-1',
    token: 'tok',
    status: 'STATUS_PENDING',
    createdAt: now,
    updatedAt: now,
    expiresAt: now,
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function statusOf(transactionId: string) {
  return (await gigadat.getTransaction(transactionId))?.status;
}

async function rawTokenRequest(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `${gigadatStandInPrefix}/api/payment-token/${credentials.campaignId}`,
    headers: { authorization, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const validBody = {
  userId: 'customer-42',
  transactionId: 'itx_raw',
  name: 'Élise',
  email: 'elise@example.com',
  mobile: '5145550100',
  site: publicUrl,
  userIp: '203.0.113.7',
  currency: 'CAD',
  language: 'en',
  amount: 57.49,
  type: 'CPI',
  sandbox: true,
  hosted: true,
};

describe('the payment token', () => {
  it('is issued for a valid request, JWT-shaped, echoing the request, and the payment URL opens the webflow', async () => {
    const res = await rawTokenRequest(validBody);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; data: Record<string, unknown> }>();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data).toEqual(validBody);

    const { paymentUrl, token } = await gigadat.createPayment(payment());
    expect(paymentUrl).toBe(
      `${publicUrl}/sim/interac/webflow?transaction=itx_${sequence}&token=${token}`,
    );
  });

  it('accepts an IPv6 address as the buyer’s', async () => {
    const res = await rawTokenRequest({ ...validBody, userIp: '2001:db8::7' });
    expect(res.statusCode).toBe(200);
  });

  it('accepts the amount as a string, as Gigadat’s own examples send it', async () => {
    const res = await rawTokenRequest({ ...validBody, amount: '50', sandbox: 'true' });
    expect(res.statusCode).toBe(200);
    expect(simulator.transaction('itx_raw')).toMatchObject({ amountCents: 5000, sandbox: true });
  });

  it('refuses a transaction id that was already used, and keeps the first transaction', async () => {
    const first = payment();
    await gigadat.createPayment(first);
    const error = await gigadat
      .createPayment({ ...first, amountCents: 100 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(false);
    expect((error as ProviderError).options.status).toBe(400);
    expect((error as ProviderError).message).toContain('Transaction ID already exists');
    expect(simulator.transaction(first.transactionId)?.amountCents).toBe(5749);
  });

  it('refuses wrong credentials (401) and an unknown campaign (404) with {err}', async () => {
    const intruder = clientWith({ securityToken: 'not-the-secret' });
    const unauthorized = await intruder.createPayment(payment()).catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(ProviderError);
    expect((unauthorized as ProviderError).options.status).toBe(401);
    expect((unauthorized as ProviderError).retryable).toBe(false);

    const res = await rawTokenRequest(validBody, { authorization: 'Basic bm9ib2R5OnNlY3JldA==' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('Basic');
    expect(res.json()).toEqual({ err: 'Unauthorized' });

    const elsewhere = clientWith({ campaignId: 'someone-else' });
    const notFound = await elsewhere.createPayment(payment()).catch((e: unknown) => e);
    expect((notFound as ProviderError).options.status).toBe(404);
    expect((notFound as ProviderError).message).toContain('Campaign not found');
  });

  it.each([
    ['a currency other than CAD', { currency: 'USD' }, 'only CAD'],
    ['a zero amount', { amount: 0 }, 'Invalid amount'],
    ['a negative amount', { amount: '-5.00' }, 'Invalid amount'],
    ['fractions of a cent', { amount: 10.001 }, 'Invalid amount'],
    ['a type other than CPI', { type: 'ETO' }, 'Unsupported type: ETO'],
    ['no email', { email: undefined }, 'email'],
    ['no transaction id', { transactionId: '' }, 'transactionId'],
    ['a user IP that is not an address', { userIp: 'localhost' }, 'userIp'],
    ['a user IP with a port', { userIp: '203.0.113.7:443' }, 'userIp'],
  ])('refuses %s with 400 {err}', async (_case, change, message) => {
    const res = await rawTokenRequest({ ...validBody, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ err: string }>().err).toContain(message);
    expect(simulator.transaction('itx_raw')).toBeNull();
  });

  it('answers malformed JSON with {err} too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${gigadatStandInPrefix}/api/payment-token/${credentials.campaignId}`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('err');
  });
});

describe('a transaction through its life', () => {
  it('is INITED, PENDING once the page is opened, then SUCCESS on approve, with the postback to our listener', async () => {
    const input = payment();
    const { paymentUrl } = await gigadat.createPayment(input);
    expect(await gigadat.getTransaction(input.transactionId)).toEqual({
      transactionId: input.transactionId,
      status: 'STATUS_INITED',
      amountCents: 5749,
      currency: 'CAD',
      userId: 'customer-42',
    });

    const page = await openPage(paymentUrl);
    expect(page.statusCode).toBe(200);
    expect(await statusOf(input.transactionId)).toBe('STATUS_PENDING');
    expect(received).toHaveLength(0);

    const answer = await press(page.body, 'approve');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(new URL(paymentUrl).pathname + new URL(paymentUrl).search);
    expect(await statusOf(input.transactionId)).toBe('STATUS_SUCCESS');

    // The postback reached the listener before the buyer's page moved on.
    expect(received).toEqual([
      {
        query: { transaction: input.transactionId, status: 'STATUS_SUCCESS' },
        contentType: 'application/x-www-form-urlencoded',
        body: {
          transactionId: input.transactionId,
          status: 'STATUS_SUCCESS',
          type: 'CPI',
          userId: 'customer-42',
          name: 'Élise Tremblay',
          email: 'elise@example.com',
          mobile: '5145550100',
          site: publicUrl,
          userIp: '203.0.113.7',
          currency: 'CAD',
          amount: '57.49',
          sandbox: 'true',
          campaignId: 'c-1',
          iat: String(Date.parse('2026-11-21T15:00:00.000Z') / 1000),
        },
      },
    ]);
    expect(simulator.postbacks()).toMatchObject([
      {
        url: `${publicUrl}${gigadatPostbackPath}?transaction=${input.transactionId}&status=STATUS_SUCCESS`,
        responseStatus: 200,
        error: null,
      },
    ]);

    // Back on the webflow address: the outcome, and no way to pay twice.
    const after = await openPage(`${publicUrl}${answer.headers.location as string}`);
    expect(after.body).toContain('Payment approved');
    expect(after.body).toContain(`You can close this tab and return to ${merchant}.`);
    expect(after.body).not.toContain('Approve payment');
    expect(await statusOf(input.transactionId)).toBe('STATUS_SUCCESS');
  });

  it('is REJECTED on decline, with its postback, and a second answer changes nothing', async () => {
    const input = payment();
    const { paymentUrl } = await gigadat.createPayment(input);
    const page = await openPage(paymentUrl);

    const declined = await press(page.body, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(await statusOf(input.transactionId)).toBe('STATUS_REJECTED');
    expect(received.map((postback) => postback.query)).toEqual([
      { transaction: input.transactionId, status: 'STATUS_REJECTED' },
    ]);
    const outcome = await openPage(paymentUrl);
    expect(outcome.body).toContain('Payment declined');
    expect(outcome.body).toContain(`You can close this tab and return to ${merchant}.`);

    // A replayed approval (an old tab, a double click) is shown the outcome, not obeyed.
    await press(page.body, 'approve');
    expect(await statusOf(input.transactionId)).toBe('STATUS_REJECTED');
    expect(received).toHaveLength(1);
  });

  it('EXPIRES 30 minutes after the token when not completed, noticed when read, with one postback', async () => {
    const input = payment();
    const { paymentUrl } = await gigadat.createPayment(input);
    const page = await openPage(paymentUrl);

    clock.advance(30 * 60 * 1000 - 1);
    expect(await statusOf(input.transactionId)).toBe('STATUS_PENDING');
    clock.advance(1);
    expect(await statusOf(input.transactionId)).toBe('STATUS_EXPIRED');
    await simulator.settled();
    expect(received.map((postback) => postback.query)).toEqual([
      { transaction: input.transactionId, status: 'STATUS_EXPIRED' },
    ]);

    // Too late to approve: the page says so and nothing is paid.
    await press(page.body, 'approve');
    expect(await statusOf(input.transactionId)).toBe('STATUS_EXPIRED');
    expect((await openPage(paymentUrl)).body).toContain('Payment request expired');
    await simulator.settled();
    expect(received).toHaveLength(1);
  });

  it('expires a transaction whose page was never opened, and expireDue sends those postbacks', async () => {
    const open = payment();
    const done = payment();
    await gigadat.createPayment(open);
    await gigadat.createPayment(done);
    await simulator.approve(done.transactionId);
    clock.advance(31 * 60 * 1000);

    expect(await simulator.expireDue()).toBe(1);
    expect(received.map((postback) => postback.query)).toEqual([
      { transaction: done.transactionId, status: 'STATUS_SUCCESS' },
      { transaction: open.transactionId, status: 'STATUS_EXPIRED' },
    ]);
    expect(await statusOf(done.transactionId)).toBe('STATUS_SUCCESS');
  });

  it('answers null for a transaction it never issued', async () => {
    expect(await gigadat.getTransaction('never-issued')).toBeNull();
    const res = await app.inject({
      method: 'GET',
      url: `${gigadatStandInPrefix}/api/transactions/never-issued`,
      headers: { authorization },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ err: 'Transaction not found' });
  });

  it('refuses a status query without the right credentials', async () => {
    const input = payment();
    await gigadat.createPayment(input);
    const res = await app.inject({
      method: 'GET',
      url: `${gigadatStandInPrefix}/api/transactions/${input.transactionId}`,
    });
    expect(res.statusCode).toBe(401);
    const error = await clientWith({ accessToken: 'wrong' })
      .getTransaction(input.transactionId)
      .catch((e: unknown) => e);
    expect((error as ProviderError).options.status).toBe(401);
  });
});

describe('the control API for tests', () => {
  it('approves, declines and expires without the page, each with its postback', async () => {
    const [a, b, c] = [payment(), payment(), payment()];
    for (const input of [a, b, c]) await gigadat.createPayment(input);
    await simulator.approve(a.transactionId);
    await simulator.decline(b.transactionId);
    await simulator.expire(c.transactionId);
    expect(await statusOf(a.transactionId)).toBe('STATUS_SUCCESS');
    expect(await statusOf(b.transactionId)).toBe('STATUS_REJECTED');
    expect(await statusOf(c.transactionId)).toBe('STATUS_EXPIRED');
    expect(simulator.postbacks().map((postback) => postback.status)).toEqual([
      'STATUS_SUCCESS',
      'STATUS_REJECTED',
      'STATUS_EXPIRED',
    ]);
    await expect(simulator.approve('unknown')).rejects.toThrow(/no transaction unknown/);
  });

  it('records a listener’s refusal or absence, and resends a postback as a duplicate delivery', async () => {
    const input = payment();
    await gigadat.createPayment(input);
    listenerStatus = 500;
    await simulator.approve(input.transactionId);
    expect(simulator.postbacks()[0]).toMatchObject({ responseStatus: 500, error: null });

    listenerStatus = 200;
    const again = await simulator.resendPostback(input.transactionId);
    expect(again).toMatchObject({ status: 'STATUS_SUCCESS', responseStatus: 200 });
    expect(received.map((postback) => postback.query.status)).toEqual([
      'STATUS_SUCCESS',
      'STATUS_SUCCESS',
    ]);
  });

  it('records a postback that cannot be delivered at all', async () => {
    const lonely = createGigadatSimulator({
      ...credentials,
      clock,
      listenerUrl: 'http://127.0.0.1:9/api/payments/interac/postback',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    lonely.createTransaction({
      userId: 'u',
      transactionId: 't',
      name: 'n',
      email: 'e@example.com',
      mobile: null,
      site: publicUrl,
      userIp: '127.0.0.1',
      currency: 'CAD',
      language: 'en',
      amountCents: 100,
      type: 'CPI',
      sandbox: true,
    });
    await lonely.decline('t');
    expect(lonely.postbacks()).toMatchObject([
      { status: 'STATUS_REJECTED', responseStatus: null, error: 'fetch failed' },
    ]);
  });
});

describe('the webflow page', () => {
  it('shows the merchant, the amount in CAD and the two buttons, with no script, and escapes what it shows', async () => {
    const input = payment({
      name: '<script>alert("x")</script> & Co',
      amountCents: 123456,
    });
    const { paymentUrl } = await gigadat.createPayment(input);
    const page = await openPage(paymentUrl);

    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Pay with Interac</h1>');
    expect(page.body).toContain(`<dd>${merchant}</dd>`);
    expect(page.body).toContain('$1,234.56 CAD');
    expect(page.body).toMatch(
      /<button type="submit"[^>]*value="approve">Approve payment<\/button>/,
    );
    expect(page.body).toMatch(
      /<button type="submit"[^>]*value="decline">Decline payment<\/button>/,
    );
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toMatch(/\son\w+=/);
  });

  it('escapes the merchant’s name and links back only to a web address', () => {
    const transaction = {
      ...simulatorTransaction(),
      status: 'STATUS_SUCCESS' as const,
      site: 'javascript:alert(1)',
    };
    const html = renderOutcomePage(transaction, { merchant: 'Lumina <b>&</b> Co' });
    expect(html).toContain('return to Lumina &lt;b&gt;&amp;&lt;/b&gt; Co.');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('javascript:');
    const linked = renderOutcomePage(
      { ...transaction, site: 'https://lumina.example/' },
      { merchant },
    );
    expect(linked).toContain(`<a href="https://lumina.example/">Return to ${merchant}</a>`);
  });

  it('shows an error page for a wrong token or an unknown transaction, and changes nothing', async () => {
    const input = payment();
    const { paymentUrl } = await gigadat.createPayment(input);
    const forged = new URL(paymentUrl);
    forged.searchParams.set('token', 'eyJhbGciOiJIUzI1NiJ9.e30.forged');

    const wrongToken = await openPage(forged.toString());
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.body).toContain('Payment link not valid');
    expect(wrongToken.body).not.toContain('Approve payment');
    expect(await statusOf(input.transactionId)).toBe('STATUS_INITED');

    const unknown = await openPage(`${publicUrl}/sim/interac/webflow?transaction=nope&token=x`);
    expect(unknown.statusCode).toBe(404);
    const missing = await openPage(`${publicUrl}/sim/interac/webflow`);
    expect(missing.statusCode).toBe(404);

    const forgedAnswer = await app.inject({
      method: 'POST',
      url: `${gigadatStandInPrefix}/webflow`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        transaction: input.transactionId,
        token: 'forged',
        decision: 'approve',
      }).toString(),
    });
    expect(forgedAnswer.statusCode).toBe(404);
    expect(await statusOf(input.transactionId)).toBe('STATUS_INITED');
    expect(received).toHaveLength(0);
  });
});
