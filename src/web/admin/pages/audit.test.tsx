import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '#shared/api/admin/audit.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.audit;
const table = adminCopy.table;

const entry = (n: number): AuditEntryView => ({
  id: `audit-${n}`,
  at: '2026-11-21T15:15:00.000Z',
  operator: { id: testOwner.id, email: testOwner.email },
  action: 'customer.minutes.add',
  subjectType: 'customer',
  subjectId: `cust-${n}`,
  reason: n === 1 ? 'Call dropped' : null,
  before: { balanceMinutes: 10, status: 'active' },
  after: { balanceMinutes: 25, status: 'active' },
});

/** The audit API over `total` entries, recording each query string it was asked. */
function auditApi(total: number, asked: URLSearchParams[] = []) {
  return {
    'GET /api/admin/audit': (request: Request) => {
      const search = new URL(request.url).searchParams;
      asked.push(search);
      const page = Number(search.get('page'));
      const pageSize = Number(search.get('pageSize'));
      const first = (page - 1) * pageSize + 1;
      const count = Math.max(0, Math.min(pageSize, total - first + 1));
      const entries = Array.from({ length: count }, (_, i) => entry(first + i));
      return jsonResponse({ entries, total, page, pageSize });
    },
    'GET /api/admin/operators': () =>
      jsonResponse({
        operators: [testOwner, testSupport].map((operator) => ({
          ...operator,
          status: 'active',
          createdAt: '2026-11-01T00:00:00.000Z',
          lastSignInAt: null,
        })),
      }),
  };
}

describe('the audit log', () => {
  it('lists the entries in a captioned table, says how many, and pages through them', async () => {
    const asked: URLSearchParams[] = [];
    const { user, router } = renderAdmin('/admin/audit', {
      operator: testOwner,
      api: auditApi(60, asked),
    });
    const grid = await screen.findByRole('table', { name: t.caption });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      table.results(60, 1, 50),
    );
    // The table's own rows: each row's changes are a small table of their own.
    const rows = [...(grid as HTMLTableElement).rows];
    expect(rows).toHaveLength(51);
    const headers = [...(rows[0] as HTMLTableRowElement).cells].map((th) => th.textContent);
    expect(headers).toEqual(Object.values(t.columns));
    expect(rows[1]).toHaveTextContent('cust-1');
    expect(rows[1]).toHaveTextContent('Call dropped');
    expect(rows[2]).toHaveTextContent(t.noReason);

    await user.click(screen.getByRole('button', { name: table.next }));
    expect(await screen.findByText(table.results(60, 51, 60))).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: table.next })).toBeDisabled();
    expect(screen.getByText(table.page(2, 2))).toBeInTheDocument();
  });

  it('applies the filters together, in the address and the request, and exports what they match', async () => {
    const asked: URLSearchParams[] = [];
    const { user, router } = renderAdmin('/admin/audit?page=3', {
      operator: testOwner,
      api: auditApi(3, asked),
    });
    await screen.findByRole('table', { name: t.caption });
    const search = screen.getByRole('search', { name: table.filters });
    await user.selectOptions(
      await within(search).findByLabelText(t.operator),
      await within(search).findByRole('option', { name: testSupport.email }),
    );
    await user.type(within(search).getByLabelText(t.action), 'customer.minutes.add');
    await user.type(within(search).getByLabelText(t.from), '2026-11-01');
    await user.type(within(search).getByLabelText(t.text), 'dropped');
    await user.click(within(search).getByRole('button', { name: table.apply }));

    const expected = {
      operatorId: testSupport.id,
      action: 'customer.minutes.add',
      from: '2026-11-01',
      q: 'dropped',
    };
    await screen.findByText(table.results(3, 1, 3));
    const url = new URLSearchParams(router.state.location.search);
    for (const [name, value] of Object.entries(expected)) {
      expect(url.get(name), name).toBe(value);
      expect(asked.at(-1)?.get(name), name).toBe(value);
    }
    // New filters start again at the first page.
    expect(url.get('page')).toBeNull();
    expect(asked.at(-1)?.get('page')).toBe('1');

    const csv = new URL(
      screen.getByRole('link', { name: t.exportCsv }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(csv.pathname).toBe('/api/admin/audit/export.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual(expected);

    await user.click(within(search).getByRole('button', { name: table.clear }));
    await screen.findByText(table.results(3, 1, 3));
    expect(router.state.location.search).toBe('');
  });

  it('shows an entry’s state before and after, field by field', async () => {
    const { user } = renderAdmin('/admin/audit', { operator: testOwner, api: auditApi(1) });
    await user.click(await screen.findByText(t.showChanges));
    const changed = screen.getByRole('rowheader', { name: 'balanceMinutes' }).closest('tr');
    expect(changed).toHaveTextContent('balanceMinutes1025');
  });

  it('has no operator list for support, who may not read it', async () => {
    renderAdmin('/admin/audit', { operator: testSupport, api: auditApi(0) });
    expect(await screen.findByText(table.empty)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(table.results(0, 0, 0));
    expect(screen.queryByLabelText(t.operator)).toBeNull();
  });

  it('says when the log could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderAdmin('/admin/audit', {
      operator: testSupport,
      api: {
        'GET /api/admin/audit': () =>
          fail
            ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down.')
            : jsonResponse({ entries: [entry(1)], total: 1, page: 1, pageSize: 50 }),
      },
    });
    expect(await screen.findByText(adminCopy.states.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: adminCopy.states.retry }));
    expect(await screen.findByText(table.results(1, 1, 1))).toBeInTheDocument();
  });
});
