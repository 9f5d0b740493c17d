// /admin/audit: every operator action, newest first, paged and filtered by the server (by
// operator, action, days and text), each entry's state before and after shown field by field,
// and the filtered rows downloadable as CSV.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntryView } from '#shared/api/admin/audit.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { AuditChanges } from '../components/audit-changes.tsx';
import { PageTitle } from '../components/page-states.tsx';
import { ServerTable } from '../components/server-table.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { useTableQuery } from '../components/use-table-query.ts';
import { auditExportHref, fetchAuditPage, fetchOperators } from '../lib/admin-api.ts';
import { useOperator } from '../lib/operator-session.ts';

const texts = adminCopy.audit;
const filterNames = ['operatorId', 'action', 'from', 'to', 'q'] as const;
type AuditFilter = (typeof filterNames)[number];

const column = createColumnHelper<AuditEntryView>();
const columns = [
  column.accessor('at', {
    header: texts.columns.at,
    cell: (info) => (
      <span className="whitespace-nowrap">{formatBusinessDateTime(info.getValue())}</span>
    ),
  }),
  column.accessor((entry) => entry.operator.email, {
    id: 'operator',
    header: texts.columns.operator,
  }),
  column.accessor('action', {
    header: texts.columns.action,
    cell: (info) => <code className="font-mono text-xs">{info.getValue()}</code>,
  }),
  column.accessor((entry) => [entry.subjectType, entry.subjectId ?? ''].join(' ').trim(), {
    id: 'subject',
    header: texts.columns.subject,
  }),
  column.accessor('reason', {
    header: texts.columns.reason,
    cell: (info) => info.getValue() ?? <span className="text-ink-muted">{texts.noReason}</span>,
  }),
  column.display({
    id: 'changes',
    header: texts.columns.changes,
    cell: (info) => (
      <AuditChanges before={info.row.original.before} after={info.row.original.after} />
    ),
  }),
];

/** The owner picks an operator from the list; support, who may not list them, has no such filter. */
function OperatorFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const operators = useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: ({ signal }) => fetchOperators(signal),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="audit-operator" className={labelClassName}>
        {texts.operator}
      </label>
      <select
        id="audit-operator"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
      >
        <option value="">{texts.anyOperator}</option>
        {(operators.data ?? []).map((operator) => (
          <option key={operator.id} value={operator.id}>
            {operator.email}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Component() {
  const operator = useOperator();
  const query = useTableQuery(filterNames);
  const [draft, setDraft] = useState<Record<AuditFilter, string>>(query.filters);
  const entries = useQuery({
    queryKey: ['admin', 'audit', query.apiSearch],
    queryFn: ({ signal }) => fetchAuditPage(query.apiSearch, signal),
    placeholderData: keepPreviousData,
  });
  const edit = (name: AuditFilter) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const exportSearch = new URLSearchParams(
    filterNames.flatMap((name) => (query.filters[name] ? [[name, query.filters[name]]] : [])),
  ).toString();

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <TableFilters
          onApply={() => query.setFilters(draft)}
          onClear={() => {
            const empty = { operatorId: '', action: '', from: '', to: '', q: '' };
            setDraft(empty);
            query.setFilters(empty);
          }}
        >
          {operator.data?.role === 'owner' ? (
            <OperatorFilter value={draft.operatorId} onChange={edit('operatorId')} />
          ) : null}
          <TextField
            label={texts.action}
            hint={texts.actionHint}
            value={draft.action}
            onValueChange={edit('action')}
          />
          <TextField
            label={texts.from}
            type="date"
            value={draft.from}
            onValueChange={edit('from')}
          />
          <TextField label={texts.to} type="date" value={draft.to} onValueChange={edit('to')} />
          <TextField label={texts.text} type="search" value={draft.q} onValueChange={edit('q')} />
        </TableFilters>
        <a
          href={auditExportHref(exportSearch)}
          download
          className="inline-flex min-h-10 items-center self-start rounded-full border-2 border-accent px-4 text-sm font-semibold text-accent no-underline hover:bg-accent hover:text-on-accent"
        >
          {texts.exportCsv}
        </a>
        <ServerTable
          caption={texts.caption}
          columns={columns}
          rows={entries.data?.entries}
          total={entries.data?.total ?? 0}
          query={query}
          status={entries.isPending ? 'pending' : entries.isError ? 'error' : 'success'}
          onRetry={() => void entries.refetch()}
          getRowId={(entry) => entry.id}
        />
      </div>
    </>
  );
}
