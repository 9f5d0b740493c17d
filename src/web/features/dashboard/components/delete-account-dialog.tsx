// The account deletion dialog (docs/product.md §4, §5): what deleting means, and a field where the
// customer types DELETE; the confirm button works only when the text is exactly that
// (case-sensitive, untrimmed), and says so when they try otherwise. A failure takes focus, so it
// is read out, also after the "Confirm it's you" dialog over this one was cancelled; a refused
// try is announced.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { DeleteConfirmationSchema } from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { announce } from '#web/lib/a11y/announce.ts';
import type { DeletionState } from '../hooks/use-account-deletion.ts';

const t = accountCopy.customerArea.dashboard.deletion;
const word = accountCopy.customer.deletion.confirmationWord;

interface DeleteAccountDialogProps {
  open: boolean;
  state: DeletionState;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteAccountDialog({ open, state, onConfirm, onClose }: DeleteAccountDialogProps) {
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const confirmed = DeleteConfirmationSchema.safeParse(typed).success;
  const busy = state.status === 'pending' || state.status === 'deleted';
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'failed') alertRef.current?.focus();
  }, [state]);

  function close() {
    setTyped('');
    setTried(false);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!confirmed) {
      refuse();
      return;
    }
    onConfirm();
  }

  // The confirm button is disabled until the word is typed, so Enter would silently do
  // nothing (a form is not submitted through a disabled button): say why instead.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !confirmed) {
      event.preventDefault();
      refuse();
    }
  }

  function refuse() {
    setTried(true);
    announce(copy.validation.deleteConfirmation);
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      title={t.dialogTitle}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {copy.common.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!confirmed || state.status === 'deleted'}
            loading={state.status === 'pending'}
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 text-ink-muted">
          {t.dialogBody.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {state.status === 'failed' ? (
          <FormAlert ref={alertRef}>
            <p>{state.message}</p>
          </FormAlert>
        ) : null}
        {state.status === 'deleted' ? (
          <FormStatus>
            <p>{accountCopy.customer.deletion.success}</p>
          </FormStatus>
        ) : null}
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={t.fieldLabel(word)}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            value={typed}
            onValueChange={setTyped}
            onBlur={() => setTried(typed !== '')}
            onKeyDown={onKeyDown}
            disabled={busy}
            error={tried && !confirmed ? copy.validation.deleteConfirmation : undefined}
          />
        </form>
      </div>
    </Dialog>
  );
}
