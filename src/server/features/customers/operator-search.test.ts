// The back office's customer search (docs/decisions/047): by email or name prefix whatever the
// case, by phone number, customer id or an id from a payment, paged and sorted on the server, the
// count capped. That the prefix searches are served by an index: src/server/db/customer-search.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCustomer } from '#tests/support/customers.ts';
import { aShopper, buyWithPayPal, ordersOf } from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createCustomerSearch, type CustomerSearch } from './operator-search.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const everyone: Omit<CustomerSearch, 'text'> = {
  sort: 'created',
  direction: 'asc',
  page: 0,
  pageSize: 20,
};
const search = (text: string, options: Partial<CustomerSearch> = {}) =>
  createCustomerSearch({ database: t.database }).search({ ...everyone, text, ...options });
const emails = (result: { rows: { email: string }[] }) => result.rows.map((row) => row.email);

async function seedPeople() {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
  await seedCustomer(t, {
    email: 'marie.tremblay@example.com',
    name: 'Marie Tremblay',
    createdAt: at(1),
  });
  await seedCustomer(t, {
    email: 'marc@example.com',
    name: 'Élise Marc',
    createdAt: at(2),
    phones: ['5145550101'],
  });
  await seedCustomer(t, { email: 'zoe@example.com', name: 'marianne Roy', createdAt: at(3) });
  await seedCustomer(t, { email: 'under_score@example.com', name: 'Paul', createdAt: at(4) });
}

describe('the customer search', () => {
  it('finds by email or name prefix, whatever the case, and never by a substring', async () => {
    await seedPeople();
    expect(emails(await search('MAR'))).toEqual([
      'marie.tremblay@example.com',
      'marc@example.com',
      'zoe@example.com',
    ]);
    expect(emails(await search('Marc@'))).toEqual(['marc@example.com']);
    expect(emails(await search('marian'))).toEqual(['zoe@example.com']);
    expect(emails(await search('Tremblay'))).toEqual([]);
    // LIKE's and GLOB's wildcards are plain characters here.
    expect(emails(await search('under_'))).toEqual(['under_score@example.com']);
    expect(emails(await search('under%'))).toEqual([]);
    expect(emails(await search('m*'))).toEqual([]);
  });

  it('finds by phone number in any usual form, and by customer id', async () => {
    await seedPeople();
    expect(emails(await search('(514) 555-0101'))).toEqual(['marc@example.com']);
    const [marc] = (await search('marc@')).rows;
    expect(emails(await search(marc?.id.toUpperCase() ?? ''))).toEqual(['marc@example.com']);
    expect(emails(await search('5145550199'))).toEqual([]);
  });

  it('finds by our order id and by PayPal’s order and capture ids', async () => {
    const shopper = await aShopper(t, { email: 'payer@example.com' });
    await aShopper(t, { email: 'bystander@example.com' });
    const { paypalOrderId, captureId } = await buyWithPayPal(t, shopper, { bundleId: 'bundle-10' });
    const [order] = await ordersOf(t, shopper.id);
    for (const id of [paypalOrderId, captureId, order?.id ?? '']) {
      expect(emails(await search(id))).toEqual(['payer@example.com']);
    }
  });

  it('sorts by created, name, email or balance both ways, pages, and counts', async () => {
    await seedPeople();
    await t.database.kysely
      .updateTable('customers')
      .set({ credits: 9 })
      .where('email', '=', 'zoe@example.com')
      .execute();
    expect(emails(await search('', { sort: 'email', direction: 'desc' }))).toEqual([
      'zoe@example.com',
      'under_score@example.com',
      'marie.tremblay@example.com',
      'marc@example.com',
    ]);
    expect(emails(await search('', { sort: 'balance', direction: 'desc', pageSize: 1 }))).toEqual([
      'zoe@example.com',
    ]);
    const second = await search('', { page: 1, pageSize: 2 });
    expect(emails(second)).toEqual(['zoe@example.com', 'under_score@example.com']);
    expect(second).toMatchObject({ total: 4, more: false });
    const names = (await search('', { sort: 'name' })).rows.map((row) => row.name);
    expect(names.indexOf('marianne Roy')).toBeLessThan(names.indexOf('Marie Tremblay'));
    expect(names.indexOf('Marie Tremblay')).toBeLessThan(names.indexOf('Paul'));
  });

  it('refuses a search text too long to be a prefix', async () => {
    await expect(search('x'.repeat(201))).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  });
});
