// Spec §1, §9: 2 seconds after the home page loads, a notice that an account is now required,
// phone billing no longer exists and credits are bought in advance; never again once dismissed
// (a flag in local storage). Closing it in any way counts as dismissing it. A signed-in
// customer already has an account, so it is not shown to them. If another modal is open when
// it is due (the platform announcement), it opens after that one closes.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { afterOtherDialogs } from '#web/lib/after-other-dialogs.ts';
import { isAccountNoticeDismissed, rememberAccountNoticeDismissed } from './dismissal-flag.ts';

export const ACCOUNT_NOTICE_DELAY_MS = 2000;

const t = copy.board.accountNotice;

export function AccountNotice() {
  const { user, loading } = useAuth();
  const [dismissed, setDismissed] = useState(isAccountNoticeDismissed);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (dismissed) return undefined;
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

  return (
    <Dialog
      open={due && !dismissed && !loading && user === null}
      onClose={dismiss}
      title={t.title}
      footer={
        <>
          <Button variant="secondary" onClick={dismiss}>
            {t.dismiss}
          </Button>
          <Link to={paths.register.path} onClick={dismiss} className={buttonClassName('primary')}>
            {copy.advisors.createAccount}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-ink-muted">
        {t.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  );
}
