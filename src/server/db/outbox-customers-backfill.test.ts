// The migration that records the customer of each outbox message gives rows written before it
// their customer where it can be known: emails by address, texted codes by the code they
// carried, other texts by who holds the number now and held it then. Texts to numbers since
// released, whose codes are gone, stay without one (they are deleted with the outbox's 90 days).
import { afterEach, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Database } from './database.ts';
import { newId } from './ids.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

const backfill = '20261126T125000-outbox-message-customers';
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < backfill));

let database: Database | undefined;
afterEach(() => database?.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();

it('gives older messages the customer they were for, where it can be known', async () => {
  database = await createTestDatabase({ migrations: before });
  const db = database.kysely;
  const customer = async (email: string, deletedAt: string | null = null) => {
    const id = newId();
    await db
      .insertInto('customers')
      .values({ id, name: 'C', email, credits: 0, deletedAt, createdAt: at(0), updatedAt: at(0) })
      .execute();
    return id;
  };
  const ann = await customer('ann@example.com');
  const bob = await customer('bob@example.com');
  const carl = await customer('carl@example.com', at(30));
  await db
    .insertInto('customerPhoneNumbers')
    .values({
      id: newId(),
      customerId: bob,
      phone: '5145550100',
      verifiedAt: at(10),
      createdAt: at(10),
    })
    .execute();
  // Carl's number was released when he left; the code of his last sign-in is still there.
  await db
    .insertInto('oneTimeCodes')
    .values({
      id: newId(),
      purpose: 'phone_sign_in',
      target: '4385550111',
      customerId: carl,
      codeHash: 'x',
      createdAt: at(20),
      expiresAt: at(30),
      consumedAt: null,
    })
    .execute();

  const message = async (channel: 'email' | 'sms', recipient: string, createdAt: string) => {
    const id = newId();
    await db
      .insertInto('outboxMessages')
      .values({
        id,
        channel,
        recipient,
        subject: channel === 'email' ? 'Hello' : null,
        text: 'Hello',
        html: null,
        createdAt,
        nextAttemptAt: null,
      })
      .execute();
    return id;
  };
  const expected = new Map<string, string | null>([
    [await message('email', 'Ann@Example.com', at(1)), ann],
    [await message('email', 'stranger@example.com', at(1)), null],
    [await message('sms', '5145550100', at(11)), bob],
    // Before Bob added the number, it was someone else's.
    [await message('sms', '5145550100', at(5)), null],
    [await message('sms', '4385550111', at(20)), carl],
    // A text to Carl's number from before that code: nothing tells whose it was.
    [await message('sms', '4385550111', at(2)), null],
  ]);

  await migrateToLatest(database);

  const rows = await db.selectFrom('outboxMessages').select(['id', 'customerId']).execute();
  expect(new Map(rows.map((row) => [row.id, row.customerId]))).toEqual(expected);
});
