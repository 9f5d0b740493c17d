// The no-phone notice (docs/product.md §2): a phone number lets the line recognise the customer when they
// call and track their minutes. 'Add a Phone Number' opens the inline verification.
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

const t = copy.customerArea.dashboard.noPhoneNotice;

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
          <Button onClick={onAddPhone}>{copy.customer.dashboard.addPhone}</Button>
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
