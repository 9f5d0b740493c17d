// Gigadat's transaction statuses, exactly as they travel (docs/architecture.md §5.2). Only
// the grouping is documented (pending, charged, failed); Gigadat may send a value not listed
// here, so a reader must treat anything else as "not known yet" rather than as a failure.

export const gigadatStatus = {
  /** The payment token exists; the buyer has not finished. */
  inited: 'STATUS_INITED',
  /** The buyer is at the payment step, or the bank has not answered yet. */
  pending: 'STATUS_PENDING',
  /** The money is received: the only status that credits minutes. */
  success: 'STATUS_SUCCESS',
  rejected: 'STATUS_REJECTED',
  rejected1: 'STATUS_REJECTED1',
  /** Not completed in time. */
  expired: 'STATUS_EXPIRED',
  aborted1: 'STATUS_ABORTED1',
  failed: 'STATUS_FAILED',
} as const;

export type GigadatStatus = (typeof gigadatStatus)[keyof typeof gigadatStatus];

/** What a status means for the payment: still open, paid, or over without payment. */
export type GigadatOutcome = 'open' | 'paid' | 'unpaid' | 'unknown';

const unpaid = new Set<string>([
  gigadatStatus.rejected,
  gigadatStatus.rejected1,
  gigadatStatus.expired,
  gigadatStatus.aborted1,
  gigadatStatus.failed,
]);

export function gigadatOutcome(status: string): GigadatOutcome {
  if (status === gigadatStatus.inited || status === gigadatStatus.pending) return 'open';
  if (status === gigadatStatus.success) return 'paid';
  if (unpaid.has(status)) return 'unpaid';
  return 'unknown';
}
