// The account notice's dialog (docs/product.md §1, §9), loaded on demand by account-notice.tsx.
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';

interface AccountNoticeDialogProps {
  open: boolean;
  onDismiss: () => void;
}

export function AccountNoticeDialog({ open, onDismiss: dismiss }: AccountNoticeDialogProps) {
  const t = copy.board.accountNotice;
  return (
    <Dialog
      open={open}
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
