// The reports' queries: read-only, each over one period's rows through an index on the instant
// that places them in it (migration 20261126T141000), grouped in SQL by UTC hour (or by what the
// report lists) so that a month of a million customers comes back as a few thousand rows.
import type { Kysely } from 'kysely';
import type { DialectName } from '#server/db/database.ts';
import { utcHourOf } from '#server/db/hour-buckets.ts';
import type { DB } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/db/tables/payment-orders.ts';

export interface Span {
  /** The first instant in the period (ISO, included). */
  start: string;
  /** The first instant after it (excluded). */
  end: string;
}

export interface SalesHour {
  hour: string;
  bundleId: string;
  provider: PaymentProvider;
  orders: number;
  priceCents: number;
  discountCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
}

/** Orders completed in the span (those refunded since included), by hour, package and method. */
export async function salesByHour(db: Kysely<DB>, dialect: DialectName, span: Span) {
  return db
    .selectFrom('paymentOrders')
    .select((eb) => {
      const hour = utcHourOf(dialect, eb.ref('completedAt'));
      return [
        hour.as('hour'),
        'bundleId',
        'provider',
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('priceCents').as('priceCents'),
        eb.fn.sum<number>('discountCents').as('discountCents'),
        eb.fn.sum<number>('gstCents').as('gstCents'),
        eb.fn.sum<number>('qstCents').as('qstCents'),
        eb.fn.sum<number>('totalCents').as('totalCents'),
      ];
    })
    .where('completedAt', '>=', span.start)
    .where('completedAt', '<', span.end)
    .where('status', 'in', ['completed', 'refunded'])
    .groupBy((eb) => [utcHourOf(dialect, eb.ref('completedAt')), 'bundleId', 'provider'])
    .execute() as Promise<SalesHour[]>;
}

export interface MoneyBack {
  kind: 'refund' | 'reversal';
  /** What went back, taxes included; null for a reversal PayPal gave no amount for. */
  amountCents: number | null;
  createdAt: string;
  bundleId: string;
  provider: PaymentProvider;
  gstCents: number;
  qstCents: number;
  totalCents: number;
}

/** Refunds and reversals recorded in the span, each with its order's amounts. */
export async function moneyBack(db: Kysely<DB>, span: Span): Promise<MoneyBack[]> {
  return db
    .selectFrom('paymentEvents as e')
    .innerJoin('paymentOrders as o', 'o.id', 'e.paymentOrderId')
    .select([
      'e.kind',
      'e.amountCents',
      'e.createdAt',
      'o.bundleId',
      'o.provider',
      'o.gstCents',
      'o.qstCents',
      'o.totalCents',
    ])
    .where('e.createdAt', '>=', span.start)
    .where('e.createdAt', '<', span.end)
    .where('e.kind', 'in', ['refund', 'reversal'])
    .orderBy('e.createdAt')
    .execute() as Promise<MoneyBack[]>;
}

export interface Outstanding {
  minutes: number;
  customers: number;
  deletedMinutes: number;
  deletedCustomers: number;
}

/** Every balance: what open accounts and deleted ones still hold. */
export async function outstanding(db: Kysely<DB>): Promise<Outstanding> {
  const rows = await db
    .selectFrom('customers')
    .select((eb) => [
      eb.fn.countAll<number>().as('customers'),
      eb.fn.sum<number>('credits').as('minutes'),
      eb(eb.ref('deletedAt'), 'is not', null).as('deleted'),
    ])
    .where('credits', '>', 0)
    .groupBy((eb) => eb(eb.ref('deletedAt'), 'is not', null))
    .execute();
  const open = rows.find((row) => !truthy(row.deleted));
  const deleted = rows.find((row) => truthy(row.deleted));
  return {
    minutes: Number(open?.minutes ?? 0),
    customers: Number(open?.customers ?? 0),
    deletedMinutes: Number(deleted?.minutes ?? 0),
    deletedCustomers: Number(deleted?.customers ?? 0),
  };
}

// A computed boolean comes back as 0/1 from SQLite and true/false from PostgreSQL.
const truthy = (value: unknown) => value === true || value === 1;

export interface CallsHour {
  hour: string;
  advisorId: string;
  calls: number;
  minutes: number;
}

