// The client against a throwaway HTTP peer (node:http) for what the stand-in never does on its
// own: a server error, throttling, silence, a refused connection, a garbled answer.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { createPayPalClient, type PayPalClientOptions } from './paypal-client.ts';
import { orderInput } from '#tests/support/paypal.ts';
import { PayPalApiError } from './port.ts';

type Answer = (res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let answerOrders: Answer;
const seen: string[] = [];

function json(status: number, body: unknown): Answer {
  return (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

beforeEach(async () => {
  seen.length = 0;
  answerOrders = json(201, { id: '5O190127TN364715T', status: 'CREATED', links: [] });
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (req.url === '/v1/oauth2/token') {
        json(200, { access_token: 'A21AA-peer', token_type: 'Bearer', expires_in: 32400 })(res);
      } else {
        answerOrders(res);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function client(overrides: Partial<PayPalClientOptions> = {}) {
  return createPayPalClient({
    apiBaseUrl: baseUrl,
    clientId: 'peer-client-id',
    clientSecret: 'peer-client-secret',
    webhookId: 'WH-PEER',
    mode: 'paypal',
    ...overrides,
  });
}

async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the PayPal client when PayPal misbehaves', () => {
  it('turns a 500 into a retryable error carrying PayPal’s name and debug id', async () => {
    answerOrders = json(500, {
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error has occurred.',
      debug_id: '90957fca61718',
    });
    const error = await providerError(client().createOrder(orderInput()));
    expect(error.retryable).toBe(true);
    expect(error.options).toMatchObject({ status: 500, code: 'INTERNAL_SERVER_ERROR' });
    expect(error.message).toContain('90957fca61718');
  });

  it('turns throttling (429) into a retryable error', async () => {
    answerOrders = json(429, { name: 'RATE_LIMIT_REACHED', message: 'Too many requests.' });
    const error = await providerError(client().getOrder('5O190127TN364715T'));
    expect(error.retryable).toBe(true);
    expect(error.options.status).toBe(429);
  });

  it('gives up on a silent PayPal after the timeout, retryably', async () => {
    answerOrders = () => {
      // Never answers.
    };
    const started = Date.now();
    const error = await providerError(
      client({ timeoutMs: 150 }).captureOrder('5O190127TN364715T', 'capture-1'),
    );
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ETIMEDOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns a refused connection into a retryable error', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const error = await providerError(client().getOrder('5O190127TN364715T'));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ECONNREFUSED');
  });

  it('treats a 2xx it cannot read as retryable (every call is safe to repeat)', async () => {
    answerOrders = (res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    const error = await providerError(client().getOrder('5O190127TN364715T'));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('UNREADABLE_ANSWER');
  });

  it('keeps a 4xx without PayPal’s envelope as a PayPalApiError', async () => {
    answerOrders = (res) => {
      res.writeHead(403);
      res.end();
    };
    const error = await client()
      .getOrder('5O190127TN364715T')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayPalApiError);
    expect(error).toMatchObject({ status: 403, errorName: null, issue: null });
  });
});
