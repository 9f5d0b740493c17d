// PayPal Orders v2 as the payments feature uses it (docs/architecture.md §5.1). The real
// client speaks PayPal's REST API; in simulated mode the same client is pointed at our own
// stand-in under /sim/paypal. Amounts are integer cents, always CAD.

export interface PayPalOrderInput {
  /** Our payment order's id: sent as custom_id, and the PayPal-Request-Id of the create call. */
  orderId: string;
  /** Unique per order (PayPal refuses a reused invoice id). */
  invoiceId: string;
  /** The item, e.g. "Standard package: 20 reading minutes + 5 free". */
  itemName: string;
  description: string;
  /** Price before discount and tax (item_total). */
  priceCents: number;
  discountCents: number;
  /** GST + QST (tax_total). */
  taxCents: number;
  /** item_total − discount + tax_total. */
  totalCents: number;
}

export type PayPalCaptureStatus =
  'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

export interface PayPalCapture {
  id: string;
  status: PayPalCaptureStatus;
  amountCents: number;
  currency: string;
  /** Our order id, echoed back. */
  customId: string | null;
}

export interface PayPalOrderView {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED, SAVED */
  status: string;
  customId: string | null;
  amountCents: number;
  currency: string;
  /** The first capture of the (single) purchase unit, once there is one. */
  capture: PayPalCapture | null;
}

/**
 * A refusal from PayPal: `errorName` is its error name (INVALID_REQUEST, UNPROCESSABLE_ENTITY, …) and `issue` the fine-grained reason (details[].issue, e.g.
 * ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED) when PayPal gives one.
 */
export class PayPalApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorName: string | null,
    readonly issue: string | null,
    readonly debugId: string | null,
  ) {
    super(message);
    this.name = 'PayPalApiError';
  }
}

export interface PayPalWebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/** A refund as PayPal answers it (Payments v2). */
export interface PayPalRefund {
  id: string;
  /** CANCELLED, FAILED, PENDING, COMPLETED */
  status: string;
  amountCents: number | null;
}

export interface PayPalRefundOptions {
  /** PayPal-Request-Id: a retry with the same id answers the first refund, never a second. */
  requestId: string;
  /** Omitted: all that is left of the capture. */
  amountCents?: number;
  /** Ours; PayPal refuses one it has seen on another refund. */
  invoiceId?: string;
  noteToPayer?: string;
}

export interface PayPalClient {
  readonly mode: 'paypal' | 'simulated';
  /** Creates an order (intent CAPTURE, CAD, with item_total, discount and tax_total). */
  createOrder(input: PayPalOrderInput): Promise<{ id: string; status: string }>;
  /**
   * Captures an approved order. `requestId` (PayPal-Request-Id) makes retries safe: PayPal
   * answers a replay with the first result. Throws PayPalApiError on a refusal, ProviderError
   * (retryable) when PayPal cannot be reached.
   */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PayPalOrderView>;
  getOrder(paypalOrderId: string): Promise<PayPalOrderView>;
  /**
   * Refunds all that is left of a capture, or `amountCents` of it (Payments v2 POST
   * /v2/payments/captures/{id}/refund). Throws PayPalApiError on a refusal, ProviderError when
   * PayPal cannot be reached (then whether it refunded is unknown: its webhook will tell).
   */
  refundCapture(captureId: string, options: PayPalRefundOptions): Promise<PayPalRefund>;
  /** Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature). */
  verifyWebhook(headers: PayPalWebhookHeaders, event: unknown): Promise<boolean>;
}
