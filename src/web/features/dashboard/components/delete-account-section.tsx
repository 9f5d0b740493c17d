// 'Delete My Account': what it means, and the button that opens the dialog. The
// deletion needs a recent sign-in: the "Confirm it's you" dialog opens over it when the server
// asks for one.
import { useState } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { useRecentSignIn } from '#web/components/recent-sign-in/use-recent-sign-in.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAccountDeletion } from '../hooks/use-account-deletion.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const t = accountCopy.customerArea.dashboard.deletion;

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const recentSignIn = useRecentSignIn();
  const deletion = useAccountDeletion(recentSignIn.run);

  return (
    <DashboardCard title={t.heading}>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      <Button variant="secondary" onClick={() => setOpen(true)} className="mt-auto self-start">
        {accountCopy.customer.dashboard.deleteAccount}
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
      {recentSignIn.dialog}
    </DashboardCard>
  );
}
