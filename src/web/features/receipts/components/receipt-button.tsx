// The "Receipt" action of a purchase row: a button that opens that purchase's receipt. Features
// do not import each other, so the dashboard receives this from its route module.
import { useState } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';

export interface ReceiptButtonProps {
  purchaseId: string;
  /** The purchase's order id (the provider's), which names the button for screen readers. */
  orderId: string;
}

export function ReceiptButton({ purchaseId, orderId }: ReceiptButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        onClick={() => setOpen(true)}
        aria-label={accountCopy.checkout.receipt.openFor(orderId)}
      >
        {accountCopy.checkout.receipt.open}
      </Button>
      <ReceiptDialog purchaseId={purchaseId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
