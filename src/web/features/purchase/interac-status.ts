// What the checkout does with each Interac status it polls (docs/product.md §4 "Interac", docs/product.md §10.21),
// as a pure function so every branch is tested on its own. The server has already credited the
// order when it answers STATUS_SUCCESS; the browser only reports and moves on.
import { accountCopy } from '#shared/copy/account-catalogue.ts';

/** How often the status is asked for (docs/product.md §9: Interac status 10 s). */
export const INTERAC_POLL_INTERVAL_MS = 10_000;

export type InteracOutcome =
  /** Keep polling: the buyer has not finished, or the bank has not answered yet. */
  | { kind: 'waiting' }
  /** Stop: paid and credited. */
  | { kind: 'succeeded' }
  /** Stop, and tell the buyer why, as an error or as a warning. */
  | { kind: 'stopped'; severity: 'error' | 'warning'; message: string };

const waitingStatuses = new Set(['initiated', 'STATUS_INITED', 'STATUS_PENDING']);
const otherGigadatStatus = /^STATUS_(.+)$/;

export function interacOutcome(status: string | null | undefined): InteracOutcome {
  const t = accountCopy.purchase.payment;
  if (status === 'STATUS_SUCCESS') return { kind: 'succeeded' };
  if (status != null && waitingStatuses.has(status)) return { kind: 'waiting' };
  if (status === 'STATUS_FAILED') {
    return { kind: 'stopped', severity: 'error', message: t.interacFailed };
  }
  const other = status == null ? null : otherGigadatStatus.exec(status);
  if (other?.[1]) {
    // STATUS_EXPIRED → 'Interac transaction expired'; STATUS_ABORTED1 → '… aborted1'.
    return {
      kind: 'stopped',
      severity: 'warning',
      message: t.interacStatus(other[1].toLowerCase()),
    };
  }
  return { kind: 'stopped', severity: 'error', message: t.interacUnavailable };
}
