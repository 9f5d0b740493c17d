// A purchase's receipt in the app's modal dialog, with a Print button. Printing shows the receipt
// alone, in black on white: the print rules below hide the rest of the page (the dialog sits in
// a portal under <body>) and the dialog's own controls, and only while a receipt is open.
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { useReceipt } from '../api/get-receipt.ts';
import { ReceiptDetails } from './receipt-details.tsx';

export interface ReceiptDialogProps {
  purchaseId: string;
  open: boolean;
  onClose: () => void;
}

// The mark of the receipt's content, which the print rules look for.
const RECEIPT_MARK = 'data-receipt';

const printRules = `@media print {
  body:has([${RECEIPT_MARK}]) { background: #fff !important; }
  body:has([${RECEIPT_MARK}]) > *:not(:has([${RECEIPT_MARK}])) { display: none !important; }
  body:has([${RECEIPT_MARK}]) > *:has([${RECEIPT_MARK}]) { position: static !important; padding: 0 !important; }
  [role='dialog']:has([${RECEIPT_MARK}]) {
    position: static !important; max-height: none !important; overflow: visible !important;
    border: 0 !important; box-shadow: none !important; background: #fff !important; color: #000 !important;
    max-width: none !important;
  }
  [role='dialog']:has([${RECEIPT_MARK}]) button, [data-dialog-backdrop] { display: none !important; }
}`;

export function ReceiptDialog({ purchaseId, open, onClose }: ReceiptDialogProps) {
  const t = accountCopy.checkout.receipt;
  const receipt = useReceipt(purchaseId, { enabled: open });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.title}
      panelClassName="max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {copy.common.close}
          </Button>
          <Button onClick={() => window.print()} disabled={!receipt.data}>
            {t.print}
          </Button>
        </>
      }
    >
      <div data-receipt="">
        <style>{printRules}</style>
        {receipt.data ? (
          <ReceiptDetails receipt={receipt.data} />
        ) : receipt.isError ? (
          <FormAlert>
            <p>{hasServerMessage(receipt.error) ? receipt.error.message : t.loadFailed}</p>
          </FormAlert>
        ) : (
          <p role="status" className="flex items-center gap-3 text-ink-muted">
            <Spinner className="size-5" />
            {copy.common.loading}
          </p>
        )}
      </div>
    </Dialog>
  );
}
