// Interac through Gigadat as the payments feature uses it (docs/architecture.md §5.2). The
// real client speaks Gigadat's API; in simulated mode the same client is pointed at our own
// stand-in under /sim/interac. Amounts are integer cents, CAD only.

export interface GigadatPaymentInput {
  /** Our merchant-chosen transaction id (unique). */
  transactionId: string;
  /** Our customer id. */
  userId: string;
  name: string;
  email: string;
  /** 10 digits, when the customer has a number. */
  mobile: string | null;
  userIp: string;
  amountCents: number;
}

export interface GigadatTransaction {
  transactionId: string;
  /** STATUS_INITED, STATUS_PENDING, STATUS_SUCCESS, STATUS_REJECTED, STATUS_EXPIRED, … as sent. */
  status: string;
  amountCents: number;
  currency: string;
  userId: string;
}

export interface GigadatClient {
  readonly mode: 'gigadat' | 'simulated';
  /** Creates the payment token; the buyer is sent to the returned webflow URL. */
  createPayment(input: GigadatPaymentInput): Promise<{ token: string; paymentUrl: string }>;
  /** The transaction as Gigadat knows it now; null when Gigadat does not know it (404). */
  getTransaction(transactionId: string): Promise<GigadatTransaction | null>;
}
