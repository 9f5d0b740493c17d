// An audit entry's state before and after, readable: for two records, one row per field with
// its value before and after (the changed fields marked); for anything else, each side as
// indented JSON. Folded in a <details> so the log stays a list of one-line rows.
import { adminCopy } from '#shared/copy/admin-catalogue.ts';

const texts = adminCopy.audit;

type Record_ = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string {
  if (value === undefined || value === null) return texts.nothing;
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

function FieldTable({ before, after }: { before: Record_; after: Record_ }) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <table className="text-xs">
      <thead>
        <tr>
          <th scope="col" className="pr-3 text-left">
            {texts.field}
          </th>
          <th scope="col" className="pr-3 text-left">
            {texts.before}
          </th>
          <th scope="col" className="text-left">
            {texts.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const was = shown(before[field]);
          const is = shown(after[field]);
          return (
            <tr key={field} className={was === is ? 'text-ink-muted' : 'font-semibold'}>
              <th scope="row" className="pr-3 text-left font-mono">
                {field}
              </th>
              <td className="pr-3 font-mono whitespace-pre-wrap">{was}</td>
              <td className="font-mono whitespace-pre-wrap">{is}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return <span className="text-ink-muted">{texts.noChanges}</span>;
  }
  return (
    <details>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent">
        {texts.showChanges}
      </summary>
      {isRecord(before ?? {}) && isRecord(after ?? {}) ? (
        <FieldTable before={(before ?? {}) as Record_} after={(after ?? {}) as Record_} />
      ) : (
        <dl className="grid gap-1 text-xs">
          <dt className="font-semibold">{texts.before}</dt>
          <dd className="font-mono whitespace-pre-wrap">{shown(before)}</dd>
          <dt className="font-semibold">{texts.after}</dt>
          <dd className="font-mono whitespace-pre-wrap">{shown(after)}</dd>
        </dl>
      )}
    </details>
  );
}
