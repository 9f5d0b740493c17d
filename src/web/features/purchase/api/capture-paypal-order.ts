// POST /api/payments/paypal/orders/:id/capture: takes the approved payment and credits the
// minutes, once. 'completed' or 'pending' (PayPal holds the money; nothing credited yet).
import { useMutation } from '@tanstack/react-query';
import { CaptureResponseSchema } from '#shared/api/payments.ts';
import { apiRequest, isApiError, NETWORK_ERROR } from '#web/lib/api-client.ts';
import { MAX_RETRIES } from '#web/lib/query-client.ts';

export function capturePayPalOrder(paypalOrderId: string) {
  return apiRequest(`/api/payments/paypal/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    method: 'POST',
    schema: CaptureResponseSchema,
  });
}

/**
 * Asked again when no answer came (docs/product.md §10.26): the capture may have happened with its
 * answer lost, and the server makes a capture idempotent (PayPal-Request-Id, one credit per
 * order), so asking again only tells the buyer what happened, never charges or credits twice.
 * An answer, even a failure, is the server's last word: it has already tried PayPal.
 */
export function retryLostCapture(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.code === NETWORK_ERROR;
}

export function useCapturePayPalOrder() {
  return useMutation({ mutationFn: capturePayPalOrder, retry: retryLostCapture });
}
