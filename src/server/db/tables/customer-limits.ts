import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * A customer's healthy limits (docs/decisions/054-limits-and-guarantee.md): each null for none.
 * A raise or a removal waits 24 hours: the value asked for (null: no limit) and when it applies
 * sit beside the one in force; `…PendingAt` null when nothing waits.
 */
export interface CustomerLimitsTable {
  customerId: string;
  /** The monthly purchase limit in cents, tax included (a calendar month in Montréal time). */
  monthlyCents: number | null;
  monthlyPendingCents: number | null;
  monthlyPendingAt: Timestamp | null;
  /** The longest a call may last, in minutes. */
  callMinutes: number | null;
  callPendingMinutes: number | null;
  callPendingAt: Timestamp | null;
  updatedAt: Timestamp;
}

export type CustomerLimitsRow = Selectable<CustomerLimitsTable>;
export type NewCustomerLimits = Insertable<CustomerLimitsTable>;
