// After a call that signs in, the session is read back (docs/product.md §4, "After sign-in: the customer
// record is fetched"): it proves the cookie was kept and gives the customer as the session
// sees it. Only then does the app treat the visitor as signed in.
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/api/auth.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { getSession, sessionQueryKey, type SessionState } from './session.ts';
import { sessionUnavailableError } from './sign-in-errors.ts';

export async function establishSession(queryClient: QueryClient): Promise<SessionUser> {
  // A read started before the sign-in would answer "nobody" and overwrite what follows.
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });

  let user: SessionUser | null;
  try {
    ({ user } = await getSession());
  } catch (error) {
    // The server refusing the new session with a reason (account just made inactive): show it.
    if (hasServerMessage(error)) throw error;
    throw sessionUnavailableError(0);
  }
  if (!user) throw sessionUnavailableError(200);

  queryClient.setQueryData<SessionState>(sessionQueryKey, { user });
  return user;
}
