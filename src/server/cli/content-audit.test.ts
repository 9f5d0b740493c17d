// Content changed from the command line is in the audit log as the back office's changes are:
// each `promotion`, `announcement`, `coupon` and `tarot` change writes one row, with no operator
// (the log names the command line), the same action and subject as the back office's, and what
// changed before and after; a refused change, or one that changes nothing, writes none.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminHarness, type AdminHarness } from '#tests/support/admin.ts';

let h: AdminHarness;
beforeEach(async () => {
  h = await createAdminHarness();
});
afterEach(async () => {
  await h.close();
});

/** The audit rows about `subjectType`, oldest first, their JSON read back. */
async function auditRows(subjectType: string) {
  const rows = await h.t.database.kysely
    .selectFrom('auditLog')
    .selectAll()
    .where('subjectType', '=', subjectType)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    operatorId: row.operatorId,
    action: row.action,
    subjectId: row.subjectId,
    before:
      row.beforeJson === null ? null : (JSON.parse(row.beforeJson) as Record<string, unknown>),
    after: JSON.parse(row.afterJson ?? 'null') as Record<string, unknown>,
  }));
}

async function run(...argv: string[]): Promise<string> {
  const result = await h.admin(...argv);
  expect(result.code, result.err).toBe(0);
  return result.out;
}

/** The id of the newest row of `table` (the one a command just added). */
async function newestId(table: 'promotions' | 'platformAnnouncements') {
  const row = await h.t.database.kysely
    .selectFrom(table)
    .select('id')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('promotion commands', () => {
  it('audit the add, the edit and the deactivation', async () => {
    await run('promotion', 'add', '--message', 'Holiday readings', '--end', '2026-12-24');
    const id = await newestId('promotions');
    const short = id.slice(-12);
    await run('promotion', 'edit', short, '--message', 'Holiday readings: 10 bonus minutes');
    await run('promotion', 'deactivate', short);
    const rows = await auditRows('promotion');
    expect(
      rows.map(({ operatorId, action, subjectId }) => [operatorId, action, subjectId]),
    ).toEqual([
      [null, 'promotion.create', id],
      [null, 'promotion.update', id],
      [null, 'promotion.deactivate', id],
    ]);
    const [created, edited, deactivated] = rows;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ id, message: 'Holiday readings', isActive: true });
    expect(edited?.before).toMatchObject({ message: 'Holiday readings' });
    expect(edited?.after).toMatchObject({ message: 'Holiday readings: 10 bonus minutes' });
    expect(deactivated?.before).toMatchObject({ isActive: true });
    expect(deactivated?.after).toMatchObject({ isActive: false });
  });

  it('audit nothing when refused or when nothing changes', async () => {
    const before = await auditRows('promotion');
    const refused = await h.admin('promotion', 'add', '--message', ' ', '--end', '2026-12-24');
    expect(refused.code).toBe(1);
    await run('promotion', 'add', '--message', 'Holiday readings', '--end', '2026-12-24');
    const short = (await newestId('promotions')).slice(-12);
    await run('promotion', 'activate', short);
    expect((await auditRows('promotion')).length).toBe(before.length + 1);
  });
});

describe('announcement commands', () => {
  it('audit the add, the edit and the deactivation', async () => {
    await run(
      ...['announcement', 'add', '--severity', 'warning', '--title', 'Maintenance tonight'],
      ...['--message', 'The line is closed from 2 to 3 AM.', '--end', '2026-11-22 03:00'],
    );
    const id = await newestId('platformAnnouncements');
    const short = id.slice(-12);
    await run('announcement', 'edit', short, '--severity', 'critical');
    await run('announcement', 'deactivate', short);
    const rows = await auditRows('announcement');
    expect(
      rows.map(({ operatorId, action, subjectId }) => [operatorId, action, subjectId]),
    ).toEqual([
      [null, 'announcement.create', id],
      [null, 'announcement.update', id],
      [null, 'announcement.deactivate', id],
    ]);
    const [created, edited, deactivated] = rows;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ id, title: 'Maintenance tonight', severity: 'warning' });
    expect(edited?.before).toMatchObject({ severity: 'warning' });
    expect(edited?.after).toMatchObject({ severity: 'critical' });
    expect(deactivated?.before).toMatchObject({ isActive: true });
    expect(deactivated?.after).toMatchObject({ isActive: false });
  });
});

describe('coupon commands', () => {
  it('audit the add, the edit and the deactivation, by code', async () => {
    await run('coupon', 'add', 'spring10', '--type', 'percentage_off', '--value', '10');
    await run('coupon', 'edit', 'SPRING10', '--max-uses', '2');
    await run('coupon', 'deactivate', 'SPRING10');
    const rows = await auditRows('coupon');
    expect(
      rows.map(({ operatorId, action, subjectId }) => [operatorId, action, subjectId]),
    ).toEqual([
      [null, 'coupon.create', 'SPRING10'],
      [null, 'coupon.update', 'SPRING10'],
      [null, 'coupon.deactivate', 'SPRING10'],
    ]);
    const [created, edited, deactivated] = rows;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({
      code: 'SPRING10',
      type: 'percentage_off',
      value: 10,
      source: 'operator',
    });
    expect(edited?.before).not.toMatchObject({ maxUses: 2 });
    expect(edited?.after).toMatchObject({ maxUses: 2 });
    expect(deactivated?.before).toMatchObject({ isActive: true });
    expect(deactivated?.after).toMatchObject({ isActive: false });
  });

  it('audit nothing when the code is taken', async () => {
    await run('coupon', 'add', 'SPRING10', '--type', 'percentage_off', '--value', '10');
    const taken = await h.admin(
      'coupon',
      'add',
      'SPRING10',
      '--type',
      'bonus_minutes',
      '--value',
      '5',
    );
    expect(taken.code).toBe(1);
    expect((await auditRows('coupon')).map((row) => row.action)).toEqual(['coupon.create']);
  });
});

describe('tarot commands', () => {
  it('audit the creation and the deactivation of a week’s game, by its week', async () => {
    await run('tarot', 'create', '2026-11-23');
    await run('tarot', 'deactivate', '2026-11-23');
    await run('tarot', 'deactivate', '2026-11-23');
    const rows = await auditRows('tarot_game');
    expect(
      rows.map(({ operatorId, action, subjectId }) => [operatorId, action, subjectId]),
    ).toEqual([
      [null, 'tarot_game.create', '2026-11-23'],
      [null, 'tarot_game.deactivate', '2026-11-23'],
    ]);
    const [created, deactivated] = rows;
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ weekStart: '2026-11-23', isActive: true });
    expect(deactivated?.before).toMatchObject({ isActive: true });
    expect(deactivated?.after).toMatchObject({ isActive: false });
  });
});
