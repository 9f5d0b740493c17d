// The back office's list of rows the server pages, sorts and filters (lists must stay fast with a
// million customers, so the browser never holds more than one page). TanStack Table, headless,
// does the table's bookkeeping; this draws it as a real <table> with a caption, sortable columns
// that say how they are sorted (aria-sort), the pages, and a polite live region that says how
// many rows the filters found once they have arrived. Its state is the address's query string
// (use-table-query.ts), so the customers', reports' and audit pages share one behaviour.
import { useId } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { pageSizes, type TableQueryControls } from './use-table-query.ts';

export interface ServerTableProps<Row, Filter extends string> {
  caption: string;
  // TanStack's own type: each column's value type differs, and the table erases it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** The page of rows the server sent; undefined until it has. */
  rows: readonly Row[] | undefined;
  /** How many rows match the filters, on every page. */
  total: number;
  query: TableQueryControls<Filter>;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  getRowId: (row: Row) => string;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

export function ServerTable<Row, Filter extends string>({
  caption,
  columns,
  rows,
  total,
  query,
  status,
  onRetry,
  getRowId,
}: ServerTableProps<Row, Filter>) {
  const texts = adminCopy.table;
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const sorting: SortingState = query.sort
    ? [{ id: query.sort.column, desc: query.sort.descending }]
    : [];

  // TanStack Table's API is not one the React compiler can memoize; this component is left as is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: (rows ?? []) as Row[],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    // A column is sorted only where the server can sort it: it says so with enableSorting.
    defaultColumn: { enableSorting: false },
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSortingRemoval: true,
    pageCount,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      query.setSort(first ? { column: first.id, descending: first.desc } : null);
    },
  });

  const from = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const to = Math.min(total, query.page * query.pageSize);
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="flex flex-col gap-3">
      {/* Says how many rows the filters found once they have come; silent while loading. */}
      <p role="status" className="text-sm text-ink-muted">
        {status === 'success' ? texts.results(total, from, to) : ''}
      </p>
      <div className="overflow-x-auto rounded-lg border border-line">
        <table
          className="w-full border-collapse text-left text-sm"
          aria-busy={status === 'pending'}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-raised">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={ariaSort(sorted)}
                      className="px-3 py-2 font-semibold whitespace-nowrap text-ink"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {status === 'pending' ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-6 text-center text-ink-muted">
                  <span className="inline-flex items-center gap-2">
                    <Spinner /> {texts.loading}
                  </span>
                </td>
              </tr>
            ) : status === 'error' ? (
              <tr>
                <td colSpan={columnCount} className="p-3">
                  <FormAlert>
                    <p>{adminCopy.states.loadFailed}</p>
                    <Button size="sm" variant="secondary" onClick={onRetry} className="self-start">
                      {adminCopy.states.retry}
                    </Button>
                  </FormAlert>
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-6 text-center text-ink-muted">
                  {texts.empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 text-ink">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={texts.pagination} className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={query.page <= 1 || status === 'pending'}
          onClick={() => query.setPage(query.page - 1)}
        >
          {texts.previous}
        </Button>
        <span className="text-sm text-ink">{texts.page(query.page, pageCount)}</span>
        <Button
          size="sm"
          variant="secondary"
          disabled={query.page >= pageCount || status === 'pending'}
          onClick={() => query.setPage(query.page + 1)}
        >
          {texts.next}
        </Button>
        <span className="ml-auto flex items-center gap-2 text-sm">
          <label htmlFor={pageSizeId} className="text-ink">
            {texts.pageSize}
          </label>
          <select
            id={pageSizeId}
            value={query.pageSize}
            onChange={(event) => query.setPageSize(Number(event.target.value))}
            className="min-h-11 rounded-lg border border-line bg-canvas px-2 text-ink"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      </nav>
    </div>
  );
}
