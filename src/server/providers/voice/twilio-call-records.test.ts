// The Calls-resource client against a small Twilio look-alike on 127.0.0.1: what it asks
// (path, query, Basic auth), how it reads Twilio's JSON (RFC 2822 times, string durations), and
// how each failure becomes a ProviderError that says whether to try again.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.ts';
import { createTwilioCallRecords } from './twilio-call-records.ts';

const accountSid = `AC${'ab'.repeat(16)}`;
const authToken = 'test-auth-token';
const parentSid = `CA${'1'.repeat(32)}`;
const childSid = `CA${'2'.repeat(32)}`;
const callPath = `/2010-04-01/Accounts/${accountSid}/Calls`;

const completedChild = {
  sid: childSid,
  parent_call_sid: parentSid,
  account_sid: accountSid,
  status: 'completed',
  start_time: 'Tue, 10 Aug 2010 08:02:17 +0000',
  end_time: 'Tue, 10 Aug 2010 08:04:22 +0000',
  duration: '125',
  direction: 'outbound-dial',
};

interface Seen {
  path: string;
  authorization: string | undefined;
}

let server: FastifyInstance;
let baseUrl: string;
let seen: Seen[];
/** What the look-alike answers next: status and body, after an optional delay. */
let answer: { status: number; body: unknown; delayMs?: number };

beforeEach(async () => {
  seen = [];
  answer = { status: 200, body: completedChild };
  server = Fastify({ forceCloseConnections: true });
  server.get('/*', async (request, reply) => {
    seen.push({ path: request.url, authorization: request.headers.authorization });
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return reply.status(answer.status).send(answer.body);
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await server.close();
});

function client(options: { timeoutMs?: number; apiBaseUrl?: string } = {}) {
  return createTwilioCallRecords({
    accountSid,
    authToken,
    apiBaseUrl: options.apiBaseUrl ?? baseUrl,
    mode: 'twilio',
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

function twilioErrorBody(code: number, status: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('fetchCall', () => {
  it('asks for the call with Basic auth and reads Twilio’s times and duration', async () => {
    const records = client();
    expect(records.mode).toBe('twilio');
    await expect(records.fetchCall(childSid)).resolves.toEqual({
      sid: childSid,
      parentCallSid: parentSid,
      status: 'completed',
      startTime: '2010-08-10T08:02:17.000Z',
      endTime: '2010-08-10T08:04:22.000Z',
      durationSeconds: 125,
    });
    expect(seen).toEqual([
      {
        path: `${callPath}/${childSid}.json`,
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      },
    ]);
  });

  it('reads a call still in progress (no end, no duration) and an inbound call (no parent)', async () => {
    answer = {
      status: 200,
      body: {
        ...completedChild,
        sid: parentSid,
        parent_call_sid: null,
        status: 'in-progress',
        start_time: 'Sat, 21 Nov 2026 15:00:05 -0500',
        end_time: null,
        duration: null,
      },
    };
    await expect(client().fetchCall(parentSid)).resolves.toEqual({
      sid: parentSid,
      parentCallSid: null,
      status: 'in-progress',
      startTime: '2026-11-21T20:00:05.000Z',
      endTime: null,
      durationSeconds: null,
    });
  });

  it('answers null when Twilio has no such call (404)', async () => {
    answer = {
      status: 404,
      body: twilioErrorBody(20404, 404, `The requested resource ${callPath}/x.json was not found`),
    };
    await expect(client().fetchCall(childSid)).resolves.toBeNull();
  });

  it('refuses for good on bad credentials (401)', async () => {
    answer = { status: 401, body: twilioErrorBody(20003, 401, 'Authenticate') };
    const error = await failure(client().fetchCall(childSid));
    expect(error.provider).toBe('twilio');
    expect(error.message).toBe('Twilio 20003: Authenticate');
    expect(error.retryable).toBe(false);
    expect(error.options).toMatchObject({ status: 401, code: 20003 });
  });

  it('may try again after Twilio’s own failure (500) or a rate limit (429)', async () => {
    answer = { status: 500, body: twilioErrorBody(20500, 500, 'Internal Server Error') };
    const internal = await failure(client().fetchCall(childSid));
    expect(internal.retryable).toBe(true);
    expect(internal.options).toMatchObject({ status: 500, code: 20500 });

    answer = { status: 429, body: twilioErrorBody(20429, 429, 'Too Many Requests') };
    const limited = await failure(client().fetchCall(childSid));
    expect(limited.retryable).toBe(true);
    expect(limited.options.status).toBe(429);

    answer = { status: 502, body: 'Bad gateway' };
    const gateway = await failure(client().fetchCall(childSid));
    expect(gateway.retryable).toBe(true);
    expect(gateway.message).toBe('Twilio 502: HTTP 502');
  });

  it('gives up on a slow answer after the timeout, and may try again', async () => {
    answer = { status: 200, body: completedChild, delayMs: 1_000 };
    const error = await failure(client({ timeoutMs: 50 }).fetchCall(childSid));
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ETIMEDOUT');
    expect(error.message).toBe('Twilio did not answer within 50 ms');
  });

  it('may try again when Twilio cannot be reached', async () => {
    const closed = Fastify();
    await closed.listen({ host: '127.0.0.1', port: 0 });
    const port = (closed.server.address() as AddressInfo).port;
    await closed.close();
    const error = await failure(
      client({ apiBaseUrl: `http://127.0.0.1:${port}` }).fetchCall(childSid),
    );
    expect(error.retryable).toBe(true);
    expect(error.options.code).toBe('ECONNREFUSED');
  });

  it.each([
    ['an unknown status', { ...completedChild, status: 'answered' }],
    ['a time that is no date', { ...completedChild, end_time: 'soon' }],
    ['a duration that is no number of seconds', { ...completedChild, duration: '12.5' }],
    ['no sid', { ...completedChild, sid: undefined }],
  ])('refuses a record with %s', async (_case, body) => {
    answer = { status: 200, body };
    const error = await failure(client().fetchCall(childSid));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/^Twilio answered with an unreadable/);
  });
});

describe('listChildCalls', () => {
  it('asks for the legs of a call, one page of 50, and reads each', async () => {
    const noAnswer = {
      ...completedChild,
      sid: `CA${'3'.repeat(32)}`,
      status: 'no-answer',
      start_time: null,
      end_time: null,
      duration: '0',
    };
    answer = {
      status: 200,
      body: { calls: [completedChild, noAnswer], page: 0, page_size: 50, next_page_uri: null },
    };
    const legs = await client().listChildCalls(parentSid);
    expect(legs.map((leg) => [leg.sid, leg.status, leg.durationSeconds])).toEqual([
      [childSid, 'completed', 125],
      [noAnswer.sid, 'no-answer', 0],
    ]);
    expect(seen[0]?.path).toBe(`${callPath}.json?ParentCallSid=${parentSid}&PageSize=50`);
  });

  it('answers an empty list when the call has no legs, and fails on a 404 or a body with no list', async () => {
    answer = { status: 200, body: { calls: [] } };
    await expect(client().listChildCalls(parentSid)).resolves.toEqual([]);

    answer = { status: 404, body: twilioErrorBody(20404, 404, 'not found') };
    expect((await failure(client().listChildCalls(parentSid))).options.status).toBe(404);

    answer = { status: 200, body: { items: [] } };
    expect((await failure(client().listChildCalls(parentSid))).message).toMatch(/call list/);
  });
});
