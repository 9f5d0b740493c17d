// Editing one row of a content table: an Edit button named after its row opens a dialog holding
// the kind's own form, filled in with the row. Save first checks what the browser can (each
// error under its field, the first field in error focused), then sends only what changed; the
// server's refusal (the rules' own words) shows at the top of the form and takes focus. Once
// saved, the list is read again, the dialog closes and a polite message under the table names
// the row. Save, Cancel and Escape all give focus back to the row's Edit button (the dialog's
// opener).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { failureOf } from './content-parts.tsx';
import { focusOnMount } from './page-states.tsx';

const texts = adminCopy.content;

/** A message per field name, for the fields the browser found wrong. */
export type FieldErrors = Readonly<Record<string, string>>;

export function EditButton({ rowName, onClick }: { rowName: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" aria-label={texts.editRow(rowName)} onClick={onClick}>
      {texts.edit}
    </Button>
  );
}

/**
 * A table's editing: the row open in the dialog (null: none), and `done(rowName)` after a save,
 * which reads the list (`queryKey`) again, closes the dialog and says the row was saved.
 */
export function useRowEditor<Row>(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | null>(null);
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  return {
    editing,
    open: (row: Row) => setEditing(row),
    close: () => setEditing(null),
    async done(text: string) {
      await queryClient.invalidateQueries({ queryKey });
      setEditing(null);
      setSaid((last) => ({ text, n: (last?.n ?? 0) + 1 }));
    },
    said: said?.text ?? null,
    saidKey: said?.n ?? 0,
  };
}

/** The outcome of the last edit, announced politely (kept in the page, outside the dialog). */
export function EditOutcome({ text, n }: { text: string | null; n: number }) {
  return <div aria-live="polite">{text ? <FormStatus key={n}>{text}</FormStatus> : null}</div>;
}

export function EditDialog({
  title,
  description,
  wide = false,
  check,
  send,
  onCancel,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Wide enough for English and French side by side. */
  wide?: boolean;
  /** The errors the browser finds (none: the change is sent). */
  check: () => FieldErrors;
  /** Sends the change; a refusal is thrown (its message shown at the top of the form). */
  send: () => Promise<void>;
  onCancel: () => void;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ text: string; n: number } | null>(null);
  const [busy, setBusy] = useState(false);

  // After a Save that found errors, the first field in error takes focus, read with its message.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setFailure((last) => ({ text: failureOf(error), n: (last?.n ?? 0) + 1 }));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onCancel} title={title} panelClassName={wide ? 'max-w-3xl' : undefined}>
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
      >
        {description ? <div className="text-ink">{description}</div> : null}
        {failure ? (
          <FormAlert key={failure.n} ref={focusOnMount}>
            <p>{failure.text}</p>
          </FormAlert>
        ) : null}
        {children(errors)}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {texts.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
