// What the services tell the metrics (docs/decisions/040): each fact is reported where it
// happens (a payment credited in completion.ts, a message delivered in the outbox), never worked
// out from URLs. Like the logger, it arrives in a service's deps; `noMetrics` is the default, so a
// service built without it (a test, an operator command) reports to nothing. The label values
// are these closed lists, so no id, address or token can ever become a label.
import type { OutboxChannel } from '#server/db/tables/outbox-messages.ts';
import type { JobName } from '#server/jobs/definitions.ts';
import type { PaymentMethod } from '#shared/api/payment-methods.ts';

export const webhookProviders = ['paypal', 'gigadat', 'twilio'] as const;
export type WebhookProvider = (typeof webhookProviders)[number];

/**
 * What became of a provider's webhook: `processed` (it changed something), `ignored` (genuine,
 * but nothing to do: a repeat, an event of no interest, an order we do not know), `rejected` (not
 * genuine: a bad signature, not a delivery at all), `failed` (our side could not handle it now;
 * the provider retries).
 */
export const webhookOutcomes = ['processed', 'ignored', 'rejected', 'failed'] as const;
export type WebhookOutcome = (typeof webhookOutcomes)[number];

/** A delivery that failed: tried again later (`retrying`), or never again (`given_up`). */
export const messageFailures = ['retrying', 'given_up'] as const;
export type MessageFailure = (typeof messageFailures)[number];

export interface Metrics {
  webhookReceived(provider: WebhookProvider, outcome: WebhookOutcome): void;
  /** An order credited (once per order, whatever path learnt it was paid). */
  paymentCompleted(method: PaymentMethod): void;
  /** An order that ended failed: refused by the provider, unpaid, or evidence that did not match. */
  paymentFailed(method: PaymentMethod): void;
  /** Minutes a settled call took from the caller's balance. */
  minutesBilled(minutes: number): void;
  messageSent(channel: OutboxChannel): void;
  messageFailed(channel: OutboxChannel, failure: MessageFailure): void;
  /** A scheduled job's run finished (`failed`: it threw, and is taken over after its lease). */
  jobRan(job: JobName, outcome: 'succeeded' | 'failed'): void;
}

const nothing = () => {};

/** Reports to nothing: the default of every service, and the app's when METRICS_TOKEN is unset. */
export const noMetrics: Metrics = {
  webhookReceived: nothing,
  paymentCompleted: nothing,
  paymentFailed: nothing,
  minutesBilled: nothing,
  messageSent: nothing,
  messageFailed: nothing,
  jobRan: nothing,
};
