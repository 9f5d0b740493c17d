// The small dialog an action on a customer opens: the reason (required for money, minutes, holds
// and deletion), the minutes or the amount where the action needs them, and for a destructive
// one a word to type. Errors are tied to their fields and focused; the server's refusal (a refund
// over the support limit…) is shown as it says it. The page shows the outcome after it closes.
import { useState, type FormEvent, type ReactNode } from 'react';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { focusOnMount } from './page-states.tsx';

const texts = adminCopy.customerPages.dialog;

export interface ActionValues {
  reason: string;
  minutes?: number;
  amountCents?: number;
  reference?: string;
}

export interface ActionFields {
  reason: 'required' | 'optional';
  minutes?: boolean;
  /** A refund's amount: `left` formatted; `required` for Interac. */
  amount?: { left: string; required: boolean };
  reference?: boolean;
  /** The word to type before a destructive action. */
  confirmWord?: string;
}

/** Dollars as typed ("12.50", "12,50", "12") in cents; null when not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function ActionDialog({
  title,
  description,
  fields,
  onClose,
  onSubmit,
}: {
  title: string;
  description?: ReactNode;
  fields: ActionFields;
  onClose: () => void;
  onSubmit: (values: ActionValues) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [word, setWord] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const values: ActionValues = { reason: reason.trim() };
    if (fields.minutes) {
      const n = Number(minutes);
      if (!/^\d+$/.test(minutes.trim()) || n < 1) found.minutes = texts.minutesInvalid;
      else values.minutes = n;
    }
    if (fields.amount && (amount.trim() !== '' || fields.amount.required)) {
      const cents = dollarsToCents(amount);
      if (cents === null || cents < 1) found.amount = texts.amountInvalid;
      else values.amountCents = cents;
    }
    if (fields.reference) {
      if (reference.trim() === '') found.reference = texts.referenceRequired;
      else values.reference = reference.trim();
    }
    if (fields.reason === 'required' && values.reason === '') found.reason = texts.reasonRequired;
    if (fields.confirmWord !== undefined && word.trim() !== fields.confirmWord) {
      found.word = texts.confirmDeleteWrong;
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      // Focus the first field in error, so it is read with its message.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setWorking(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : adminCopy.states.loadFailed);
      setWorking(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {description ? <div className="text-ink">{description}</div> : null}
        {failure ? (
          <FormAlert ref={focusOnMount}>
            <p>{failure}</p>
          </FormAlert>
        ) : null}
        {fields.minutes ? (
          <TextField
            label={texts.minutes}
            inputMode="numeric"
            value={minutes}
            onValueChange={setMinutes}
            error={errors.minutes}
          />
        ) : null}
        {fields.amount ? (
          <TextField
            label={texts.amount}
            inputMode="decimal"
            hint={
              fields.amount.required
                ? texts.amountInterac(fields.amount.left)
                : texts.amountHint(fields.amount.left)
            }
            value={amount}
            onValueChange={setAmount}
            error={errors.amount}
          />
        ) : null}
        {fields.reference ? (
          <TextField
            label={texts.reference}
            value={reference}
            onValueChange={setReference}
            error={errors.reference}
          />
        ) : null}
        <TextField
          label={fields.reason === 'required' ? texts.reason : texts.reasonOptional}
          hint={texts.reasonHint}
          value={reason}
          onValueChange={setReason}
          error={errors.reason}
          maxLength={500}
        />
        {fields.confirmWord !== undefined ? (
          <TextField
            label={texts.confirmDelete(fields.confirmWord)}
            value={word}
            onValueChange={setWord}
            error={errors.word}
            autoComplete="off"
          />
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={working}>
            {working ? texts.working : texts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
