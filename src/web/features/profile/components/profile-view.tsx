// The profile in view mode (docs/product.md §2, §4): what is on file, and 'Edit'.
import { useEffect, useRef } from 'react';
import type { CustomerProfile } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatCalendarDate } from '#shared/format/display.ts';

const t = accountCopy.customerArea.profile;

interface ProfileViewProps {
  customer: CustomerProfile;
  onEdit: () => void;
  /** Back from edit mode: focus 'Edit', where the customer left this view. */
  focusEdit: boolean;
}

export function ProfileView({ customer, onEdit, focusEdit }: ProfileViewProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  const facts = [
    { label: t.name, value: customer.name },
    { label: t.email, value: customer.email },
    {
      label: t.birthDate,
      value: customer.birthDate ? formatCalendarDate(customer.birthDate) : t.notProvided,
    },
    {
      label: t.emailNotifications,
      value: customer.emailNotifications ? t.subscribed : t.notSubscribed,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface px-5 sm:px-6">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex flex-col gap-0.5 py-4 sm:flex-row sm:gap-6">
            <dt className="text-sm text-ink-muted sm:w-44 sm:shrink-0 sm:text-base">{label}</dt>
            <dd className="min-w-0 font-semibold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Button ref={editRef} onClick={onEdit} className="self-start">
        {accountCopy.customer.profile.edit}
      </Button>
    </div>
  );
}
