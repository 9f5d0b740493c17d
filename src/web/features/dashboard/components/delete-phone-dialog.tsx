// The quick confirmation before a phone number is deleted: a number removed by mistake needs
// a new SMS code to come back.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

const t = accountCopy.customerArea.dashboard.phoneNumbers;

interface DeletePhoneDialogProps {
  /** The number asked about (10 digits); null when the dialog is closed. */
  phone: string | null;
  pending: boolean;
  onConfirm: (phone: string) => void;
  onCancel: () => void;
}

export function DeletePhoneDialog({ phone, pending, onConfirm, onCancel }: DeletePhoneDialogProps) {
  return (
    <Dialog
      open={phone !== null}
      onClose={onCancel}
      dismissible={!pending}
      title={t.confirmDeleteTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t.keep}
          </Button>
          <Button onClick={() => phone && onConfirm(phone)} loading={pending}>
            {t.confirmDelete}
          </Button>
        </>
      }
    >
      <p className="text-ink-muted">{t.confirmDeleteBody(formatPhone(phone ?? ''))}</p>
    </Dialog>
  );
}
