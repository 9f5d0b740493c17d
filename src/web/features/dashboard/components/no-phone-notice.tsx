// The no-phone notice (docs/product.md §2): a phone number lets the line recognise the customer when they
// call and track their minutes. 'Add a Phone Number' opens the inline verification.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

const t = accountCopy.customerArea.dashboard.noPhoneNotice;

interface NoPhoneNoticeProps {
  open: boolean;
  onAddPhone: () => void;
  onDismiss: () => void;
}

export function NoPhoneNotice({ open, onAddPhone, onDismiss }: NoPhoneNoticeProps) {
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      title={t.title}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            {t.later}
          </Button>
          <Button onClick={onAddPhone}>{accountCopy.customer.dashboard.addPhone}</Button>
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
