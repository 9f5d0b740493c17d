// The phone numbers card (docs/product.md §2): the customer's verified numbers, the first labelled
// Primary and the others with a delete button; 'Add a Phone Number' opens the verification
// inline. A number deleted or added shows at once, and the header's session is read again.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import type { SessionUser } from '#shared/api/auth.ts';
import type { CustomerProfile } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatPhone } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { customerProfileQueryKey } from '#web/lib/customer/customer-profile.ts';
import { useDeletePhoneNumber } from '../api/delete-phone-number.ts';
import { phoneFailure } from '../dashboard-errors.ts';
import { AddPhoneFlow } from './add-phone-flow.tsx';
import { DashboardCard } from './dashboard-card.tsx';
import { TrashIcon } from './dashboard-icons.tsx';
import { DeletePhoneDialog } from './delete-phone-dialog.tsx';

const t = accountCopy.customerArea.dashboard.phoneNumbers;

interface PhoneNumbersCardProps {
  customer: CustomerProfile;
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
  /** A failure to show in the dashboard's error banner. */
  onError: (message: string) => void;
}

export function PhoneNumbersCard({
  customer,
  adding,
  onAddingChange,
  onError,
}: PhoneNumbersCardProps) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const [confirming, setConfirming] = useState<string | null>(null);
  const deletion = useDeletePhoneNumber();
  const profileKey = customerProfileQueryKey(customer.id);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(adding);

  // The inline flow replaced the button; when it closes (cancelled or done), focus goes back
  // to the button rather than to the top of the page.
  useEffect(() => {
    if (wasAdding.current && !adding) addButtonRef.current?.focus();
    wasAdding.current = adding;
  }, [adding]);

  // A deleted number takes its delete button, where focus would return, with it.
  const focusAfterDelete = useRef(false);
  useEffect(() => {
    if (confirming !== null || !focusAfterDelete.current) return;
    focusAfterDelete.current = false;
    addButtonRef.current?.focus();
  }, [confirming]);

  function confirmDelete(phone: string) {
    deletion.mutate(phone, {
      onSuccess: (updated) => {
        queryClient.setQueryData(profileKey, updated);
        focusAfterDelete.current = true;
        toast.success(t.deleted(formatPhone(phone)));
        void refresh();
      },
      onError: (error) => onError(phoneFailure('deletePhone', error).message),
      onSettled: () => setConfirming(null),
    });
  }

  function added(user: SessionUser, phone: string) {
    queryClient.setQueryData<CustomerProfile>(profileKey, (current) =>
      current ? { ...current, phoneNumbers: user.phoneNumbers } : current,
    );
    void queryClient.invalidateQueries({ queryKey: profileKey });
    onAddingChange(false);
    toast.success(t.added(formatPhone(phone)));
    void refresh();
  }

  const [primary, ...others] = customer.phoneNumbers;

  return (
    <DashboardCard title={t.heading}>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      {primary === undefined ? (
        <p className="text-ink">{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          <li className="flex min-h-14 items-center justify-between gap-3 rounded-lg border border-line bg-surface-raised px-4 py-2">
            <span className="font-semibold text-ink tabular-nums">{formatPhone(primary)}</span>
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold tracking-wide text-on-accent uppercase">
              {accountCopy.customer.dashboard.primary}
            </span>
          </li>
          {others.map((phone) => (
            <li
              key={phone}
              className="flex min-h-14 items-center justify-between gap-3 rounded-lg border border-line bg-surface-raised px-4 py-2"
            >
              <span className="font-semibold text-ink tabular-nums">{formatPhone(phone)}</span>
              <button
                type="button"
                onClick={() => setConfirming(phone)}
                className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:text-danger"
              >
                <TrashIcon />
                <span className="sr-only">{t.deleteNumber(formatPhone(phone))}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {adding ? (
        <AddPhoneFlow onCancel={() => onAddingChange(false)} onAdded={added} />
      ) : (
        <Button
          ref={addButtonRef}
          variant="secondary"
          onClick={() => onAddingChange(true)}
          className="self-start"
        >
          {accountCopy.customer.dashboard.addPhone}
        </Button>
      )}

      <DeletePhoneDialog
        phone={confirming}
        pending={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </DashboardCard>
  );
}
