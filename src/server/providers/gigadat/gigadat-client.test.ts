// The real Gigadat client against a throwaway HTTP peer on 127.0.0.1: the exact requests it
// sends, how it reads Gigadat's answers (leniently where integrations differ), and how each
// failure becomes a ProviderError that says whether trying again can help. The client against
// the stand-in is in simulator/stand-in.test.ts.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { createGigadatClient, type GigadatClientOptions } from './gigadat-client.ts';
import type { GigadatPaymentInput } from './port.ts';

interface PeerRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

interface PeerAnswer {
  status: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  delayMs?: number;
}

interface Peer {
  baseUrl: string;
  requests: PeerRequest[];
  stop(): Promise<void>;
}

const peers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    peers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function startPeer(answer: (request: PeerRequest) => PeerAnswer): Promise<Peer> {
  const requests: PeerRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: PeerRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status, body, delayMs = 0 } = answer(request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body));
      }, delayMs);
    });
  });
  peers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function client(peer: Peer, overrides: Partial<GigadatClientOptions> = {}) {
  return createGigadatClient({
    apiBaseUrl: peer.baseUrl,
    accessToken: 'access-123',
    securityToken: 'security-456',
    campaignId: 'campaign 7',
    sandbox: true,
    siteUrl: 'https://lumina.example',
    mode: 'gigadat',
    ...overrides,
  });
}

const payment: GigadatPaymentInput = {
  transactionId: 'itx_0001',
  userId: 'customer-42',
  name: 'Élise Tremblay',
  email: 'elise@example.com',
  mobile: '5145550100',
  userIp: '203.0.113.7',
  amountCents: 5649,
};

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('createPayment (POST /api/payment-token/{campaignId})', () => {
  it('sends the CPI request with Basic auth and the amount in dollars, and builds the webflow URL', async () => {
    const peer = await startPeer(() => ({
      status: 200,
      body: { token: 'eyJ.token+/=', data: { transactionId: 'itx_0001' } },
    }));

    const result = await client(peer).createPayment(payment);

    expect(peer.requests).toHaveLength(1);
    const [request] = peer.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/payment-token/campaign%207');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('access-123:security-456').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      userId: 'customer-42',
      transactionId: 'itx_0001',
      name: 'Élise Tremblay',
      email: 'elise@example.com',
      mobile: '5145550100',
      site: 'https://lumina.example',
      userIp: '203.0.113.7',
      currency: 'CAD',
      language: 'en',
      amount: 56.49,
      type: 'CPI',
      sandbox: true,
      hosted: true,
    });
    // The amount travels as the decimal number itself, not a float's approximation.
    expect(request?.body).toContain('"amount":56.49,');
    expect(result).toEqual({
      token: 'eyJ.token+/=',
      paymentUrl: `${peer.baseUrl}/webflow?transaction=itx_0001&token=eyJ.token%2B%2F%3D`,
    });
  });

  it('leaves out a missing mobile number and sends the campaign’s sandbox flag as it is', async () => {
    const peer = await startPeer(() => ({ status: 200, body: { token: 't', data: {} } }));
    await client(peer, { sandbox: false }).createPayment({
      ...payment,
      mobile: null,
      amountCents: 2500,
    });
    const sent = JSON.parse(peer.requests[0]?.body ?? '') as Record<string, unknown>;
    expect(sent).not.toHaveProperty('mobile');
    expect(sent.sandbox).toBe(false);
    expect(sent.amount).toBe(25);
  });

  it("turns Gigadat's refusal ({err}, 4xx) into a permanent error with its message", async () => {
    const peer = await startPeer(() => ({
      status: 400,
      body: { err: 'Transaction ID already exists' },
    }));
    const error = await caught(client(peer).createPayment(payment));
    expect(error.retryable).toBe(false);
    expect(error.options.status).toBe(400);
    expect(error.message).toContain('Transaction ID already exists');
  });

  it('turns wrong credentials (401) into a permanent error', async () => {
    const peer = await startPeer(() => ({ status: 401, body: { err: 'Unauthorized' } }));
    const error = await caught(client(peer).createPayment(payment));
    expect(error.retryable).toBe(false);
    expect(error.options.status).toBe(401);
  });

  it("turns Gigadat's own failure (5xx, even without a body) into a retryable error", async () => {
    const peer = await startPeer(() => ({ status: 503 }));
    const error = await caught(client(peer).createPayment(payment));
    expect(error.retryable).toBe(true);
    expect(error.options.status).toBe(503);
    expect(error.message).toContain('HTTP 503');
  });

  it('refuses an answer without a token, and does not call it retryable (the transaction may exist)', async () => {
    const peer = await startPeer(() => ({ status: 200, body: { data: {} } }));
    const error = await caught(client(peer).createPayment(payment));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('no payment token');
  });

  it('gives up on a slow answer, as a retryable timeout', async () => {
    const peer = await startPeer(() => ({ status: 200, body: { token: 't' }, delayMs: 1_000 }));
    const error = await caught(client(peer, { timeoutMs: 100 }).createPayment(payment));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ETIMEDOUT');
  });

  it('turns an unreachable Gigadat into a retryable error', async () => {
    const peer = await startPeer(() => ({ status: 200 }));
    await peer.stop();
    const error = await caught(client(peer).createPayment(payment));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ECONNREFUSED');
  });
});

