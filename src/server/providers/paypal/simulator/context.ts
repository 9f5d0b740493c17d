// What the stand-in's parts (orders, refunds, control) share.
import type { Clock } from '#server/clock.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import type { ResourceUrls } from './resources.ts';
import type { SimStore } from './state.ts';
import type { WebhookSender } from './webhooks.ts';

export interface SimContext {
  store: SimStore;
  urls: ResourceUrls;
  clock: Clock;
  keys: IdempotencyKeys;
  webhooks: WebhookSender;
}

export const isoNow = (clock: Clock) => clock.now().toISOString();

/** How PayPal writes an amount in event summaries: "$ 43.12 CAD". */
export function summaryAmount(currency: string, value: string): string {
  return `$ ${value} ${currency}`;
}
