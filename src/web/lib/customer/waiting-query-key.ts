// The customer's pending requests (the call-back queues they wait in and their "notify me"
// requests, docs/decisions/052): read by the dashboard, refreshed by the board's dialogs after
// a request, so this key sits below both features.
import { customerQueryKey } from './customer-profile.ts';

export function waitingQueryKey(customerId: string) {
  return [...customerQueryKey(customerId), 'waiting'] as const;
}
