// docs/product.md §1, §9: 2 seconds after the home page loads, a notice that an account is now required,
// phone billing no longer exists and credits are bought in advance; never again once dismissed
// (a flag in local storage). Closing it in any way counts as dismissing it. A signed-in
// customer already has an account, so it is not shown to them. If another modal is open when
// it is due (the platform announcement), it opens after that one closes.
import { lazy, Suspense, useEffect, useState } from 'react';
import type * as DialogModule from './account-notice-dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { afterOtherDialogs } from '#web/lib/after-other-dialogs.ts';
import { isAccountNoticeDismissed, rememberAccountNoticeDismissed } from './dismissal-flag.ts';

export const ACCOUNT_NOTICE_DELAY_MS = 2000;

// The dialog is a chunk of its own: most home-page visits are by people who dismissed it long
// ago, and the first view does not carry it. Those who have not are sent it while its 2 seconds
// run, so it opens on time; the one request is shared.
let dialogChunk: Promise<typeof DialogModule> | undefined;
const loadDialog = () => (dialogChunk ??= import('./account-notice-dialog.tsx'));
const AccountNoticeDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.AccountNoticeDialog })),
);

export function AccountNotice() {
  const { user, loading } = useAuth();
  const [dismissed, setDismissed] = useState(isAccountNoticeDismissed);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (dismissed) return undefined;
    void loadDialog();
    let cancelWait = () => {};
    const timer = setTimeout(() => {
      cancelWait = afterOtherDialogs(() => setDue(true));
    }, ACCOUNT_NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelWait();
    };
  }, [dismissed]);

  function dismiss() {
    rememberAccountNoticeDismissed();
    setDismissed(true);
  }

  const open = due && !dismissed && !loading && user === null;
  // Mounted from its first opening on, so closing it plays out as any dialog's does.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AccountNoticeDialog open={open} onDismiss={dismiss} />
    </Suspense>
  ) : null;
}
