// The stand-in's webhooks (docs/architecture.md §5.1): events in PayPal's envelope, POSTed
// to our listener with PayPal's transmission headers, retried when the listener does not answer
// 2xx, and a verify-webhook-signature check that says SUCCESS only for a transmission this
// stand-in made, unaltered. PayPal signs with RSA and a certificate; nobody but the stand-in
// checks these signatures (our listener asks the verify endpoint, as in production), so an
// HMAC with a per-process secret stands in for it. A verification request is checked against
// the webhooks document first: a malformed one is VALIDATION_ERROR (docs/decisions/033).
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Clock } from '#server/clock.ts';
import { object, shapeProblem, text, type FieldRule } from './field-rules.ts';
import { newWebhookEventId } from './ids.ts';
import { v1ValidationError, type SimResponse } from './wire-errors.ts';

/** Sends one delivery; answers the listener's HTTP status (throws when it cannot be reached). */
export type WebhookTransport = (
  url: string,
  request: { headers: Record<string, string>; body: string },
) => Promise<{ status: number }>;

export interface WebhookAttempt {
  at: string;
  /** The listener's status; null when it could not be reached. */
  status: number | null;
  error: string | null;
}

export interface SentWebhook {
  eventId: string;
  eventType: string;
  /** The event as sent (the parsed body). */
  event: Record<string, unknown>;
  /** The exact bytes sent. */
  body: string;
  url: string;
  transmissionId: string;
  /** PayPal's delivery headers, as sent (PAYPAL-TRANSMISSION-ID, …). */
  headers: Record<string, string>;
  attempts: WebhookAttempt[];
  delivered: boolean;
}

export interface WebhookSenderOptions {
  webhookId: string;
  webhookUrl: string;
  apiBaseUrl: string;
  clock: Clock;
  transport: WebhookTransport;
  /** Event types the simulated webhook subscribes to; others are not sent. */
  eventTypes: readonly string[];
  /** How long after the event the first delivery goes out (PayPal's come a little later). */
  deliveryDelayMs: number;
  /** Waits before each retry of a failed delivery. */
  retryDelaysMs: readonly number[];
  onDeliveryFailure?: (webhook: SentWebhook) => void;
}

export const authAlgo = 'SHA256withRSA';

/** JSON with sorted keys: two parses of one event compare equal whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The webhooks document's `event_version` and `resource_version`: "1.0", "2.0". */
const version = text({ pattern: /^([0-9]+.[0-9]+)$/ });

/**
 * `verify_webhook_signature` in the webhooks document (notifications_webhooks_v1.json, version
 * 1.11): every field required, each with its length and pattern.
 */
const verifyRequest: FieldRule = object(
  {
    auth_algo: text({ max: 100, pattern: /^[a-zA-Z0-9]+$/ }),
    cert_url: text({ max: 500, format: 'uri' }),
    transmission_id: text({ max: 50, pattern: /^(?!\d+$)\w+\S+/ }),
    transmission_sig: text({ max: 500, pattern: /^(?!\d+$)\w+\S+/ }),
    transmission_time: text({ max: 100, format: 'date-time' }),
    webhook_id: text({ max: 50, pattern: /^[a-zA-Z0-9]+$/ }),
    webhook_event: object({
      id: text(),
      create_time: text({ format: 'date-time' }),
      resource_type: text(),
      event_version: version,
      event_type: text(),
      summary: text(),
      resource_version: version,
    }),
  },
  [
    'auth_algo',
    'cert_url',
    'transmission_id',
    'transmission_sig',
    'transmission_time',
    'webhook_id',
    'webhook_event',
  ],
);

