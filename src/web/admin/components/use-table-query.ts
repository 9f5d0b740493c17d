// A server-paged table's state lives in the address's query string (?page=2&pageSize=50&sort=-at
// &q=refund): a reload, the back button or a link sent to a colleague shows the same rows. This
// hook reads it and writes it back; the page builds its API request from it (apiSearch).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const pageSizes = [25, 50, 100] as const;
const defaultPageSize = 50;

export interface TableSort {
  column: string;
  descending: boolean;
}

export interface TableQuery<Filter extends string> {
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filters: Readonly<Record<Filter, string>>;
}

export interface TableQueryControls<Filter extends string> extends TableQuery<Filter> {
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: TableSort | null): void;
  /** New filters start again at the first page. */
  setFilters(filters: Partial<Record<Filter, string>>): void;
  /** The request's query string: the filters that have a value, the page, its size and the sort. */
  apiSearch: string;
}

const positiveInteger = (value: string | null): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

function readSort(value: string | null): TableSort | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const column = descending ? value.slice(1) : value;
  return column === '' ? null : { column, descending };
}

export function useTableQuery<Filter extends string>(
  filterNames: readonly Filter[],
): TableQueryControls<Filter> {
  const [params, setParams] = useSearchParams();

  const page = positiveInteger(params.get('page')) ?? 1;
  const requestedSize = positiveInteger(params.get('pageSize'));
  const pageSize = pageSizes.find((size) => size === requestedSize) ?? defaultPageSize;
  const sortParam = params.get('sort');
  const sort = useMemo(() => readSort(sortParam), [sortParam]);
  const filterKey = filterNames.map((name) => params.get(name) ?? '').join('\u0000');
  const filters = useMemo(
    () =>
      Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
        Filter,
        string
      >,
    // filterKey holds every filter's value: the object changes only when one of them does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      });
    },
    [setParams],
  );

  const apiSearch = useMemo(() => {
    const search = new URLSearchParams();
    for (const name of filterNames) {
      const value = filters[name].trim();
      if (value !== '') search.set(name, value);
    }
    search.set('page', String(page));
    search.set('pageSize', String(pageSize));
    if (sort) search.set('sort', `${sort.descending ? '-' : ''}${sort.column}`);
    return search.toString();
  }, [filterNames, filters, page, pageSize, sort]);

  return {
    page,
    pageSize,
    sort,
    filters,
    apiSearch,
    setPage: (next) =>
      change((search) => {
        if (next <= 1) search.delete('page');
        else search.set('page', String(next));
      }),
    setPageSize: (next) =>
      change((search) => {
        search.set('pageSize', String(next));
        search.delete('page');
      }),
    setSort: (next) =>
      change((search) => {
        if (next) search.set('sort', `${next.descending ? '-' : ''}${next.column}`);
        else search.delete('sort');
        search.delete('page');
      }),
    setFilters: (next) =>
      change((search) => {
        for (const name of filterNames) {
          const value = (next[name] ?? '').trim();
          if (value === '') search.delete(name);
          else search.set(name, value);
        }
        search.delete('page');
      }),
  };
}
