// Provider calls carry the id of the request or run making them in X-Request-Id, leave the
// caller's own headers (PayPal's idempotency key among them) alone, and log at debug.
import { describe, expect, it } from 'vitest';
import { runAsWork } from '#server/logging/work-context.ts';
import { fetchWithRequestId } from './request-id-fetch.ts';

function recordingFetch() {
  const calls: Headers[] = [];
  const send: typeof fetch = (input, init) => {
    calls.push(new Headers(init?.headers ?? (input instanceof Request ? input.headers : {})));
    return Promise.resolve(new Response('{}', { status: 201 }));
  };
  return { send, calls };
}

describe('provider calls', () => {
  it('send the id of the request under way, keeping the headers the client set', async () => {
    const { send, calls } = recordingFetch();
    const call = fetchWithRequestId(send);
    await runAsWork({ id: 'req-42' }, async () => {
      await call('https://api.example/v2/orders', {
        method: 'POST',
        headers: { 'PayPal-Request-Id': 'order-idempotency-key', Authorization: 'Bearer x' },
      });
      await call(new Request('https://api.example/v1/token', { headers: { Accept: 'a/b' } }));
      await call('https://api.example/v1/own', { headers: { 'X-Request-Id': 'chosen' } });
    });
    expect(calls.map((headers) => headers.get('x-request-id'))).toEqual([
      'req-42',
      'req-42',
      'chosen',
    ]);
    expect(calls[0]?.get('paypal-request-id')).toBe('order-idempotency-key');
    expect(calls[0]?.get('authorization')).toBe('Bearer x');
    expect(calls[1]?.get('accept')).toBe('a/b');
  });

  it('send no id outside any request or run', async () => {
    const { send, calls } = recordingFetch();
    await fetchWithRequestId(send)('https://api.example/v2/orders');
    expect(calls[0]?.has('x-request-id')).toBe(false);
  });

  it('are each a debug line: host, method, path without the query, status', async () => {
    const { send } = recordingFetch();
    const lines: { details: object; message: string }[] = [];
    const logger = {
      debug: (details: object, message: string) => lines.push({ details, message }),
    };
    await fetchWithRequestId(send, logger)('https://api.example/v1/sms?to=5145550177', {
      method: 'POST',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('provider call');
    expect(lines[0]?.details).toMatchObject({
      host: 'api.example',
      method: 'POST',
      path: '/v1/sms',
      status: 201,
    });
    expect(JSON.stringify(lines)).not.toContain('5145550177');
  });
});
