// What the PayPal stand-in remembers, in memory: simulated mode is one process, so a restart
// forgets the stand-in's orders (a buyer half-way through a simulated checkout starts again).
// Amounts are integer cents; what the merchant sent is kept as sent, because PayPal echoes it.

/** What the simulated buyer picks on the approval page ("Simulated outcome"). */
export type SimulatedOutcome = 'COMPLETED' | 'INSTRUMENT_DECLINED' | 'PENDING';
export const simulatedOutcomes: readonly SimulatedOutcome[] = [
  'COMPLETED',
  'INSTRUMENT_DECLINED',
  'PENDING',
];

export type SimOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';
export type SimCaptureStatus =
  'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

export interface SimPurchaseUnit {
  referenceId: string;
  customId: string | null;
  invoiceId: string | null;
  description: string | null;
  softDescriptor: string | null;
  currency: string;
  amountCents: number;
  /** amount and items exactly as the merchant sent them. */
  amount: Record<string, unknown>;
  items: unknown[] | null;
  captureId: string | null;
}

export interface SimPayer {
  payerId: string;
  email: string;
  givenName: string;
  surname: string;
}

export interface SimOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: SimOrderStatus;
  units: SimPurchaseUnit[];
  /** application_context.brand_name, shown on the approval page when given. */
  brandName: string | null;
  createTime: string;
  updateTime: string;
  payer: SimPayer | null;
  outcome: SimulatedOutcome | null;
}

export interface SimCapture {
  id: string;
  orderId: string;
  unitIndex: number;
  status: SimCaptureStatus;
  /** status_details.reason, e.g. PENDING_REVIEW. */
  statusReason: string | null;
  currency: string;
  amountCents: number;
  refundedCents: number;
  customId: string | null;
  invoiceId: string | null;
  createTime: string;
  updateTime: string;
  refundIds: string[];
}

export interface SimRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED';
  currency: string;
  amountCents: number;
  customId: string | null;
  invoiceId: string | null;
  noteToPayer: string | null;
  createTime: string;
  updateTime: string;
}

/** Where a dispute stands (the Disputes API's `status`, the values the stand-in uses). */
export type SimDisputeStatus = 'WAITING_FOR_SELLER_RESPONSE' | 'RESOLVED';

export interface SimDispute {
  id: string;
  captureId: string;
  /** The buyer's side of the transaction. */
  buyerTransactionId: string;
  reason: string;
  status: SimDisputeStatus;
  currency: string;
  amountCents: number;
  /** dispute_outcome.outcome_code once resolved. */
  outcomeCode: string | null;
  createTime: string;
  updateTime: string;
}

export interface SimStore {
  orders: Map<string, SimOrder>;
  captures: Map<string, SimCapture>;
  /** Refunds, and reversals (which PayPal renders as refunds). */
  refunds: Map<string, SimRefund>;
  disputes: Map<string, SimDispute>;
}

export function createStore(): SimStore {
  return {
    orders: new Map(),
    captures: new Map(),
    refunds: new Map(),
    disputes: new Map(),
  };
}