/** Billed calls started in the span, by hour of their start and advisor. */
export async function callsByHour(
  db: Kysely<DB>,
  dialect: DialectName,
  span: Span,
): Promise<CallsHour[]> {
  return db
    .selectFrom('calls')
    .select((eb) => [
      utcHourOf(dialect, eb.ref('callStart')).as('hour'),
      'advisorId',
      eb.fn.countAll<number>().as('calls'),
      eb.fn.sum<number>('minutesUsed').as('minutes'),
    ])
    .where('callStart', '>=', span.start)
    .where('callStart', '<', span.end)
    .where('minutesUsed', '>', 0)
    .groupBy((eb) => [utcHourOf(dialect, eb.ref('callStart')), 'advisorId'])
    .execute() as Promise<CallsHour[]>;
}

export interface AdvisorName {
  id: string;
  name: string;
  extension: number;
}

export async function advisors(db: Kysely<DB>): Promise<AdvisorName[]> {
  return db
    .selectFrom('advisors')
    .select(['id', 'name', 'extension'])
    .orderBy('extension')
    .execute();
}

export interface CouponUseRow {
  couponId: string;
  code: string;
  type: string;
  source: string;
  uses: number;
  discountCents: number;
  bonusMinutes: number;
}

/**
 * Coupons used in the span (a use is recorded when its payment completes). A used coupon's order
 * always names it: said in the query, so its orders are read from their coupon index.
 */
export async function couponUses(db: Kysely<DB>, span: Span): Promise<CouponUseRow[]> {
  return db
    .selectFrom('couponUses as u')
    .innerJoin('coupons as c', 'c.id', 'u.couponId')
    .innerJoin('paymentOrders as o', 'o.id', 'u.paymentOrderId')
    .select((eb) => [
      'u.couponId',
      'c.code',
      'c.type',
      'c.source',
      eb.fn.countAll<number>().as('uses'),
      eb.fn.sum<number>('o.discountCents').as('discountCents'),
      eb.fn.sum<number>('o.bonusMinutes').as('bonusMinutes'),
    ])
    .where('u.usedAt', '>=', span.start)
    .where('u.usedAt', '<', span.end)
    .where('o.couponId', 'is not', null)
    .groupBy(['u.couponId', 'c.code', 'c.type', 'c.source'])
    .orderBy('c.code')
    .execute() as Promise<CouponUseRow[]>;
}

export interface CountHour {
  hour: string;
  count: number;
  /** Tarot: the plays that won; cashback: the minutes granted. */
  extra: number;
}

export async function tarotPlaysByHour(
  db: Kysely<DB>,
  dialect: DialectName,
  span: Span,
): Promise<CountHour[]> {
  return db
    .selectFrom('tarotGameAttempts')
    .select((eb) => [
      utcHourOf(dialect, eb.ref('createdAt')).as('hour'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb.case().when('won', '=', true).then(1).else(0).end()).as('extra'),
    ])
    .where('createdAt', '>=', span.start)
    .where('createdAt', '<', span.end)
    .groupBy((eb) => utcHourOf(dialect, eb.ref('createdAt')))
    .execute() as Promise<CountHour[]>;
}

export async function cashbackByHour(
  db: Kysely<DB>,
  dialect: DialectName,
  span: Span,
): Promise<CountHour[]> {
  return db
    .selectFrom('purchases')
    .select((eb) => [
      utcHourOf(dialect, eb.ref('purchasedAt')).as('hour'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('minutes').as('extra'),
    ])
    .where('kind', '=', 'cashback')
    .where('purchasedAt', '>=', span.start)
    .where('purchasedAt', '<', span.end)
    .groupBy((eb) => utcHourOf(dialect, eb.ref('purchasedAt')))
    .execute() as Promise<CountHour[]>;
}

export async function newCustomersByHour(
  db: Kysely<DB>,
  dialect: DialectName,
  span: Span,
): Promise<CountHour[]> {
  return db
    .selectFrom('customers')
    .select((eb) => [
      utcHourOf(dialect, eb.ref('createdAt')).as('hour'),
      eb.fn.countAll<number>().as('count'),
      eb.lit(0).as('extra'),
    ])
    .where('createdAt', '>=', span.start)
    .where('createdAt', '<', span.end)
    .groupBy((eb) => utcHourOf(dialect, eb.ref('createdAt')))
    .execute() as Promise<CountHour[]>;
}
