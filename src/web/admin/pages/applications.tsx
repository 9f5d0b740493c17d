// /admin/applications (owners): the applications to become an advisor, newest first, paged and
// filtered by status on the server; each name opens everything the applicant sent.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { applicationStatuses, type ApplicationRow } from '#shared/api/admin/applications.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { PageTitle } from '../components/page-states.tsx';
import { ServerTable } from '../components/server-table.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { useTableQuery } from '../components/use-table-query.ts';
import { fetchApplicationPage } from '../lib/applications-api.ts';

const texts = adminCopy.applications;
const filterNames = ['status'] as const;

const column = createColumnHelper<ApplicationRow>();
const columns = [
  column.accessor('createdAt', {
    header: texts.columns.receivedAt,
    cell: (info) => (
      <span className="whitespace-nowrap">{formatBusinessDateTime(info.getValue())}</span>
    ),
  }),
  column.accessor('name', {
    header: texts.columns.name,
    cell: (info) => (
      <Link to={`/admin/applications/${info.row.original.id}`} className="font-semibold">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', { header: texts.columns.email }),
  column.accessor('specialties', {
    header: texts.columns.specialties,
    cell: (info) =>
      info
        .getValue()
        .map((id) => applyCopy.specialtyNames[id])
        .join(', '),
  }),
  column.accessor('status', {
    header: texts.columns.status,
    cell: (info) => texts.statuses[info.getValue()],
  }),
];

export function Component() {
  const query = useTableQuery(filterNames);
  const [status, setStatus] = useState(query.filters.status);
  const applications = useQuery({
    queryKey: ['admin', 'applications', query.apiSearch],
    queryFn: ({ signal }) => fetchApplicationPage(query.apiSearch, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <TableFilters
          onApply={() => query.setFilters({ status })}
          onClear={() => {
            setStatus('');
            query.setFilters({ status: '' });
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="applications-status" className={labelClassName}>
              {texts.status}
            </label>
            <select
              id="applications-status"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className={inputClassName}
            >
              <option value="">{texts.anyStatus}</option>
              {applicationStatuses.map((value) => (
                <option key={value} value={value}>
                  {texts.statuses[value]}
                </option>
              ))}
            </select>
          </div>
        </TableFilters>
        <ServerTable
          caption={texts.caption}
          columns={columns}
          rows={applications.data?.applications}
          total={applications.data?.total ?? 0}
          query={query}
          status={applications.isPending ? 'pending' : applications.isError ? 'error' : 'success'}
          onRetry={() => void applications.refetch()}
          getRowId={(row) => row.id}
        />
      </div>
    </>
  );
}
