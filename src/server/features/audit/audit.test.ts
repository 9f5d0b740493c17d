// The audit log: an entry is written in the transaction of the change it records (gone with it
// when that rolls back), is never changed or deleted (the database refuses), and is found again
// through GET /api/admin/audit — newest first, a page at a time, by operator, action, days and
// text — and in the CSV export, every matching row, safe to open in a spreadsheet.
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuditService, type AuditService } from '#server/features/audit/service.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';

let t: TestApp;
let audit: AuditService;
let owner: SignedInOperator;
let support: SignedInOperator;
beforeEach(async () => {
  t = await createTestApp();
  audit = createAuditService({ database: t.database, clock: t.clock });
  owner = await signedInOperator(t, 'owner', { email: 'alex@example.com' });
  support = await signedInOperator(t, 'support', { email: 'sam@example.com' });
});
afterEach(async () => t.close());

/** Between two recorded entries: well within an operator session's 30 idle minutes. */
const STEP_MS = 5 * 60 * 1000;

/** Records an entry of `operator` now, then moves the clock 5 minutes on. */
async function recordAction(
  operator: SignedInOperator,
  action: string,
  subjectId: string,
  reason: string | null,
) {
  await t.database.kysely.transaction().execute((trx) =>
    audit.record(trx, {
      operatorId: operator.id,
      action,
      subjectType: 'customer',
      subjectId,
      reason,
      before: { credits: 10 },
      after: { credits: 25 },
    }),
  );
  t.clock.advance(STEP_MS);
}

async function search(query: string, operator: SignedInOperator = owner) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit${query}`,
    cookies: operator.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    entries: { action: string; subjectId: string; reason: string | null; operator: object }[];
    total: number;
    page: number;
    pageSize: number;
  }>();
}

describe('recording', () => {
  it('writes the entry with the change, and not at all when the change rolls back', async () => {
    await expect(
      t.database.kysely.transaction().execute(async (trx) => {
        await audit.record(trx, {
          operatorId: owner.id,
          action: 'customer.minutes.add',
          subjectType: 'customer',
          subjectId: 'cust-rolled-back',
          reason: 'never happened',
          before: null,
          after: null,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await recordAction(owner, 'customer.minutes.add', 'cust-1', 'Dropped call');
    const { entries } = await search('?q=cust-');
    expect(entries).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        operator: { id: owner.id, email: 'alex@example.com' },
        action: 'customer.minutes.add',
        subjectType: 'customer',
        subjectId: 'cust-1',
        reason: 'Dropped call',
        before: { credits: 10 },
        after: { credits: 25 },
      },
    ]);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await recordAction(owner, 'customer.minutes.add', 'cust-1', 'Dropped call');
    const db = t.database.kysely;
    await expect(db.updateTable('auditLog').set({ reason: 'rewritten' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('auditLog').execute()).rejects.toThrow(/append-only/);
    expect((await search('?q=cust-1')).entries[0]?.reason).toBe('Dropped call');
  });

  it('records sign-ins and what the command line did, naming it in the operator’s place', async () => {
    const signIns = await search('?action=operator.sign-in');
    expect(signIns.total).toBe(2);
    await t.database.kysely.transaction().execute((trx) =>
      audit.record(trx, {
        operatorId: null,
        action: 'operator.disable',
        subjectType: 'operator',
        subjectId: support.id,
        reason: null,
        before: null,
        after: null,
      }),
    );
    const [entry] = (await search('?action=operator.disable')).entries;
    expect(entry?.operator).toEqual({ id: '', email: adminCopy.operators.commandLine });
  });
});

describe('searching', () => {
  beforeEach(async () => {
    await recordAction(owner, 'customer.minutes.add', 'cust-1', 'Dropped call with 4001');
    await recordAction(support, 'customer.minutes.remove', 'cust-2', 'Duplicate 50% goodwill');
    await recordAction(owner, 'customer.refund', 'cust-3', null);
  });

  it('answers newest first, a page at a time, with the total', async () => {
    const first = await search('?action=&q=cust-&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.entries.map((entry) => entry.subjectId)).toEqual(['cust-3', 'cust-2']);
    const second = await search('?q=cust-&page=2&pageSize=2');
    expect(second.entries.map((entry) => entry.subjectId)).toEqual(['cust-1']);
  });

  it('filters by operator, action, text (subject or reason, % taken literally) and days', async () => {
    const ids = async (query: string) =>
      (await search(query)).entries.map((entry) => entry.subjectId);
    expect(await ids(`?operatorId=${support.id}&q=cust-`)).toEqual(['cust-2']);
    expect(await ids('?action=customer.refund')).toEqual(['cust-3']);
    expect(await ids('?q=DROPPED')).toEqual(['cust-1']);
    expect(await ids('?q=50%25')).toEqual(['cust-2']);
    expect(await ids('?q=5%25%25')).toEqual([]);
    // The test clock starts at 10:00 in Montréal on 2026-11-21: all three are that day.
    expect(await ids('?q=cust-&from=2026-11-21&to=2026-11-21')).toEqual([
      'cust-3',
      'cust-2',
      'cust-1',
    ]);
    expect(await ids('?q=cust-&from=2026-11-22')).toEqual([]);
    expect(await ids('?q=cust-&to=2026-11-20')).toEqual([]);
  });

  it('is open to support as to owners, and refuses a malformed query', async () => {
    expect((await search('?q=cust-', support)).total).toBe(3);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=21-11-2026&pageSize=1000',
      cookies: owner.cookies,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['from', 'pageSize']);
  });
});

describe('the CSV export', () => {
  it('holds every matching row, newest first, under a header, quoted and formula-safe', async () => {
    await recordAction(owner, 'customer.minutes.add', 'cust-1', 'Said "thanks", twice');
    await recordAction(support, 'customer.minutes.remove', 'cust-2', '=HYPERLINK("x")');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?q=cust-&page=2&pageSize=1',
      cookies: support.cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${adminCopy.operators.auditCsv.fileName}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const columns = adminCopy.operators.auditCsv;
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      [
        columns.at,
        columns.operator,
        columns.action,
        columns.subjectType,
        columns.subjectId,
        columns.reason,
        columns.before,
        columns.after,
      ].join(','),
    );
    expect(lines.slice(1)).toEqual([
      `2026-11-21T15:05:00.000Z,sam@example.com,customer.minutes.remove,customer,cust-2,"'=HYPERLINK(""x"")","{""credits"":10}","{""credits"":25}"`,
      `2026-11-21T15:00:00.000Z,alex@example.com,customer.minutes.add,customer,cust-1,"Said ""thanks"", twice","{""credits"":10}","{""credits"":25}"`,
      '',
    ]);
  });

  it('reads a long log in batches without losing or repeating a row', async () => {
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      id: `0000${String(index).padStart(8, '0')}`,
      at: new Date(Date.UTC(2026, 10, 21, 15, 0, index % 7)).toISOString(),
      operatorId: owner.id,
      action: 'customer.note',
      subjectType: 'customer',
      subjectId: `bulk-${index}`,
      reason: null,
      beforeJson: null,
      afterJson: null,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await t.database.kysely
        .insertInto('auditLog')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=customer.note',
      cookies: owner.cookies,
    });
    const subjects = res.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[4]);
    expect(subjects).toHaveLength(1203);
    expect(new Set(subjects).size).toBe(1203);
  });
});
