// GET /api/me/purchases/:purchaseId/receipt: one completed purchase's receipt (404
// RECEIPT_NOT_FOUND for a purchase that is not the customer's, or has none).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceiptSchema, type Receipt } from '#shared/api/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getReceipt(
  purchaseId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Receipt> {
  return apiRequest(`/api/me/purchases/${encodeURIComponent(purchaseId)}/receipt`, {
    schema: ReceiptSchema,
    signal,
  });
}

export function receiptQueryOptions(purchaseId: string) {
  return queryOptions({
    queryKey: ['receipts', purchaseId],
    queryFn: ({ signal }) => getReceipt(purchaseId, { signal }),
    // A receipt never changes once issued.
    staleTime: Infinity,
  });
}

/** Read only while the receipt is shown. */
export function useReceipt(purchaseId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...receiptQueryOptions(purchaseId), enabled });
}
