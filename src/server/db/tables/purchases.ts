import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type PurchaseKind = 'package' | 'cashback';

/**
 * A line of the dashboard's purchase history. A package purchase comes from exactly one
 * completed payment order; a cashback row ('Monthly Cashback', amount 0) has no order and
 * names its month, once per customer per month.
 */
export interface PurchasesTable {
  id: string;
  customerId: string;
  kind: PurchaseKind;
  paymentOrderId: string | null;
  bundleName: string;
  minutes: number;
  amountCents: number;
  /** 'YYYY-MM' for cashback rows, null otherwise. */
  cashbackMonth: string | null;
  purchasedAt: Timestamp;
}

export type Purchase = Selectable<PurchasesTable>;
export type NewPurchase = Insertable<PurchasesTable>;
