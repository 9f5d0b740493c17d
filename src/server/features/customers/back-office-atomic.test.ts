// The back office's "resend the confirmation" and "clear the phone PIN" write the change and its
// audit row in one transaction: when the audit row cannot be written, the change is undone too
// (no PIN removed, no link issued, no email queued or sent), and when it can, both are there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuditService } from '#server/features/audit/service.ts';
import { createCustomersBackOffice } from '#server/features/customers/service.ts';
import { hashPassword } from '#server/security/password-hashing.ts';
import { operatorServices } from '#tests/support/operator-customers.ts';
import { seedOperator } from '#tests/support/operators.ts';
import { aShopper, type Shopper } from '#tests/support/payments.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let shopper: Shopper;
let owner: { id: string; role: 'owner' };
beforeEach(async () => {
  t = await createTestApp();
  shopper = await aShopper(t, { email: 'aurora@example.com', phones: ['5145550177'] });
  owner = { id: (await seedOperator(t, { role: 'owner' })).id, role: 'owner' };
});
afterEach(async () => t.close());

const auditDown = new Error('the audit log cannot be written');

/** The back office as the app builds it, its audit log working or refusing every row. */
function backOffice(audit: 'working' | 'failing') {
  const { database, clock } = t;
  const { auth, phonePin, payments, wallet } = operatorServices(t);
  return createCustomersBackOffice({
    database,
    clock,
    wallet,
    auth,
    phonePin,
    payments,
    audit:
      audit === 'working'
        ? createAuditService({ database, clock })
        : {
            record: async () => {
              throw auditDown;
            },
          },
  });
}

const auditRows = async () =>
  t.database.kysely
    .selectFrom('auditLog')
    .select(['action', 'subjectId'])
    .where('subjectId', '=', shopper.id)
    .execute();

describe('clearing the phone PIN', () => {
  beforeEach(async () => {
    await t.database.kysely
      .insertInto('phonePins')
      .values({
        customerId: shopper.id,
        pinHash: await hashPassword('4821'),
        setAt: t.clock.now().toISOString(),
      })
      .execute();
  });
  const pinRows = async () =>
    t.database.kysely
      .selectFrom('phonePins')
      .select('customerId')
      .where('customerId', '=', shopper.id)
      .execute();

  it('keeps the PIN when its audit row cannot be written', async () => {
    await expect(backOffice('failing').clearPhonePin(owner, shopper.id, null)).rejects.toBe(
      auditDown,
    );
    expect(await pinRows()).toHaveLength(1);
  });

  it('removes the PIN and writes its audit row together', async () => {
    await backOffice('working').clearPhonePin(owner, shopper.id, 'Forgotten');
    expect(await pinRows()).toEqual([]);
    expect(await auditRows()).toEqual([{ action: 'customer.pin.clear', subjectId: shopper.id }]);
  });
});

describe('resending the confirmation', () => {
  beforeEach(async () => {
    await t.database.kysely
      .updateTable('credentials')
      .set({ emailConfirmedAt: null })
      .where('customerId', '=', shopper.id)
      .execute();
  });
  const queuedEmails = async () =>
    t.database.kysely
      .selectFrom('outboxMessages')
      .select('recipient')
      .where('customerId', '=', shopper.id)
      .execute();
  const confirmationLinks = async () =>
    t.database.kysely
      .selectFrom('oneTimeCodes')
      .select('id')
      .where('customerId', '=', shopper.id)
      .where('purpose', '=', 'email_confirmation')
      .execute();
  const client = { ip: '203.0.113.9' };

  it('issues no link and queues no email when its audit row cannot be written', async () => {
    await expect(
      backOffice('failing').resendConfirmation(owner, shopper.id, null, client),
    ).rejects.toBe(auditDown);
    expect(await confirmationLinks()).toEqual([]);
    expect(await queuedEmails()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('issues the link, queues its email and writes its audit row together', async () => {
    const outcome = await backOffice('working').resendConfirmation(owner, shopper.id, null, client);
    expect(outcome).toEqual({
      action: 'customer.confirmation.resend',
      before: null,
      after: { sentTo: shopper.email },
    });
    expect(await confirmationLinks()).toHaveLength(1);
    expect(await queuedEmails()).toEqual([{ recipient: shopper.email }]);
    expect(await auditRows()).toEqual([
      { action: 'customer.confirmation.resend', subjectId: shopper.id },
    ]);
  });
});
