// 'Delete My Account' (spec §2, §4): what it means, and the button that opens the dialog.
import { useState } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAccountDeletion } from '../hooks/use-account-deletion.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const t = copy.customerArea.dashboard.deletion;

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const deletion = useAccountDeletion();

  return (
    <DashboardCard title={t.heading}>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      <Button variant="secondary" onClick={() => setOpen(true)} className="mt-auto self-start">
        {copy.customer.dashboard.deleteAccount}
      </Button>
      <DeleteAccountDialog
        open={open}
        state={deletion.state}
        onConfirm={() => void deletion.start()}
        onClose={() => {
          setOpen(false);
          deletion.reset();
        }}
      />
    </DashboardCard>
  );
}
