// A sign-up that passes the email check while another sign-up with the same email commits first
// is stopped by the database's unique email, and answered with the spec's customer text. The
// check is made to miss here, so the race is not left to timing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { outboxRowsTo, seedCustomer } from '#tests/support/auth.ts';

vi.mock(import('./repo.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  // The other sign-up has not committed yet when this one looks.
  findCustomerIdByEmail: async () => null,
}));

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/auth/sign-up, losing the race at the insert', () => {
  it('answers 409 with the customer text and leaves the first account alone', async () => {
    const first = await seedCustomer(t, { email: 'twins@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: 'twins@example.com', password: 'moonlit-tarot-42', adultConfirmed: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'CUSTOMER_EMAIL_TAKEN', message: copy.auth.signUp.customerEmailTaken },
    });
    const rows = await t.database.kysely
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'twins@example.com')
      .execute();
    expect(rows).toEqual([{ id: first.id }]);
    expect(await outboxRowsTo(t, 'twins@example.com')).toEqual([]);
  });
});
