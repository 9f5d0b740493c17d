// The stand-in's webhook sender on its own: PayPal's delivery headers, retries of a delivery our
// listener did not accept, and a verification that accepts only what was sent, unaltered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { createWebhookSender, type WebhookTransport } from './webhooks.ts';

const senders: ReturnType<typeof createWebhookSender>[] = [];
afterEach(async () => {
  await Promise.all(senders.map((sender) => sender.close()));
  senders.length = 0;
});

function sender(transport: WebhookTransport, retryDelaysMs: number[] = [20, 20]) {
  const onDeliveryFailure = vi.fn();
  const created = createWebhookSender({
    webhookId: 'SIMULATEDWEBHOOK1',
    webhookUrl: 'http://localhost:3000/api/payments/paypal/webhook',
    apiBaseUrl: 'http://localhost:3000/sim/paypal',
    clock: createFakeClock(),
    transport,
    eventTypes: ['PAYMENT.CAPTURE.COMPLETED'],
    deliveryDelayMs: 0,
    retryDelaysMs,
    onDeliveryFailure,
  });
  senders.push(created);
  return { sender: created, onDeliveryFailure };
}

const capture = {
  id: '3C679366HH908993F',
  status: 'COMPLETED',
  amount: { currency_code: 'CAD', value: '43.12' },
};

function verifyBody(
  webhook: { headers: Record<string, string> },
  event: unknown,
  webhookId = 'SIMULATEDWEBHOOK1',
) {
  return {
    auth_algo: webhook.headers['PAYPAL-AUTH-ALGO'],
    cert_url: webhook.headers['PAYPAL-CERT-URL'],
    transmission_id: webhook.headers['PAYPAL-TRANSMISSION-ID'],
    transmission_sig: webhook.headers['PAYPAL-TRANSMISSION-SIG'],
    transmission_time: webhook.headers['PAYPAL-TRANSMISSION-TIME'],
    webhook_id: webhookId,
    webhook_event: event,
  };
}

describe('the stand-in’s webhooks', () => {
  it('POST the event with PayPal’s transmission headers', async () => {
    const transport = vi.fn<WebhookTransport>(async () => ({ status: 200 }));
    const { sender: webhooks } = sender(transport);
    const sent = webhooks.publish(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      capture,
      'Payment completed for $ 43.12 CAD',
    );
    await webhooks.settle();

    expect(transport).toHaveBeenCalledTimes(1);
    const [url, request] = transport.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/api/payments/paypal/webhook');
    expect(request?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'PAYPAL-TRANSMISSION-ID': expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      'PAYPAL-TRANSMISSION-TIME': '2026-11-21T15:00:00.000Z',
      'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
      'PAYPAL-CERT-URL': expect.stringMatching(
        /^http:\/\/localhost:3000\/sim\/paypal\/v1\/notifications\/certs\/CERT-/,
      ) as unknown,
    });
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      id: expect.stringMatching(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/) as unknown,
      event_version: '1.0',
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: 'Payment completed for $ 43.12 CAD',
      resource: capture,
    });
    expect(sent?.delivered).toBe(true);
  });

  it('send nothing for an event type the webhook does not subscribe to', async () => {
    const transport = vi.fn<WebhookTransport>(async () => ({ status: 200 }));
    const { sender: webhooks } = sender(transport);
    expect(webhooks.publish('PAYMENT.CAPTURE.PENDING', 'capture', capture, 'pending')).toBeNull();
    await webhooks.settle();
    expect(transport).not.toHaveBeenCalled();
  });

  it('retry a delivery our listener did not accept, then stop once it is accepted', async () => {
    const statuses = [503, 500, 200];
    const transport = vi.fn<WebhookTransport>(async () => ({ status: statuses.shift() ?? 200 }));
    const { sender: webhooks, onDeliveryFailure } = sender(transport, [20, 20, 20]);
    const sent = webhooks.publish('PAYMENT.CAPTURE.COMPLETED', 'capture', capture, 'done');

    await vi.waitFor(() => expect(sent?.delivered).toBe(true));
    expect(sent?.attempts.map((attempt) => attempt.status)).toEqual([503, 500, 200]);
    expect(onDeliveryFailure).toHaveBeenCalledTimes(2);
    expect(
      new Set(transport.mock.calls.map(([, request]) => request.headers['PAYPAL-TRANSMISSION-ID']))
        .size,
    ).toBe(1);
  });

  it('give up after the last retry, and record an unreachable listener', async () => {
    const transport = vi.fn<WebhookTransport>(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:3000');
    });
    const { sender: webhooks } = sender(transport, [10]);
    const sent = webhooks.publish('PAYMENT.CAPTURE.COMPLETED', 'capture', capture, 'done');
    await vi.waitFor(() => expect(sent?.attempts).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent?.attempts).toHaveLength(2);
    expect(sent?.attempts[0]).toMatchObject({
      status: null,
      error: 'connect ECONNREFUSED 127.0.0.1:3000',
    });
    expect(sent?.delivered).toBe(false);
  });

  it('verify only what they sent, unaltered, for our webhook id', async () => {
    const { sender: webhooks } = sender(async () => ({ status: 200 }));
    const sent = webhooks.publish('PAYMENT.CAPTURE.COMPLETED', 'capture', capture, 'done');
    if (!sent) throw new Error('nothing sent');
    const event = JSON.parse(sent.body) as Record<string, unknown>;
    const status = (body: unknown) =>
      (webhooks.verify(body).body as { verification_status: string }).verification_status;

    // Key order does not matter: the event is compared as JSON, not as text.
    const reordered = Object.fromEntries(Object.entries(event).reverse());
    expect(status(verifyBody(sent, reordered))).toBe('SUCCESS');
    expect(status(verifyBody(sent, { ...event, summary: 'changed' }))).toBe('FAILURE');
    expect(status(verifyBody(sent, event, 'ANOTHERWEBHOOK2'))).toBe('FAILURE');
    expect(
      status({ ...verifyBody(sent, event), transmission_time: '2026-11-21T15:00:01.000Z' }),
    ).toBe('FAILURE');
    expect(webhooks.verify({ webhook_id: 'SIMULATEDWEBHOOK1' }).status).toBe(400);
  });

  it('sign in the form the verify call takes (a word character first)', async () => {
    const { sender: webhooks } = sender(async () => ({ status: 200 }));
    for (let i = 0; i < 300; i += 1) {
      const sent = webhooks.publish('PAYMENT.CAPTURE.COMPLETED', 'capture', capture, 'done');
      if (!sent) throw new Error('nothing sent');
      expect(sent.headers['PAYPAL-TRANSMISSION-SIG']).toMatch(/^(?!\d+$)\w+\S+/);
      expect(webhooks.verify(verifyBody(sent, sent.event)).body).toEqual({
        verification_status: 'SUCCESS',
      });
    }
  });
});
