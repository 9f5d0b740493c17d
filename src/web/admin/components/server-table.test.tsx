import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { ServerTable } from './server-table.tsx';
import { useTableQuery } from './use-table-query.ts';

interface Row {
  id: string;
  name: string;
}

/** A list of customers sortable by name, as the customers' page will have. */
function CustomerList({ rows }: { rows: Row[] }) {
  const query = useTableQuery(['q']);
  return (
    <ServerTable<Row, 'q'>
      caption="Customers"
      columns={[
        { accessorKey: 'name', header: 'Name', enableSorting: true },
        { accessorKey: 'id', header: 'Id' },
      ]}
      rows={rows}
      total={rows.length}
      query={query}
      status="success"
      onRetry={() => undefined}
      getRowId={(row) => row.id}
    />
  );
}

function renderList(url: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/customers', element: <CustomerList rows={[{ id: 'c1', name: 'Ana' }]} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('the server-paged table', () => {
  it('sorts only the columns that say so, in the address, and says how it is sorted', async () => {
    const { router, user } = renderList('/admin/customers?page=2&q=ana');
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toContainElement(
      screen.queryByRole('button', { name: /Id/ }),
    );

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    let search = new URLSearchParams(router.state.location.search);
    expect(search.get('sort')).toBe('name');
    // A new order starts at the first page; the filters stay.
    expect(search.get('page')).toBeNull();
    expect(search.get('q')).toBe('ana');

    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    search = new URLSearchParams(router.state.location.search);
    expect(search.get('sort')).toBe('-name');
  });

  it('keeps the page size in the address, from the sizes offered, and starts again at page 1', async () => {
    const { router, user } = renderList('/admin/customers?page=2&pageSize=999');
    const size = screen.getByLabelText(adminCopy.table.pageSize);
    expect(size).toHaveValue('50');
    await user.selectOptions(size, '100');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('pageSize')).toBe('100');
    expect(search.get('page')).toBeNull();
  });
});
