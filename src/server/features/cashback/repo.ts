// The cashback's queries, set-based: one statement grants a whole batch of customers. A batch is
// a range of customer ids, (after, upTo] in id order, and every statement starts from that
// range on an index (customers by id, purchases by customer and time, the grant's unique key),
// so a month's grant costs the same per customer at any number of customers.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { numberedIds } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import { cashbackPercents, PERCENT } from './rules.ts';

/** Customers with an id in (after, upTo]; the first range starts after '' (before every id). */
export interface CustomerRange {
  after: string;
  upTo: string;
}

/** The last customer id of the next `size` customers after `after`, or null when none is left. */
export async function nextRangeEnd(
  db: Kysely<DB>,
  after: string,
  size: number,
): Promise<string | null> {
  const range = db
    .selectFrom('customers')
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(size)
    .as('range');
  const row = await db
    .selectFrom(range)
    .select((eb) => eb.fn.max('range.id').as('upTo'))
    .executeTakeFirst();
  return row?.upTo ?? null;
}

/** The order's package's cashback percent, from the one list of packages (0 for the others). */
function percentOf(eb: ExpressionBuilder<DB & { o: DB['paymentOrders'] }, 'o'>) {
  const [first, ...others] = cashbackPercents;
  if (!first) return eb.lit(0);
  let percent = eb.case().when('o.bundleId', '=', first.bundleId).then(eb.lit(first.percent));
  for (const { bundleId, percent: value } of others) {
    percent = percent.when('o.bundleId', '=', bundleId).then(eb.lit(value));
  }
  return percent.else(eb.lit(0)).end();
}

/**
 * Inserts the month's 'Monthly Cashback' purchase of every customer of the range who earned
 * minutes and has none yet (the unique key on customer and month skips the others, also those a
 * concurrent run is inserting: the statement waits for it and then skips them). Answers the
 * minutes of each purchase inserted.
 */
export async function insertGrants(
  db: Kysely<DB>,
  input: {
    range: CustomerRange;
    month: string;
    /** The month's instants: [start, end). */
    purchasedBetween: { start: string; end: string };
    name: string;
    at: string;
  },
): Promise<number[]> {
  const { range, month, purchasedBetween } = input;
  // Σ paid minutes × percent per active customer of the range, rounded up once (rules.ts), over
  // the month's completed orders: the range's customers by id and their purchases of the month
  // by the (customer, time) index, then each purchase's order by its key.
  const earned = db
    .selectFrom('customers as c')
    .innerJoin('purchases as p', 'p.customerId', 'c.id')
    .innerJoin('paymentOrders as o', 'o.id', 'p.paymentOrderId')
    .where('c.id', '>', range.after)
    .where('c.id', '<=', range.upTo)
    // The same range again on the purchases: the planners do not carry it over the join, and
    // with it both tables are read from their index within the range.
    .where('p.customerId', '>', range.after)
    .where('p.customerId', '<=', range.upTo)
    .where('c.deletedAt', 'is', null)
    .where('c.isActive', '=', true)
    .where('p.purchasedAt', '>=', purchasedBetween.start)
    .where('p.purchasedAt', '<', purchasedBetween.end)
    .where('p.kind', '=', 'package')
    .groupBy('c.id')
    .select((eb) => {
      // The order's status is read here rather than in WHERE: as a condition, SQLite (which
      // has no statistics) would walk every completed order of every customer from the status
      // index, instead of this range's customers' purchases of the month.
      const paid = eb
        .case()
        .when('o.status', '=', 'completed')
        .then(eb('o.minutes', '*', percentOf(eb)))
        .else(eb.lit(0))
        .end();
      const weighted = eb.fn.sum<number>(paid);
      return [
        'c.id as customerId',
        eb(eb.parens(weighted, '+', eb.lit(PERCENT - 1)), '/', eb.lit(PERCENT)).as('minutes'),
      ];
    })
    .as('earned');
  const rows = await db
    .insertInto('purchases')
    .columns([
      'id',
      'customerId',
      'kind',
      'paymentOrderId',
      'bundleName',
      'minutes',
      'amountCents',
      'cashbackMonth',
      'purchasedAt',
    ])
    .expression((eb) =>
      eb
        .selectFrom(earned)
        .select(({ ref, val, lit }) => [
          numberedIds(ref('earned.customerId')).as('id'),
          'earned.customerId',
          val('cashback').as('kind'),
          lit(null).as('paymentOrderId'),
          val(input.name).as('bundleName'),
          'earned.minutes',
          lit(0).as('amountCents'),
          val(month).as('cashbackMonth'),
          val(input.at).as('purchasedAt'),
        ])
        .where('earned.minutes', '>', 0)
        // Two runs insert in the same order, so one waits for the other instead of deadlocking.
        .orderBy('earned.customerId'),
    )
    .onConflict((conflict) => conflict.columns(['customerId', 'cashbackMonth']).doNothing())
    .returning('minutes')
    .execute();
  return rows.map((row) => row.minutes);
}

/** The month's cashback purchases of the range (by the grant's unique key). */
function grantsQuery(db: Kysely<DB>, range: CustomerRange, month: string) {
  return db
    .selectFrom('purchases')
    .where('customerId', '>', range.after)
    .where('customerId', '<=', range.upTo)
    .where('cashbackMonth', '=', month)
    .where('kind', '=', 'cashback');
}

/** The ids of the month's cashback purchases of the range, for the wallet to credit. */
export function grantsOf(db: Kysely<DB>, range: CustomerRange, month: string) {
  return grantsQuery(db, range, month).select('id');
}

/** How many customers of the range hold the month's grant (this run's included). */
export async function countGrants(
  db: Kysely<DB>,
  range: CustomerRange,
  month: string,
): Promise<number> {
  const row = await grantsQuery(db, range, month)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