export function createWebhookSender(options: WebhookSenderOptions) {
  const secret = randomBytes(32);
  const certUrl = `${options.apiBaseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-${randomBytes(4).toString('hex')}`;
  const sent: SentWebhook[] = [];
  const events = new Map<string, Record<string, unknown>>();
  /** First deliveries waiting for their delay: settle() sends them at once. */
  const scheduled = new Map<NodeJS.Timeout, () => void>();
  const retryTimers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  function sign(transmissionId: string, time: string, body: string): string {
    const digest = createHmac('sha256', secret)
      .update(`${transmissionId}|${time}|${options.webhookId}|${crc32(body)}`)
      .digest();
    // The document's pattern for transmission_sig wants a word character first: a first byte
    // below 0x80 starts the base64 text with A–Z or a–f.
    digest[0] = (digest[0] ?? 0) & 0x7f;
    return digest.toString('base64');
  }

  function track(promise: Promise<void>) {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }

  async function attempt(webhook: SentWebhook): Promise<void> {
    const at = options.clock.now().toISOString();
    try {
      const { status } = await options.transport(webhook.url, {
        headers: { 'Content-Type': 'application/json', ...webhook.headers },
        body: webhook.body,
      });
      webhook.attempts.push({ at, status, error: null });
      webhook.delivered = status >= 200 && status < 300;
    } catch (error) {
      webhook.attempts.push({
        at,
        status: null,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (webhook.delivered || closed) return;
    options.onDeliveryFailure?.(webhook);
    const wait = options.retryDelaysMs[webhook.attempts.length - 1];
    if (wait === undefined) return;
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      track(attempt(webhook));
    }, wait);
    timer.unref();
    retryTimers.add(timer);
  }

  function transmit(event: Record<string, unknown>): SentWebhook {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = options.clock.now().toISOString();
    const webhook: SentWebhook = {
      eventId: String(event.id),
      eventType: String(event.event_type),
      event: JSON.parse(body) as Record<string, unknown>,
      body,
      url: options.webhookUrl,
      transmissionId,
      headers: {
        'PAYPAL-TRANSMISSION-ID': transmissionId,
        'PAYPAL-TRANSMISSION-TIME': time,
        'PAYPAL-TRANSMISSION-SIG': sign(transmissionId, time, body),
        'PAYPAL-CERT-URL': certUrl,
        'PAYPAL-AUTH-ALGO': authAlgo,
        'User-Agent': 'PayPal/AUHD-214.0-58009917',
      },
      attempts: [],
      delivered: false,
    };
    sent.push(webhook);
    if (closed) return webhook;
    const run = () => track(attempt(webhook));
    const timer = setTimeout(() => {
      scheduled.delete(timer);
      run();
    }, options.deliveryDelayMs);
    timer.unref();
    scheduled.set(timer, run);
    return webhook;
  }

  return {
    /** Sends an event about `resource` when the webhook subscribes to its type. */
    publish(
      eventType: string,
      resourceType: 'capture' | 'refund' | 'dispute',
      resource: unknown,
      summary: string,
    ): SentWebhook | null {
      if (!options.eventTypes.includes(eventType)) return null;
      const id = newWebhookEventId();
      const event = {
        id,
        event_version: '1.0',
        create_time: options.clock.now().toISOString(),
        resource_type: resourceType,
        // Payments v2 resources; disputes come from the v1 Disputes API.
        resource_version: resourceType === 'dispute' ? '1.0' : '2.0',
        event_type: eventType,
        summary,
        resource,
        links: [
          {
            href: `${options.apiBaseUrl}/v1/notifications/webhooks-events/${id}`,
            rel: 'self',
            method: 'GET',
          },
          {
            href: `${options.apiBaseUrl}/v1/notifications/webhooks-events/${id}/resend`,
            rel: 'resend',
            method: 'POST',
          },
        ],
      };
      events.set(id, event);
      return transmit(event);
    },

    /** The event again, in a new transmission (PayPal's "resend"): a duplicate delivery. */
    resend(eventId: string): SentWebhook | null {
      const event = events.get(eventId);
      return event ? transmit(event) : null;
    },

    event(eventId: string): Record<string, unknown> | undefined {
      return events.get(eventId);
    },

    sent(): SentWebhook[] {
      return [...sent];
    },

    /** POST /v1/notifications/verify-webhook-signature. */
    verify(body: unknown): SimResponse {
      const problem = shapeProblem(body ?? {}, verifyRequest);
      if (problem) {
        const issue =
          problem.issue === 'MISSING_REQUIRED_PARAMETER'
            ? 'Required field cannot be blank'
            : problem.issue;
        return v1ValidationError([{ field: problem.field, issue }]);
      }
      const request = body as Record<string, unknown>;
      const transmission = sent.find(
        (webhook) => webhook.transmissionId === request.transmission_id,
      );
      const genuine =
        transmission !== undefined &&
        request.webhook_id === options.webhookId &&
        request.auth_algo === transmission.headers['PAYPAL-AUTH-ALGO'] &&
        request.cert_url === transmission.headers['PAYPAL-CERT-URL'] &&
        request.transmission_sig === transmission.headers['PAYPAL-TRANSMISSION-SIG'] &&
        request.transmission_time === transmission.headers['PAYPAL-TRANSMISSION-TIME'] &&
        canonicalJson(request.webhook_event) === canonicalJson(transmission.event);
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
    },

    /** Sends the deliveries still waiting for their delay now, and waits for every one in flight. */
    async settle(): Promise<void> {
      for (;;) {
        for (const [timer, run] of scheduled) {
          clearTimeout(timer);
          scheduled.delete(timer);
          run();
        }
        if (inFlight.size === 0) return;
        await Promise.allSettled([...inFlight]);
      }
    },

    /** Stops sending (the app is closing): pending retries are dropped, deliveries finish. */
    async close(): Promise<void> {
      closed = true;
      for (const timer of scheduled.keys()) clearTimeout(timer);
      scheduled.clear();
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
