// Deleting the account (docs/product.md §4, §8): the server soft-deletes it and ends the session; this
// side then signs out and loads / afresh. Each step that fails has its own text: no session to
// start from, the server refusing, the network failing, and the sign-out failing after the
// account was deleted. A sensitive change: sent through `runSensitive` (useRecentSignIn's run),
// which asks the customer to confirm it's them when their sign-in is not recent.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecentSignInRun } from '#web/components/recent-sign-in/use-recent-sign-in.tsx';
import { toast } from '#web/lib/toast.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { postSignOut } from '#web/lib/auth/sign-out.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { deletionFailureText } from '../dashboard-errors.ts';
import { READ_BEFORE_LEAVING_MS } from '../timing.ts';

export type DeletionState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'failed'; message: string }
  | { status: 'deleted' };

export function useAccountDeletion(runSensitive: RecentSignInRun) {
  const { user } = useAuth();
  const [state, setState] = useState<DeletionState>({ status: 'idle' });
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const start = useCallback(async () => {
    if (!user) {
      setState({ status: 'failed', message: accountCopy.customer.deletion.sessionFailed });
      return;
    }
    setState({ status: 'pending' });
    try {
      await runSensitive(deleteAccount);
    } catch (error) {
      setState({ status: 'failed', message: deletionFailureText(error) });
      return;
    }
    try {
      // The server already ended the session; this clears what the browser holds of it.
      await postSignOut();
    } catch {
      setState({ status: 'failed', message: accountCopy.customer.deletion.completeFailed });
      return;
    }
    setState({ status: 'deleted' });
    toast.success(accountCopy.customer.deletion.success);
    // A full page load, so nothing of the customer stays in memory (docs/product.md §4); after a moment,
    // so the confirmation can be read before the page goes.
    leaveTimer.current = setTimeout(
      () => window.location.assign(paths.home.path),
      READ_BEFORE_LEAVING_MS,
    );
  }, [user, runSensitive]);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, reset };
}