describe('getTransaction (GET /api/transactions/{id})', () => {
  it('reads the status, the amount in cents, the currency and the customer, with Basic auth', async () => {
    const peer = await startPeer(() => ({
      status: 200,
      body: {
        transactionId: 'itx_0001',
        status: 'STATUS_SUCCESS',
        amount: 56.49,
        currency: 'CAD',
        userId: 'customer-42',
        type: 'CPI',
      },
    }));
    const transaction = await client(peer).getTransaction('itx 0001');
    expect(peer.requests[0]?.method).toBe('GET');
    expect(peer.requests[0]?.url).toBe('/api/transactions/itx%200001');
    expect(peer.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('access-123:security-456').toString('base64')}`,
    );
    expect(transaction).toEqual({
      transactionId: 'itx_0001',
      status: 'STATUS_SUCCESS',
      amountCents: 5649,
      currency: 'CAD',
      userId: 'customer-42',
    });
  });

  it('reads an amount sent as a string, and fields nested under data', async () => {
    const peer = await startPeer(() => ({
      status: 200,
      body: { status: 'STATUS_PENDING', data: { amount: '100.50', currency: 'CAD', userId: 7 } },
    }));
    expect(await client(peer).getTransaction('itx_0002')).toEqual({
      transactionId: 'itx_0002',
      status: 'STATUS_PENDING',
      amountCents: 10050,
      currency: 'CAD',
      userId: '7',
    });
  });

  it('tolerates missing fields with values no order can match', async () => {
    const peer = await startPeer(() => ({ status: 200, body: { status: 'STATUS_SUCCESS' } }));
    const transaction = await client(peer).getTransaction('itx_0003');
    expect(transaction?.status).toBe('STATUS_SUCCESS');
    expect(transaction?.transactionId).toBe('itx_0003');
    expect(transaction?.amountCents).toBeNaN();
    expect(transaction?.currency).toBe('');
    expect(transaction?.userId).toBe('');
  });

  it('answers null for a transaction Gigadat does not know (404)', async () => {
    const peer = await startPeer(() => ({ status: 404, body: { err: 'Transaction not found' } }));
    expect(await client(peer).getTransaction('nope')).toBeNull();
  });

  it('treats an answer without a status as a retryable failure, and 5xx likewise', async () => {
    const garbled = await startPeer(() => ({ status: 200, body: '<html>maintenance</html>' }));
    const unreadable = await caught(client(garbled).getTransaction('itx_0001'));
    expect(unreadable.retryable).toBe(true);

    const down = await startPeer(() => ({ status: 502, body: { err: 'Bad gateway' } }));
    const failure = await caught(client(down).getTransaction('itx_0001'));
    expect(failure.retryable).toBe(true);
    expect(failure.message).toContain('Bad gateway');
  });

  it('turns wrong credentials into a permanent error rather than "unknown transaction"', async () => {
    const peer = await startPeer(() => ({ status: 401, body: { err: 'Unauthorized' } }));
    const error = await caught(client(peer).getTransaction('itx_0001'));
    expect(error.retryable).toBe(false);
    expect(error.options.status).toBe(401);
  });
});
