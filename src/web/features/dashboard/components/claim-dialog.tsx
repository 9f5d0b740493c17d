// The satisfaction guarantee's claim (docs/decisions/054): from the usage history, a customer asks
// for a call's minutes back with a reason. The server decides: granted at once (the balance is
// read again, the header's too) or sent to review; a refusal is announced in the dialog in the server's words.
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsageRow } from '#shared/api/customer.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { announceCreditsUpdated } from '#web/lib/auth/credits-updated.ts';
import { customerQueryKey } from '#web/lib/customer/customer-profile.ts';
import { toast } from '#web/lib/toast.ts';
import { sendClaim } from '../api/limits.ts';

export function ClaimDialog({
  customerId,
  call,
  onClaimed,
  onClose,
}: {
  customerId: string;
  /** The call claimed; null when the dialog is closed. */
  call: UsageRow | null;
  /** Told the call whose claim the server took, before the dialog closes. */
  onClaimed: (callId: string) => void;
  onClose: () => void;
}) {
  const t = accountCopy.limits.guarantee;
  const id = useId();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { failure, show, clear, alertRef } = useFailureAlert();
  const claim = useMutation({
    mutationFn: (input: { callId: string; reason: string }) =>
      sendClaim(input.callId, input.reason),
  });

  function close() {
    setReason('');
    setError(undefined);
    clear();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!call || claim.isPending) return;
    clear();
    if (reason.trim() === '') {
      setError(t.reasonRequired);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(undefined);
    claim.mutate(
      { callId: call.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.claim.status === 'granted'
              ? t.granted(accountCopy.limits.card.minutes(answer.claim.minutes))
              : t.review,
          );
          // The balance, the claims and the histories are read again.
          void queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) });
          if (answer.claim.status === 'granted') announceCreditsUpdated();
          onClaimed(call.id);
          close();
        },
        onError: (failed) =>
          show({ message: hasServerMessage(failed) ? failed.message : t.sendFailed }),
      },
    );
  }

  return (
    <Dialog open={call !== null} onClose={close} dismissible={!claim.isPending} title={t.heading}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <p className="text-ink-muted">
          {t.intro(accountCopy.limits.card.minutes(call?.minutesUsed ?? 0))}
        </p>
        {failure ? (
          <FormAlert ref={alertRef}>
            <p>{failure.message}</p>
          </FormAlert>
        ) : null}
        <TextAreaField
          id={`${id}-reason`}
          name="reason"
          rows={3}
          maxLength={1000}
          label={t.reason}
          value={reason}
          onValueChange={setReason}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={claim.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={claim.isPending}>
            {t.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
