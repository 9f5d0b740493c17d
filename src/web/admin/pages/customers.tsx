// /admin/customers: find a customer by email, phone, name or order id, in a table the server
// pages and sorts (lists stay fast with a million customers); a row's name opens their page.
import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { CustomerSearchPage } from '#shared/api/admin/customers.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDate } from '#shared/format/display.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PageTitle } from '../components/page-states.tsx';
import { ServerTable } from '../components/server-table.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { useTableQuery } from '../components/use-table-query.ts';
import { fetchCustomers } from '../lib/admin-api.ts';

const texts = adminCopy.customerPages;
const filterNames = ['q'] as const;
type Row = CustomerSearchPage['rows'][number];

const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', {
    id: 'name',
    header: texts.columns.name,
    enableSorting: true,
    cell: (info) => (
      <Link to={`/admin/customers/${info.row.original.id}`} className="font-semibold">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('email', { id: 'email', header: texts.columns.email, enableSorting: true }),
  column.accessor('credits', {
    id: 'balance',
    header: texts.columns.balance,
    enableSorting: true,
    cell: (info) => texts.minutes(info.getValue()),
  }),
  column.accessor('createdAt', {
    id: 'created',
    header: texts.columns.created,
    enableSorting: true,
    cell: (info) => formatBusinessDate(info.getValue()),
  }),
  column.accessor('deletedAt', {
    id: 'state',
    header: texts.columns.state,
    cell: (info) => (info.getValue() === null ? texts.active : texts.deleted),
  }),
];

export function Component() {
  const query = useTableQuery(filterNames);
  const [draft, setDraft] = useState(query.filters.q);
  const found = useQuery({
    queryKey: ['admin', 'customers', query.apiSearch],
    queryFn: ({ signal }) => fetchCustomers(query.apiSearch, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <TableFilters
          onApply={() => query.setFilters({ q: draft })}
          onClear={() => {
            setDraft('');
            query.setFilters({ q: '' });
          }}
        >
          <TextField
            label={texts.search}
            hint={texts.searchHint}
            type="search"
            value={draft}
            onValueChange={setDraft}
          />
        </TableFilters>
        {found.data?.more ? <p className="text-sm text-ink-muted">{texts.moreThan(1000)}</p> : null}
        <ServerTable
          caption={texts.caption}
          columns={columns}
          rows={found.data?.rows}
          total={found.data?.total ?? 0}
          query={query}
          status={found.isPending ? 'pending' : found.isError ? 'error' : 'success'}
          onRetry={() => void found.refetch()}
          getRowId={(row) => row.id}
        />
      </div>
    </>
  );
}
