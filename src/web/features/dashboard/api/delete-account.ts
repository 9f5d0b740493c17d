// POST /api/me/deletion {confirmation: 'DELETE'} → 204: the account is soft-deleted
// (docs/product.md §10.14) and the server ends the session.
import * as z from 'zod/mini';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function deleteAccount(): Promise<void> {
  await apiRequest('/api/me/deletion', {
    method: 'POST',
    body: { confirmation: accountCopy.customer.deletion.confirmationWord },
    schema: z.undefined(),
  });
}
