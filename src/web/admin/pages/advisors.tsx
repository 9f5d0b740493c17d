// /admin/advisors (owners): every advisor with their live status, whether the board lists them
// and the payout rate in force today; paged, sorted and filtered by the server. The status
// refreshes every 15 seconds, as the public board polls.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdvisorRow } from '#shared/api/admin/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PageTitle } from '../components/page-states.tsx';
import { ServerTable } from '../components/server-table.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { useTableQuery } from '../components/use-table-query.ts';
import { fetchAdvisorPage } from '../lib/advisors-api.ts';

/** As often as the public board asks for the advisors' status. */
export const ADVISOR_STATUS_REFRESH_MS = 15_000;

const texts = adminCopy.advisors;
const filterNames = ['q', 'status', 'listed'] as const;
type AdvisorFilter = (typeof filterNames)[number];

const column = createColumnHelper<AdvisorRow>();
const columns = [
  column.accessor('extension', { header: texts.columns.extension, enableSorting: true }),
  column.accessor('name', {
    header: texts.columns.name,
    enableSorting: true,
    cell: (info) => (
      <Link to={`/admin/advisors/${info.row.original.extension}`} className="font-semibold">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('status', {
    header: texts.columns.status,
    enableSorting: true,
    cell: (info) => texts.statuses[info.getValue()],
  }),
  column.accessor('isListed', {
    header: texts.columns.listed,
    cell: (info) => texts.listing[info.getValue() ? 'yes' : 'no'],
  }),
  column.accessor('rateInForce', {
    header: texts.columns.rate,
    cell: (info) => {
      const rate = info.getValue();
      return rate ? (
        texts.perMinute(formatHundredthsOfCent(rate.perMinuteHundredthsOfCent))
      ) : (
        <span className="text-ink-muted">{texts.noRate}</span>
      );
    },
  }),
];

function Choice({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Component() {
  const query = useTableQuery(filterNames);
  const [draft, setDraft] = useState<Record<AdvisorFilter, string>>(query.filters);
  const advisors = useQuery({
    queryKey: ['admin', 'advisors', query.apiSearch],
    queryFn: ({ signal }) => fetchAdvisorPage(query.apiSearch, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ADVISOR_STATUS_REFRESH_MS,
  });
  const edit = (name: AdvisorFilter) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <Link
          to="/admin/advisors/new"
          className="inline-flex min-h-10 items-center self-start rounded-full bg-accent px-4 text-sm font-semibold text-on-accent no-underline"
        >
          {texts.add}
        </Link>
        <TableFilters
          onApply={() => query.setFilters(draft)}
          onClear={() => {
            const empty = { q: '', status: '', listed: '' };
            setDraft(empty);
            query.setFilters(empty);
          }}
        >
          <TextField label={texts.search} type="search" value={draft.q} onValueChange={edit('q')} />
          <Choice
            id="advisors-status"
            label={texts.status}
            value={draft.status}
            onChange={edit('status')}
            options={[
              ['', texts.anyStatus],
              ...Object.entries(texts.statuses).map(([value, label]) => [value, label] as const),
            ]}
          />
          <Choice
            id="advisors-listed"
            label={texts.listed}
            value={draft.listed}
            onChange={edit('listed')}
            options={[
              ['', texts.anyListing],
              ['yes', texts.listing.yes],
              ['no', texts.listing.no],
            ]}
          />
        </TableFilters>
        <p className="text-sm text-ink-muted">{texts.refreshedEvery}</p>
        <ServerTable
          caption={texts.caption}
          columns={columns}
          rows={advisors.data?.advisors}
          total={advisors.data?.total ?? 0}
          query={query}
          status={advisors.isPending ? 'pending' : advisors.isError ? 'error' : 'success'}
          onRetry={() => void advisors.refetch()}
          getRowId={(advisor) => advisor.id}
        />
      </div>
    </>
  );
}
