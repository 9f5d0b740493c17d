// The database itself refuses what would corrupt money or identity, on both dialects, whatever
// the feature code does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Database } from './database.ts';
import { constraintViolation, violatedCheck } from './errors.ts';
import { newId } from './ids.ts';
import type { NewCall } from './tables/calls.ts';
import type { NewMinuteLedgerEntry } from './tables/minute-ledger.ts';
import type { NewPaymentDispute } from './tables/payment-disputes.ts';
import type { NewPaymentEvent } from './tables/payment-events.ts';
import type { NewPaymentOrder } from './tables/payment-orders.ts';

const dialect = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const at = '2026-11-21T15:00:00.000Z';

/** The error the database answered with; fails the test if it accepted the statement. */
async function refusal(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted what it should have refused');
}

describe(`constraints on ${dialect}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  let nextExtension = 5000;
  let nextPhone = 5145559000;

  async function addCustomer(credits = 0): Promise<string> {
    const id = newId();
    await database.kysely
      .insertInto('customers')
      .values({ id, name: 'C', email: `${id}@example.com`, credits, createdAt: at, updatedAt: at })
      .execute();
    return id;
  }

  async function addAdvisor(): Promise<string> {
    const id = newId();
    await database.kysely
      .insertInto('advisors')
      .values({
        id,
        extension: nextExtension++,
        name: 'A',
        description: 'D',
        phone: String(nextPhone++),
        availTimeStr: 'Varies',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return id;
  }

  function addCall(values: Partial<NewCall> & Pick<NewCall, 'customerId' | 'advisorId'>) {
    return database.kysely
      .insertInto('calls')
      .values({
        id: newId(),
        providerCallSid: `CA${newId()}`,
        status: 'dialing',
        reservedMinutes: 10,
        dialedAt: at,
        createdAt: at,
        ...values,
      })
      .execute();
  }

  function addOrder(values: Partial<NewPaymentOrder> & Pick<NewPaymentOrder, 'customerId'>) {
    return database.kysely
      .insertInto('paymentOrders')
      .values({
        id: newId(),
        provider: 'paypal',
        providerOrderId: null,
        bundleId: 'bundle-20',
        priceCents: 5000,
        discountCents: 0,
        gstCents: 250,
        qstCents: 499,
        totalCents: 5749,
        minutes: 20,
        giftMinutes: 5,
        bonusMinutes: 0,
        status: 'created',
        createdAt: at,
        updatedAt: at,
        ...values,
      })
      .execute();
  }

  async function addPackagePurchase(customerId: string): Promise<string> {
    const paymentOrderId = newId();
    await addOrder({ id: paymentOrderId, customerId, status: 'completed', completedAt: at });
    const id = newId();
    await database.kysely
      .insertInto('purchases')
      .values({
        id,
        customerId,
        kind: 'package',
        paymentOrderId,
        bundleName: 'Standard',
        minutes: 25,
        amountCents: 5749,
        purchasedAt: at,
      })
      .execute();
    return id;
  }

  function addLedger(
    values: Partial<NewMinuteLedgerEntry> & Pick<NewMinuteLedgerEntry, 'customerId'>,
  ) {
    return database.kysely
      .insertInto('minuteLedger')
      .values({
        id: newId(),
        deltaMinutes: 5,
        balanceAfter: 5,
        reason: 'adjustment',
        note: 'Goodwill',
        createdAt: at,
        ...values,
      })
      .execute();
  }

  describe('identity', () => {
    it('gives a phone number to one account only, until that account releases it', async () => {
      const [first, second] = [await addCustomer(), await addCustomer()];
      const phone = (customerId: string) =>
        database.kysely
          .insertInto('customerPhoneNumbers')
          .values({ id: newId(), customerId, phone: '4165550199', verifiedAt: at, createdAt: at })
          .execute();
      await phone(first);
      expect(constraintViolation(await refusal(phone(second)))).toBe('unique');
      expect(constraintViolation(await refusal(phone(first)))).toBe('unique');

      await database.kysely
        .deleteFrom('customerPhoneNumbers')
        .where('customerId', '=', first)
        .execute();
      await phone(second);
    });

    it('keeps phone numbers to exactly 10 digits', async () => {
      const customerId = await addCustomer();
      for (const phone of ['514555010', '15145550100', '514555010a', '(514)55501']) {
        const error = await refusal(
          database.kysely
            .insertInto('customerPhoneNumbers')
            .values({ id: newId(), customerId, phone, verifiedAt: at, createdAt: at })
            .execute(),
        );
        expect(violatedCheck(error)).toBe('customer_phone_numbers_phone_digits');
      }
    });

    it('refuses a second account with the same email, and an email not lower-cased', async () => {
      const id = await addCustomer();
      const again = (email: string) =>
        database.kysely
          .insertInto('customers')
          .values({ id: newId(), name: 'B', email, createdAt: at, updatedAt: at })
          .execute();
      expect(constraintViolation(await refusal(again(`${id}@example.com`)))).toBe('unique');
      expect(violatedCheck(await refusal(again('Someone@Example.com')))).toBe(
        'customers_email_lower_case',
      );
    });

    it('enforces foreign keys', async () => {
      const error = await refusal(
        database.kysely
          .insertInto('sessions')
          .values({
            id: newId(),
            tokenHash: newId(),
            customerId: 'nobody',
            createdAt: at,
            lastSeenAt: at,
            expiresAt: at,
          })
          .execute(),
      );
      expect(constraintViolation(error)).toBe('foreign_key');
    });

    it('refuses to delete a customer who has money records, and cascades their sessions otherwise', async () => {
      const customerId = await addCustomer();
      await database.kysely
        .insertInto('sessions')
        .values({
          id: newId(),
          tokenHash: newId(),
          customerId,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: at,
        })
        .execute();
      await addLedger({ customerId });
      const remove = () =>
        database.kysely.deleteFrom('customers').where('id', '=', customerId).execute();
      expect(constraintViolation(await refusal(remove()))).toBe('foreign_key');

      const bare = await addCustomer();
      await database.kysely
        .insertInto('sessions')
        .values({
          id: newId(),
          tokenHash: newId(),
          customerId: bare,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: at,
        })
        .execute();
      await database.kysely.deleteFrom('customers').where('id', '=', bare).execute();
      const left = await database.kysely
        .selectFrom('sessions')
        .select('id')
        .where('customerId', '=', bare)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('credits and the minute ledger', () => {
    it('never lets credits or a ledger balance go below zero', async () => {
      const customerId = await addCustomer(3);
      const error = await refusal(
        database.kysely
          .updateTable('customers')
          .set({ credits: -1 })
          .where('id', '=', customerId)
          .execute(),
      );
      expect(violatedCheck(error)).toBe('customers_credits_non_negative');
      expect(
        violatedCheck(await refusal(addLedger({ customerId, deltaMinutes: -4, balanceAfter: -1 }))),
      ).toBe('minute_ledger_balance_non_negative');
    });

    it('refuses a ledger row without its cause', async () => {
      const customerId = await addCustomer();
      const cause = async (values: Partial<NewMinuteLedgerEntry>) =>
        violatedCheck(await refusal(addLedger({ customerId, ...values })));
      expect(await cause({ reason: 'purchase', note: null })).toBe('minute_ledger_tied_to_cause');
      expect(await cause({ reason: 'cashback', note: null })).toBe('minute_ledger_tied_to_cause');
      expect(await cause({ reason: 'refund', deltaMinutes: -5, note: null })).toBe(
        'minute_ledger_tied_to_cause',
      );
      expect(await cause({ reason: 'call', deltaMinutes: -5, note: 'a call' })).toBe(
        'minute_ledger_tied_to_cause',
      );
      expect(await cause({ reason: 'adjustment', note: null })).toBe('minute_ledger_tied_to_cause');
      expect(await cause({ reason: 'adjustment', note: '   ' })).toBe(
        'minute_ledger_tied_to_cause',
      );
      expect(await cause({ deltaMinutes: 0 })).toBe('minute_ledger_delta_sign');
      // Several checks refuse an unknown reason; which one a dialect names first varies.
      expect(await cause({ reason: 'bonus' as 'gift' })).toMatch(/^minute_ledger_/);
    });

    it('ties purchase and call rows to theirs, with the right sign, once each', async () => {
      const customerId = await addCustomer();
      const purchaseId = await addPackagePurchase(customerId);
      await addLedger({
        customerId,
        reason: 'purchase',
        purchaseId,
        note: null,
        deltaMinutes: 20,
        balanceAfter: 20,
      });
      await addLedger({
        customerId,
        reason: 'gift',
        purchaseId,
        note: null,
        deltaMinutes: 5,
        balanceAfter: 25,
      });
      expect(
        constraintViolation(
          await refusal(
            addLedger({
              customerId,
              reason: 'gift',
              purchaseId,
              note: null,
              deltaMinutes: 5,
              balanceAfter: 30,
            }),
          ),
        ),
      ).toBe('unique');
      expect(
        violatedCheck(
          await refusal(
            addLedger({
              customerId,
              reason: 'purchase',
              purchaseId,
              note: null,
              deltaMinutes: -20,
              balanceAfter: 5,
            }),
          ),
        ),
      ).toBe('minute_ledger_delta_sign');

      const callId = newId();
      await addCall({ id: callId, customerId, advisorId: await addAdvisor(), status: 'completed' });
      await addLedger({
        customerId,
        reason: 'call',
        callId,
        note: null,
        deltaMinutes: -3,
        balanceAfter: 22,
      });
      expect(
        constraintViolation(
          await refusal(
            addLedger({
              customerId,
              reason: 'call',
              callId,
              note: null,
              deltaMinutes: -3,
              balanceAfter: 19,
            }),
          ),
        ),
      ).toBe('unique');
      expect(
        violatedCheck(
          await refusal(
            addLedger({
              customerId,
              reason: 'call',
              callId,
              note: null,
              deltaMinutes: 3,
              balanceAfter: 25,
            }),
          ),
        ),
      ).toBe('minute_ledger_delta_sign');
    });
  });

  describe('calls', () => {
    it('puts at most one caller through to an advisor at a time; finished calls never collide', async () => {
      const advisorId = await addAdvisor();
      const [first, second] = [await addCustomer(), await addCustomer()];
      await addCall({ customerId: first, advisorId, status: 'completed' });
      await addCall({ customerId: second, advisorId, status: 'completed' });
      await addCall({ customerId: first, advisorId, status: 'unanswered' });
      const dialingId = newId();
      await addCall({ id: dialingId, customerId: first, advisorId, status: 'dialing' });
      expect(
        constraintViolation(
          await refusal(addCall({ customerId: second, advisorId, status: 'dialing' })),
        ),
      ).toBe('unique');
      // Another advisor is free.
      await addCall({ customerId: second, advisorId: await addAdvisor(), status: 'dialing' });

      await database.kysely
        .updateTable('calls')
        .set({ status: 'completed' })
        .where('id', '=', dialingId)
        .execute();
      await addCall({ customerId: second, advisorId, status: 'dialing' });
    });

    it('records each provider call once (billing is idempotent on the CallSid)', async () => {
      const [customerId, advisorId] = [await addCustomer(), await addAdvisor()];
      await addCall({ customerId, advisorId, providerCallSid: 'CA-same', status: 'completed' });
      expect(
        constraintViolation(
          await refusal(
            addCall({ customerId, advisorId, providerCallSid: 'CA-same', status: 'failed' }),
          ),
        ),
      ).toBe('unique');
    });
  });

  describe('payments and purchases', () => {
    it('refuses a provider order id twice for the same provider only', async () => {
      const customerId = await addCustomer();
      await addOrder({ customerId, provider: 'paypal', providerOrderId: 'ORDER-1' });
      expect(
        constraintViolation(
          await refusal(addOrder({ customerId, provider: 'paypal', providerOrderId: 'ORDER-1' })),
        ),
      ).toBe('unique');
      await addOrder({ customerId, provider: 'interac', providerOrderId: 'ORDER-1' });
      // Orders the provider has not answered yet do not collide.
      await addOrder({ customerId, provider: 'paypal', providerOrderId: null });
      await addOrder({ customerId, provider: 'paypal', providerOrderId: null });
    });

    it('refuses a capture id twice', async () => {
      const customerId = await addCustomer();
      await addOrder({
        customerId,
        providerCaptureId: 'CAPTURE-1',
        status: 'completed',
        completedAt: at,
      });
      expect(
        constraintViolation(
          await refusal(
            addOrder({
              customerId,
              providerCaptureId: 'CAPTURE-1',
              status: 'completed',
              completedAt: at,
            }),
          ),
        ),
      ).toBe('unique');
    });

    it('keeps order amounts non-negative and the total equal to its parts', async () => {
      const customerId = await addCustomer();
      expect(violatedCheck(await refusal(addOrder({ customerId, totalCents: 5748 })))).toBe(
        'payment_orders_total',
      );
      expect(
        violatedCheck(
          await refusal(addOrder({ customerId, discountCents: -100, totalCents: 5849 })),
        ),
      ).toBe('payment_orders_amounts');
      expect(
        violatedCheck(
          await refusal(addOrder({ customerId, discountCents: 6000, totalCents: -251 })),
        ),
      ).toBe('payment_orders_amounts');
      expect(violatedCheck(await refusal(addOrder({ customerId, currency: 'USD' as 'CAD' })))).toBe(
        'payment_orders_currency',
      );
      // 25 % off $50: $37.50 + GST $1.88 + QST $3.74.
      await addOrder({
        customerId,
        discountCents: 1250,
        gstCents: 188,
        qstCents: 374,
        totalCents: 4312,
      });
    });

    it('turns an order into one purchase only', async () => {
      const customerId = await addCustomer();
      const purchaseId = await addPackagePurchase(customerId);
      const { paymentOrderId } = await database.kysely
        .selectFrom('purchases')
        .select('paymentOrderId')
        .where('id', '=', purchaseId)
        .executeTakeFirstOrThrow();
      const error = await refusal(
        database.kysely
          .insertInto('purchases')
          .values({
            id: newId(),
            customerId,
            kind: 'package',
            paymentOrderId,
            bundleName: 'Standard',
            minutes: 25,
            amountCents: 5749,
            purchasedAt: at,
          })
          .execute(),
      );
      expect(constraintViolation(error)).toBe('unique');
    });

    it('grants monthly cashback once per customer per month', async () => {
      const [first, second] = [await addCustomer(), await addCustomer()];
      const cashback = (
        customerId: string,
        cashbackMonth: string | null,
        paymentOrderId: string | null = null,
      ) =>
        database.kysely
          .insertInto('purchases')
          .values({
            id: newId(),
            customerId,
            kind: 'cashback',
            paymentOrderId,
            bundleName: 'Monthly Cashback',
            minutes: 1,
            amountCents: 0,
            cashbackMonth,
            purchasedAt: at,
          })
          .execute();
      await cashback(first, '2026-10');
      expect(constraintViolation(await refusal(cashback(first, '2026-10')))).toBe('unique');
      await cashback(first, '2026-11');
      await cashback(second, '2026-10');
      // Package purchases carry no month, and never collide with each other.
      await addPackagePurchase(first);
      await addPackagePurchase(first);
      expect(violatedCheck(await refusal(cashback(first, null)))).toBe('purchases_kind_fields');
      expect(violatedCheck(await refusal(cashback(first, 'October')))).toBe(
        'purchases_kind_fields',
      );
    });
  });

  describe('coupons and the tarot game', () => {
    async function addGame(weekStart: string): Promise<string> {
      const id = newId();
      await database.kysely
        .insertInto('tarotGames')
        .values({ id, weekStart, weekEnd: weekStart, isActive: true, createdAt: at })
        .execute();
      return id;
    }

    it('allows one tarot attempt per customer per game', async () => {
      await database.kysely
        .insertInto('tarotCards')
        .values([
          { id: 'card-a', name: 'Card A', arcana: 'major', position: 100 },
          { id: 'card-b', name: 'Card B', arcana: 'minor', position: 101 },
        ])
        .execute();
      const [gameId, nextGameId] = [await addGame('2040-01-02'), await addGame('2040-01-09')];
      const [customerId, other] = [await addCustomer(), await addCustomer()];
      const attempt = (game: string, customer: string) =>
        database.kysely
          .insertInto('tarotGameAttempts')
          .values({
            id: newId(),
            gameId: game,
            customerId: customer,
            firstCardId: 'card-a',
            secondCardId: 'card-a',
            thirdCardId: 'card-b',
            won: false,
            createdAt: at,
          })
          .execute();
      await attempt(gameId, customerId);
      expect(constraintViolation(await refusal(attempt(gameId, customerId)))).toBe('unique');
      await attempt(gameId, other);
      await attempt(nextGameId, customerId);
    });

    it('keeps one game per week, coupon codes unique and upper-case, and values in range', async () => {
      await addGame('2041-01-07');
      expect(constraintViolation(await refusal(addGame('2041-01-07')))).toBe('unique');
      const coupon = (code: string, type: 'percentage_off' | 'bonus_minutes', value: number) =>
        database.kysely
          .insertInto('coupons')
          .values({
            id: newId(),
            code,
            type,
            value,
            isActive: true,
            source: 'operator',
            createdAt: at,
          })
          .execute();
      await coupon('SPRING10', 'percentage_off', 10);
      expect(constraintViolation(await refusal(coupon('SPRING10', 'bonus_minutes', 5)))).toBe(
        'unique',
      );
      expect(violatedCheck(await refusal(coupon('spring20', 'percentage_off', 20)))).toBe(
        'coupons_code_upper_case',
      );
      expect(violatedCheck(await refusal(coupon('HALF', 'percentage_off', 150)))).toBe(
        'coupons_value',
      );
      await coupon('BONUS150', 'bonus_minutes', 150);
    });

    it('records a coupon use once per payment order', async () => {
      const customerId = await addCustomer();
      const couponId = newId();
      await database.kysely
        .insertInto('coupons')
        .values({
          id: couponId,
          code: `C${Date.now()}`,
          type: 'bonus_minutes',
          value: 5,
          isActive: true,
          source: 'operator',
          createdAt: at,
        })
        .execute();
      const paymentOrderId = newId();
      await addOrder({ id: paymentOrderId, customerId, couponId });
      const use = () =>
        database.kysely
          .insertInto('couponUses')
          .values({ id: newId(), couponId, customerId, paymentOrderId, usedAt: at })
          .execute();
      await use();
      expect(constraintViolation(await refusal(use()))).toBe('unique');
    });
  });

  describe('refunds, reversals and disputes', () => {
    async function orderOf(purchaseId: string): Promise<string> {
      const row = await database.kysely
        .selectFrom('purchases')
        .select('paymentOrderId')
        .where('id', '=', purchaseId)
        .executeTakeFirstOrThrow();
      if (!row.paymentOrderId) throw new Error('not a package purchase');
      return row.paymentOrderId;
    }

    async function addEvent(purchaseId: string, values: Partial<NewPaymentEvent> = {}) {
      const id = newId();
      await database.kysely
        .insertInto('paymentEvents')
        .values({
          id,
          provider: 'paypal',
          providerEventId: `WH-${id}`,
          eventType: 'PAYMENT.CAPTURE.REFUNDED',
          kind: 'refund',
          paymentOrderId: await orderOf(purchaseId),
          purchaseId,
          resourceId: `R-${id}`,
          amountCents: 1000,
          minutesClaimed: 4,
          minutesMoved: -4,
          createdAt: at,
          ...values,
        })
        .execute();
      return id;
    }

    it('ties each refund, reversal and dispute row to one PayPal event, several per purchase', async () => {
      const customerId = await addCustomer(25);
      const purchaseId = await addPackagePurchase(customerId);
      const row = (values: Partial<NewMinuteLedgerEntry>) =>
        addLedger({
          customerId,
          reason: 'refund',
          purchaseId,
          note: 'PayPal refund',
          deltaMinutes: -4,
          balanceAfter: 21,
          ...values,
        });
      expect(violatedCheck(await refusal(row({})))).toBe('minute_ledger_tied_to_cause');

      const first = await addEvent(purchaseId);
      const second = await addEvent(purchaseId);
      await row({ paymentEventId: first });
      await row({ paymentEventId: second, balanceAfter: 17 });
      expect(constraintViolation(await refusal(row({ paymentEventId: first })))).toBe('unique');

      const reversal = await addEvent(purchaseId, { kind: 'reversal' });
      await row({ reason: 'reversal', paymentEventId: reversal, balanceAfter: 13 });
      const opened = await addEvent(purchaseId, { kind: 'dispute_created' });
      expect(
        violatedCheck(
          await refusal(row({ reason: 'dispute', paymentEventId: opened, deltaMinutes: 4 })),
        ),
      ).toBe('minute_ledger_delta_sign');
      await row({ reason: 'dispute', paymentEventId: opened, balanceAfter: 9 });
      const resolved = await addEvent(purchaseId, { kind: 'dispute_resolved' });
      expect(
        violatedCheck(await refusal(row({ reason: 'dispute_release', paymentEventId: resolved }))),
      ).toBe('minute_ledger_delta_sign');
      await row({
        reason: 'dispute_release',
        paymentEventId: resolved,
        deltaMinutes: 4,
        balanceAfter: 13,
      });
      // A purchase's own credit is tied to the purchase alone.
      expect(
        violatedCheck(
          await refusal(
            row({ reason: 'purchase', paymentEventId: newId(), deltaMinutes: 4, balanceAfter: 17 }),
          ),
        ),
      ).toBe('minute_ledger_tied_to_cause');
    });

    it('applies a PayPal event once, and each refund, reversal or dispute phase once', async () => {
      const customerId = await addCustomer();
      const purchaseId = await addPackagePurchase(customerId);
      await addEvent(purchaseId, { providerEventId: 'WH-ONCE', resourceId: 'R-1' });
      expect(
        constraintViolation(
          await refusal(addEvent(purchaseId, { providerEventId: 'WH-ONCE', resourceId: 'R-2' })),
        ),
      ).toBe('unique');
      expect(constraintViolation(await refusal(addEvent(purchaseId, { resourceId: 'R-1' })))).toBe(
        'unique',
      );
      // The same id as another kind's resource is another phase.
      await addEvent(purchaseId, { kind: 'reversal', resourceId: 'R-1' });
      expect(
        violatedCheck(await refusal(addEvent(purchaseId, { kind: 'chargeback' as 'refund' }))),
      ).toBe('payment_events_kind');
    });

    it('keeps one row per PayPal dispute, resolved with its time', async () => {
      const customerId = await addCustomer();
      const purchaseId = await addPackagePurchase(customerId);
      const dispute = async (values: Partial<NewPaymentDispute>) =>
        database.kysely
          .insertInto('paymentDisputes')
          .values({
            id: newId(),
            provider: 'paypal',
            providerDisputeId: 'PP-D-1',
            customerId,
            paymentOrderId: await orderOf(purchaseId),
            purchaseId,
            status: 'open',
            openedAt: at,
            ...values,
          })
          .execute();
      expect(violatedCheck(await refusal(dispute({ resolvedAt: at })))).toBe(
        'payment_disputes_status',
      );
      expect(violatedCheck(await refusal(dispute({ status: 'resolved' })))).toBe(
        'payment_disputes_status',
      );
      await dispute({});
      expect(constraintViolation(await refusal(dispute({})))).toBe('unique');
      await dispute({ providerDisputeId: 'PP-D-2', status: 'resolved', resolvedAt: at });
    });
  });
});
