// POST /api/auth/sign-out → 204; the server ends the session and clears the cookie.
import * as z from 'zod/mini';
import { apiRequest } from '#web/lib/api-client.ts';

export async function postSignOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', schema: z.undefined() });
}
