// What the content pages share: a form that sends one change and says how it went (the server's
// refusal in an alert that takes focus, success announced politely), a plain table that scrolls
// sideways on a narrow screen, and Montréal wall times read from and written to a datetime-local
// field.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { zonedParts, zonedTimeToInstant } from '#shared/time/business-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { focusOnMount, LoadFailed, Loading } from './page-states.tsx';

const texts = adminCopy.content;

/** A form's own refusal before anything is sent (a field it can check itself), in its words. */
export class FormRefusal extends Error {}

/** The form's or the server's message (the rules' own words), or the generic failure. */
export const failureOf = (error: unknown): string =>
  error instanceof FormRefusal || hasServerMessage(error)
    ? error.message
    : copy.common.requestFailed;

/**
 * A form sending one change: `send` resolves to the message to announce (saved by default) or
 * throws the server's refusal, shown above the fields with focus moved to it.
 */
export function ActionForm({
  title,
  submitLabel,
  send,
  children,
}: {
  title: string;
  submitLabel: string;
  send: () => Promise<string | undefined>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; n: number } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const text = (await send()) ?? texts.saved;
      setOutcome((last) => ({ ok: true, text, n: (last?.n ?? 0) + 1 }));
    } catch (error) {
      setOutcome((last) => ({ ok: false, text: failureOf(error), n: (last?.n ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
    >
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {outcome && !outcome.ok ? (
        <FormAlert key={outcome.n} ref={focusOnMount}>
          {outcome.text}
        </FormAlert>
      ) : null}
      {children}
      <Button type="submit" loading={busy} className="self-start">
        {submitLabel}
      </Button>
      <div aria-live="polite">
        {outcome?.ok ? <FormStatus key={outcome.n}>{outcome.text}</FormStatus> : null}
      </div>
    </form>
  );
}

/**
 * Turns one row on or off. Its accessible name also says which row (`rowName`), since every row
 * of the table has one.
 */
export function ActiveSwitch({
  isActive,
  rowName,
  onToggle,
}: {
  isActive: boolean;
  rowName: string;
  onToggle: () => void;
}) {
  const action = isActive ? texts.deactivate : texts.activate;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={texts.switchRow(action, rowName)}
      onClick={onToggle}
    >
      {action}
    </Button>
  );
}

/** A row's buttons (Edit, Activate…), side by side, wrapping on a narrow screen. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

/** English and French side by side (stacked on a narrow screen). */
export function BothLanguages({ english, french }: { english: ReactNode; french: ReactNode }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">{texts.english}</legend>
        {english}
      </fieldset>
      <fieldset className="flex flex-col gap-3" lang="fr-CA">
        <legend className="mb-1 font-semibold text-ink">{texts.french}</legend>
        {french}
      </fieldset>
    </div>
  );
}

export function ContentTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  if (rows.length === 0) return <p className="text-ink-muted">{texts.empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="border-b border-line px-2 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line align-top">
              {row.cells.map((cell, index) => (
                <td key={index} className="px-2 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A datetime-local value ("2026-12-01T09:00") as the instant it is in Montréal; null if empty. */
export function montrealInstant(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value.trim() === '' ? null : value;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return zonedTimeToInstant({ year, month, day, hour, minute }).toISOString();
}

/** An instant as a datetime-local value in Montréal ("2026-12-01T09:00"); empty for none. */
export function montrealWallTime(instant: string | null): string {
  if (instant === null) return '';
  const { year, month, day, hour, minute } = zonedParts(new Date(instant));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/** Empty text is none. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/**
 * A table's row switches: `run(change)` sends one, then reads the list (`queryKey`) again; the
 * server's refusal is kept in `failure`, which `SwitchFailure` shows above the table.
 */
export function useRowSwitch(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  async function run(change: () => Promise<unknown>) {
    setFailure(null);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setFailure(failureOf(error));
    }
  }
  return { failure, run };
}

export function SwitchFailure({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-danger">
      {text}
    </p>
  ) : null;
}

/** A kind's page: its form above, its list below once loaded (or why it is not). */
export function ContentPage<Data>({
  form,
  list,
  table,
}: {
  form: ReactNode;
  list: UseQueryResult<Data>;
  table: (data: Data) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      {form}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        table(list.data)
      )}
    </div>
  );
}
