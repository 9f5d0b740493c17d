// The phone PIN card (docs/decisions/026): whether the customer has a PIN, a 4-digit field to
// set or change it (a numeric keyboard on phones), and removing it after a quick confirmation.
// The PIN is sent once and never shown again; a refusal is announced in an alert and, when it is
// about the PIN, under the field. A change needs a recent sign-in (docs/decisions/029): the
// "Confirm it's you" dialog opens when the server asks for one, then the change is sent again.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhonePinStatus } from '#shared/api/phone-pin.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { PHONE_PIN_LENGTH, PhonePinSchema } from '#shared/schemas/phone-pin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import {
  useRecentSignIn,
  type RecentSignInRun,
} from '#web/components/recent-sign-in/use-recent-sign-in.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFailureAlert, type FormFailure } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { formatBusinessDate } from '#shared/format/display.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { toast } from '#web/lib/toast.ts';
import { phonePinQueryKey, removePhonePin, setPhonePin, usePhonePin } from '../api/phone-pin.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { SkeletonBlock } from './skeleton.tsx';

type PinValues = { pin: string };

function validate(values: PinValues): FieldMessages<PinValues> {
  return { pin: firstIssueMessage(PhonePinSchema.safeParse(values.pin)) ?? undefined };
}

/** The server's own words for a refusal it explains; otherwise this operation's text. */
function failureOf(error: unknown, fallback: string): FormFailure {
  return hasServerMessage(error)
    ? { message: error.message, fields: error.fields }
    : { message: fallback };
}

export function PhonePinCard({ customerId }: { customerId: string }) {
  // Read at render, so the card speaks the page's language (follow-locale.ts).
  const t = accountCopy.phonePin.card;
  const queryClient = useQueryClient();
  const status = usePhonePin(customerId);
  const recentSignIn = useRecentSignIn();
  const removal = useMutation({ mutationFn: () => recentSignIn.run(removePhonePin) });
  const { failure, show, clear, alertRef } = useFailureAlert();
  const [confirming, setConfirming] = useState(false);
  // A new form after each save, so the field starts empty and untouched.
  const [saves, setSaves] = useState(0);

  function saved(next: PhonePinStatus) {
    queryClient.setQueryData(phonePinQueryKey(customerId), next);
    setSaves((count) => count + 1);
    clear();
    toast.success(t.saved);
  }

  function remove() {
    clear();
    removal.mutate(undefined, {
      onSuccess: (next) => {
        queryClient.setQueryData(phonePinQueryKey(customerId), next);
        toast.success(t.removed);
      },
      onError: (error) => show(failureOf(error, t.removeFailed)),
      onSettled: () => setConfirming(false),
    });
  }

  const pin = status.data;
  return (
    <DashboardCard title={t.heading}>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      {status.isPending ? (
        <SkeletonBlock className="h-6 w-3/4" />
      ) : pin === undefined ? (
        <p className="text-ink">{t.loadFailed}</p>
      ) : (
        <>
          <p className="font-semibold text-ink">
            {pin.pinSet && pin.setAt ? t.isSet(formatBusinessDate(pin.setAt)) : t.notSet}
          </p>
          {failure ? (
            <FormAlert ref={alertRef}>
              <p>{failure.message}</p>
            </FormAlert>
          ) : null}
          <PhonePinForm
            key={saves}
            pinSet={pin.pinSet}
            run={recentSignIn.run}
            onSaved={saved}
            onFailure={(next, focus) => show(next, { focus })}
            onClearFailure={clear}
            onRemove={() => setConfirming(true)}
          />
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        dismissible={!removal.isPending}
        title={t.confirmRemoveTitle}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={removal.isPending}
            >
              {t.keep}
            </Button>
            <Button onClick={remove} loading={removal.isPending}>
              {t.confirmRemove}
            </Button>
          </>
        }
      >
        <p className="text-ink-muted">{t.confirmRemoveBody}</p>
      </Dialog>
      {recentSignIn.dialog}
    </DashboardCard>
  );
}

interface PhonePinFormProps {
  pinSet: boolean;
  /** Sends the change, confirming it's the customer first when the server asks. */
  run: RecentSignInRun;
  onSaved: (status: PhonePinStatus) => void;
  /** A refusal to announce; focus goes to the alert unless the field took it. */
  onFailure: (failure: FormFailure, focus: boolean) => void;
  onClearFailure: () => void;
  onRemove: () => void;
}

function PhonePinForm({
  pinSet,
  run,
  onSaved,
  onFailure,
  onClearFailure,
  onRemove,
}: PhonePinFormProps) {
  const t = accountCopy.phonePin.card;
  const form = useFormState<PinValues>({ pin: '' }, validate);
  const save = useMutation({ mutationFn: (pin: string) => run(() => setPhonePin(pin)) });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    onClearFailure();
    if (!form.checkAll()) return;
    save.mutate(form.values.pin, {
      onSuccess: onSaved,
      onError: (error) => {
        const failure = failureOf(error, t.saveFailed);
        onFailure(failure, !form.showServerMessages(failure.fields));
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        ref={form.register('pin')}
        label={pinSet ? t.newPin : t.pin}
        hint={t.hint}
        name="pin"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PHONE_PIN_LENGTH}
        autoComplete="off"
        className="max-w-40 tracking-[0.5em]"
        value={form.values.pin}
        onValueChange={(value) => form.setValue('pin', value)}
        onBlur={() => form.touch('pin')}
        error={form.errorOf('pin')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending}>
          {pinSet ? t.change : t.set}
        </Button>
        {pinSet ? (
          <Button variant="secondary" onClick={onRemove}>
            {t.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
