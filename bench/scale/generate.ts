// The scale benchmark's customers, written set-based: one INSERT … SELECT per table over a
// numbered series (generate_series on PostgreSQL, a recursive CTE on SQLite), so a million
// customers take minutes, not hours. Every row is what the product itself would have written:
// the real schema (migrated first), verified numbers, completed PayPal orders with their
// purchases and taxes, settled calls, sessions, and the minute ledger with each row's balance
// after it, every balance equal to its ledger's sum.
//
// Customer i (1…N) is a function of i alone, so a sample can be drawn without reading the
// database: a pseudo-random mix of i picks 1 to 3 purchases (60 % of customers bought last in
// October, the month the cashback grants), each of any package, paid by PayPal (3 in 4) or
// Interac (1 in 4), one order in 12 with one of four percentage-off coupons; 0 to 3 calls after
// the first purchase, which always covers them, each to one of the demo's and 40 more advisors;
// 0 to 3 plays of the weekly tarot game from May to October (one play in 10 wins a coupon). A
// customer with one PayPal purchase and no call asks for their money back one time in four (a
// PayPal refund of the whole order, its minutes taken back): about 1.6 % of customers. One
// customer in 97 deleted their account (and with it their numbers); one in 101 is inactive.
import { sql } from 'kysely';
import type { Database, DialectName } from '#server/db/database.ts';
import { bundles } from '#shared/pricing/bundles.ts';
import { orderTotals } from '#shared/pricing/totals.ts';

/** The benchmark's "now": Monday 2 November 2026, noon in Montréal; the cashback month. */
export const SCALE_NOW = '2026-11-02T17:00:00.000Z';
export const CASHBACK_MONTH = '2026-10';

const DAY = 86_400;
const epoch = (iso: string) => Date.parse(iso) / 1000;
/** Accounts opened through 2025; purchases from May 2026; October 2026 in Montréal's time. */
const ACCOUNTS_FROM = epoch('2025-01-01T05:00:00.000Z');
const MAY = epoch('2026-05-01T04:00:00.000Z');
const OCTOBER = epoch('2026-10-01T04:00:00.000Z');
const NOW = epoch(SCALE_NOW);

/** A customer's id, phone number and whether the line and the dashboard know them. */
export function customerAt(i: number) {
  return {
    id: rowId('0000000c', i),
    // Valid North American numbers (the exchange, 200 and up, never starts with 0 or 1), as the
    // line recognises callers by.
    phone: String(6_002_000_000 + i),
    /** Deleted accounts lost their numbers; inactive ones are refused. */
    reachable: i % 97 !== 0 && i % 101 !== 0,
  };
}

// Table prefixes of the generated ids: UUID-shaped text, in the order of i.
const prefixes = {
  customer: '0000000c',
  phone: '0000000d',
  session: '00000005',
  order: '00000001',
  purchase: '00000002',
  call: '00000003',
  purchaseCredit: '00000004',
  giftCredit: '00000006',
  callDebit: '00000007',
  refundEvent: '00000008',
  refundDebit: '00000009',
  operatorCoupon: '0000000a',
  tarotCoupon: '0000000b',
  tarotAttempt: '0000000e',
  tarotGame: '0000000f',
  advisor: '000000ad',
} as const;

/** Advisors added to the demo's, so the calls and the payouts spread over many. */
const EXTRA_ADVISORS = 40;
/** The operator's coupons orders may use: percent off the package's price. */
const operatorCoupons = [10, 15, 20, 25].map((percent, n) => ({
  id: rowId(prefixes.operatorCoupon, n + 1),
  code: `SCALE${percent}`,
  percent,
}));
/** The tarot game's weeks: Mondays from 4 May to 26 October 2026 (26 weeks). */
const TAROT_WEEKS = 26;
const FIRST_TAROT_MONDAY = epoch('2026-05-04T04:00:00.000Z');
/** A tarot win's coupon: bonus minutes on a next purchase. */
const TAROT_BONUS_MINUTES = 5;

function rowId(prefix: string, key: number): string {
  return `${prefix}-0000-7000-8000-${String(key).padStart(12, '0')}`;
}

/** The few expressions the two dialects spell differently. */
function dialectSql(dialect: DialectName) {
  const postgres = dialect === 'postgres';
  return {
    /** A CTE numbering 1…n as `name(i)`, after WITH RECURSIVE. */
    numbers: (name: string, n: number) =>
      postgres
        ? `${name}(i) as (select generate_series(1, ${n}))`
        : `${name}(i) as (select 1 union all select i + 1 from ${name} where i < ${n})`,
    /** Seconds since 1970 as an instant column's value. */
    instant: (seconds: string) =>
      postgres
        ? `to_timestamp(${seconds})`
        : `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`,
    /** The 12-digit tail of a generated id. */
    digits12: (value: string) =>
      postgres ? `lpad((${value})::text, 12, '0')` : `printf('%012d', ${value})`,
  };
}

/** A pseudo-random number in 0…1,000,002 for customer `i`, different for each `salt`. */
// Each above 2^31, so PostgreSQL reads it as bigint and i × it never overflows.
const multipliers = [
  2_654_435_761, 2_246_822_519, 3_266_489_917, 2_870_177_451, 3_735_928_559, 2_654_435_769,
  3_042_594_569, 2_480_343_931, 4_101_842_887, 2_862_933_555, 3_413_838_683, 2_325_445_897,
];
function mix(i: string, salt: number): string {
  return `((${i} * ${multipliers[salt % multipliers.length]} + ${salt * 7919}) % 1000003)`;
}

/** A CASE over the package index (0…3) of an expression. */
function byBundle(index: string, value: (bundle: (typeof bundles)[number]) => string | number) {
  const cases = bundles.map((bundle, n) => `when ${n} then ${value(bundle)}`).join(' ');
  return `(case ${index} ${cases} end)`;
}

// ---- Customer i's history, as SQL over `i` (and k, the purchase, or j, the call) --------------

const purchaseCount = (i: string) => `(1 + ${mix(i, 0)} % 3)`;
const lastBoughtInOctober = (i: string) => `(${mix(i, 1)} % 10 < 6)`;
const bundleIndex = (i: string, k: string) =>
  `(case ${k} when 1 then ${mix(i, 2)} when 2 then ${mix(i, 3)} else ${mix(i, 4)} end % ${bundles.length})`;
/** Seconds: May to August for earlier purchases, 40 days apart; October for the last one if so. */
function purchaseTime(i: string, k: string) {
  const within = `((${mix(i, 5)} + ${k}) % 30 * ${DAY} + ${mix(i, 6)} % 72000)`;
  return `(case when ${k} = ${purchaseCount(i)} and ${lastBoughtInOctober(i)} then ${OCTOBER} + ${within} else ${MAY} + (${k} - 1) * ${40 * DAY} + ${within} end)`;
}
/** One order in 12 uses a coupon (0…3, the operator's), else -1; one in 4 is paid by Interac. */
const couponIndex = (i: string, k: string) =>
  `(case when (${mix(i, 10)} + ${k}) % 12 = 0 then (${mix(i, 11)} + ${k}) % ${operatorCoupons.length} else -1 end)`;
const byInterac = (i: string, k: string) => `((${mix(i, 12)} + ${k}) % 4 = 0)`;
/** The whole order refunded through PayPal: its one purchase, paid by PayPal, no call made. */
const refunded = (i: string) =>
  `(${purchaseCount(i)} = 1 and ${callCount(i)} = 0 and not ${byInterac(i, '1')} and ${mix(i, 13)} % 4 = 0)`;
const refundTime = (i: string) => `(${purchaseTime(i, '1')} + ${DAY} + 3600)`;
const callCount = (i: string) => `(${mix(i, 7)} % 4)`;
/** Tarot plays: 0 to 3 of the 26 weeks, the p-th 9 weeks after the one before. */
const tarotPlays = (i: string) => `(${mix(i, 14)} % 4)`;
const tarotWeek = (i: string, p: string) => `((${mix(i, 15)} + ${p} * 9) % ${TAROT_WEEKS})`;
const tarotWon = (i: string, p: string) => `((${mix(i, 16)} + ${p}) % 10 = 0)`;
const tarotTime = (i: string, p: string) =>
  `(${FIRST_TAROT_MONDAY} + ${tarotWeek(i, p)} * ${7 * DAY} + ${mix(i, 17)} % ${6 * DAY})`;
const callMinutes = (i: string, j: string) => `(1 + (${mix(i, 8)} + ${j}) % 3)`;
/** Seconds: the j-th hour after the first purchase, which holds at least 12 minutes. */
const callTime = (i: string, j: string) => `(${purchaseTime(i, '1')} + ${j} * 3600)`;

/** The balance: every purchase's paid and free minutes, less every call's. */
function credits(i: string) {
  const bought = [1, 2, 3].map(
    (k) =>
      `(case when ${k} <= ${purchaseCount(i)} then ${byBundle(bundleIndex(i, String(k)), (b) => b.minutes + b.giftMinutes)} else 0 end)`,
  );
  const called = [1, 2, 3].map(
    (j) => `(case when ${j} <= ${callCount(i)} then ${callMinutes(i, String(j))} else 0 end)`,
  );
  const takenBack = `(case when ${refunded(i)} then ${byBundle(bundleIndex(i, '1'), (b) => b.minutes + b.giftMinutes)} else 0 end)`;
  return `(${bought.join(' + ')} - ${called.join(' - ')} - ${takenBack})`;
}

/** An order's figure by its package and coupon (orderTotals, as the product computes it). */
function byOrder(
  i: string,
  k: string,
  figure: (totals: ReturnType<typeof orderTotals>) => number,
): string {
  return byBundle(bundleIndex(i, k), (bundle) => {
    const cases = operatorCoupons
      .map(
        (coupon, n) =>
          `when ${n} then ${figure(orderTotals(bundle, { type: 'percentage_off', value: coupon.percent }))}`,
      )
      .join(' ');
    return `(case ${couponIndex(i, k)} ${cases} else ${figure(orderTotals(bundle))} end)`;
  });
}

function statements(dialect: DialectName, n: number): [table: string, sql: string][] {
  const d = dialectSql(dialect);
  const id = (prefix: string, key: string) => `'${prefix}-0000-7000-8000-' || ${d.digits12(key)}`;
  const customers = `with recursive ${d.numbers('s', n)}`;
  const withPurchases = `with recursive ${d.numbers('s', n)}, k(k) as (values (1), (2), (3))`;
  const withCalls = `with recursive ${d.numbers('s', n)}, j(j) as (values (1), (2), (3))`;
  const at = (seconds: string | number) => d.instant(String(seconds));
  const withPlays = `with recursive ${d.numbers('s', n)}, p(p) as (values (1), (2), (3))`;
  const weeks = Array.from({ length: TAROT_WEEKS }, (_, w) => FIRST_TAROT_MONDAY + w * 7 * DAY);
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  return [
    [
      'advisors',
      `with recursive ${d.numbers('s', EXTRA_ADVISORS)}
      insert into advisors (id, extension, name, description, description_fr, avail_time_str,
        avail_time_str_fr, created_at, updated_at)
      select ${id(prefixes.advisor, 'i')}, 8000 + i, 'Scale Advisor ' || i, 'Readings at scale.',
        'Des lectures à grande échelle.', 'Every day', 'Tous les jours', ${at(ACCOUNTS_FROM)},
        ${at(ACCOUNTS_FROM)}
      from s`,
    ],
    [
      'coupons',
      `insert into coupons (id, code, type, value, is_active, expires_at, max_uses, first_purchase_only,
        customer_id, source, created_at)
      values ${operatorCoupons
        .map(
          (coupon) =>
            `('${coupon.id}', '${coupon.code}', 'percentage_off', ${coupon.percent}, 1 = 1, null, null, 1 = 0, null, 'operator', ${at(ACCOUNTS_FROM)})`,
        )
        .join(', ')}`,
    ],
    [
      'tarot_games',
      `insert into tarot_games (id, week_start, week_end, is_active, created_at)
      values ${weeks
        .map(
          (monday, w) =>
            `('${rowId(prefixes.tarotGame, w + 1)}', '${day(monday)}', '${day(monday + 6 * DAY)}', 1 = 0, ${at(monday)})`,
        )
        .join(', ')}`,
    ],
    [
      'customers',
      `${customers}
      insert into customers (id, name, email, credits, is_active, deleted_at, created_at, updated_at, adult_confirmed_at)
      select ${id(prefixes.customer, 'i')}, 'Scale Customer ' || i, 'customer' || i || '@scale.example',
        ${credits('i')}, i % 101 <> 0, case when i % 97 = 0 then ${at(NOW - 3 * DAY)} end,
        ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY}`)}, ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY}`)},
        ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY}`)}
      from s`,
    ],
    [
      'customer_phone_numbers',
      `${customers}
      insert into customer_phone_numbers (id, customer_id, phone, verified_at, created_at)
      select ${id(prefixes.phone, 'i * 2')}, ${id(prefixes.customer, 'i')}, cast(6002000000 + i as text),
        ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY}`)}, ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY}`)}
      from s where i % 97 <> 0
      union all
      select ${id(prefixes.phone, 'i * 2 + 1')}, ${id(prefixes.customer, 'i')}, cast(7002000000 + i as text),
        ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY} + ${DAY}`)}, ${at(`${ACCOUNTS_FROM} + i % 365 * ${DAY} + ${DAY}`)}
      from s where i % 97 <> 0 and i % 5 = 0`,
    ],
    [
      'sessions',
      `${customers}
      insert into sessions (id, token_hash, customer_id, created_at, last_seen_at, expires_at, ip, user_agent)
      select ${id(prefixes.session, 'i')}, 'scale-session-' || i, ${id(prefixes.customer, 'i')},
        ${at(NOW - 10 * DAY)}, ${at(NOW - 3600)}, ${at(NOW + 20 * DAY)}, '203.0.113.7', 'Scale benchmark'
      from s where i % 97 <> 0`,
    ],
    [
      'payment_orders',
      `${withPurchases}
      insert into payment_orders (id, customer_id, provider, provider_order_id, provider_capture_id, bundle_id,
        coupon_id, price_cents, discount_cents, gst_cents, qst_cents, total_cents, currency, minutes,
        gift_minutes, bonus_minutes, status, failure_reason, created_at, updated_at, completed_at)
      select ${id(prefixes.order, 'i * 4 + k')}, ${id(prefixes.customer, 'i')},
        case when ${byInterac('i', 'k')} then 'interac' else 'paypal' end,
        case when ${byInterac('i', 'k')} then 'SCALE-INTERAC-' else 'SCALE-' end || (i * 4 + k),
        case when ${byInterac('i', 'k')} then null else 'SCALE-CAPTURE-' || (i * 4 + k) end,
        ${byBundle(bundleIndex('i', 'k'), (b) => `'${b.id}'`)},
        case ${couponIndex('i', 'k')} ${operatorCoupons.map((coupon, c) => `when ${c} then '${coupon.id}'`).join(' ')} end,
        ${byOrder('i', 'k', (o) => o.priceCents)}, ${byOrder('i', 'k', (o) => o.discountCents)},
        ${byOrder('i', 'k', (o) => o.gstCents)}, ${byOrder('i', 'k', (o) => o.qstCents)},
        ${byOrder('i', 'k', (o) => o.totalCents)}, 'CAD',
        ${byBundle(bundleIndex('i', 'k'), (b) => b.minutes)},
        ${byBundle(bundleIndex('i', 'k'), (b) => b.giftMinutes)}, 0,
        case when k = 1 and ${refunded('i')} then 'refunded' else 'completed' end, null,
        ${at(purchaseTime('i', 'k'))},
        case when k = 1 and ${refunded('i')} then ${at(refundTime('i'))} else ${at(purchaseTime('i', 'k'))} end,
        ${at(purchaseTime('i', 'k'))}
      from s join k on k.k <= ${purchaseCount('i')}`,
    ],
    [
      'coupon_uses',
      `insert into coupon_uses (id, coupon_id, customer_id, payment_order_id, used_at)
      select '${prefixes.operatorCoupon}' || substr(o.id, 9), o.coupon_id, o.customer_id, o.id, o.completed_at
      from payment_orders o where o.id like '${prefixes.order}-%' and o.coupon_id is not null`,
    ],
    [
      'purchases',
      `insert into purchases (id, customer_id, kind, payment_order_id, bundle_name, minutes, amount_cents,
        cashback_month, purchased_at)
      select '${prefixes.purchase}' || substr(o.id, 9), o.customer_id, 'package', o.id,
        case o.bundle_id ${bundles.map((b) => `when '${b.id}' then '${b.name.replace(/'/g, "''")}'`).join(' ')} end,
        o.minutes + o.gift_minutes, o.total_cents, null, o.completed_at
      from payment_orders o where o.id like '${prefixes.order}-%'`,
    ],
    [
      'payment_events',
      `insert into payment_events (id, provider, provider_event_id, event_type, kind, payment_order_id,
        purchase_id, resource_id, amount_cents, minutes_claimed, minutes_moved, created_at)
      select '${prefixes.refundEvent}' || substr(o.id, 9), 'paypal', 'WH-SCALE-' || substr(o.id, 25),
        'PAYMENT.CAPTURE.REFUNDED', 'refund', o.id, '${prefixes.purchase}' || substr(o.id, 9),
        'SCALE-REFUND-' || substr(o.id, 25), o.total_cents, o.minutes + o.gift_minutes,
        -(o.minutes + o.gift_minutes), o.updated_at
      from payment_orders o where o.id like '${prefixes.order}-%' and o.status = 'refunded'`,
    ],
    [
      'coupons',
      `${withPlays}
      insert into coupons (id, code, type, value, is_active, expires_at, max_uses, first_purchase_only,
        customer_id, source, created_at)
      select ${id(prefixes.tarotCoupon, 'i * 4 + p')}, 'SCALETAROT' || (i * 4 + p), 'bonus_minutes',
        ${TAROT_BONUS_MINUTES}, 1 = 1, ${at(`${tarotTime('i', 'p')} + ${30 * DAY}`)}, 1, 1 = 0,
        ${id(prefixes.customer, 'i')}, 'tarot', ${at(tarotTime('i', 'p'))}
      from s join p on p.p <= ${tarotPlays('i')}
      where ${tarotWon('i', 'p')}`,
    ],
    [
      'tarot_game_attempts',
      `${withPlays}, g(id, n) as (select id, row_number() over (order by week_start) - 1 from tarot_games
        where id like '${prefixes.tarotGame}-%'),
        c(id, n) as (select id, row_number() over (order by position) - 1 from tarot_cards),
        cards(n) as (select count(*) from tarot_cards)
      insert into tarot_game_attempts (id, game_id, customer_id, first_card_id, second_card_id,
        third_card_id, won, coupon_id, created_at)
      select ${id(prefixes.tarotAttempt, 'i * 4 + p')}, g.id, ${id(prefixes.customer, 'i')}, c1.id, c2.id,
        c3.id, ${tarotWon('i', 'p')},
        case when ${tarotWon('i', 'p')} then ${id(prefixes.tarotCoupon, 'i * 4 + p')} end,
        ${at(tarotTime('i', 'p'))}
      from s join p on p.p <= ${tarotPlays('i')}
      join g on g.n = ${tarotWeek('i', 'p')}
      cross join cards
      join c c1 on c1.n = ${mix('i', 18)} % cards.n
      join c c2 on c2.n = (${mix('i', 18)} + 1) % cards.n
      join c c3 on c3.n = (${mix('i', 18)} + 2) % cards.n`,
    ],
    [
      'calls',
      `${withCalls}, a(id, n) as (select id, row_number() over (order by extension) - 1 from advisors)
      insert into calls (id, customer_id, advisor_id, provider_call_sid, dial_call_sid, status, reserved_minutes,
        dialed_at, call_start, call_end, duration_seconds, minutes_used, settled_at, created_at)
      select ${id(prefixes.call, 'i * 4 + j')}, ${id(prefixes.customer, 'i')}, a.id, 'CASCALE' || (i * 4 + j),
        'CASCALEDIAL' || (i * 4 + j), 'completed', 60, ${at(callTime('i', 'j'))},
        ${at(`${callTime('i', 'j')} + 20`)}, ${at(`${callTime('i', 'j')} + 20 + ${callMinutes('i', 'j')} * 60 - 15`)},
        ${callMinutes('i', 'j')} * 60 - 15, ${callMinutes('i', 'j')},
        ${at(`${callTime('i', 'j')} + 20 + ${callMinutes('i', 'j')} * 60 - 15`)}, ${at(callTime('i', 'j'))}
      from s join j on j.j <= ${callCount('i')}
      join a on a.n = ${mix('i', 9)} % (select count(*) from advisors)`,
    ],
    [
      'minute_ledger',
      `insert into minute_ledger (id, customer_id, delta_minutes, balance_after, reason, purchase_id, call_id, note,
        created_at, payment_event_id)
      select e.id, e.customer_id, e.delta,
        sum(e.delta) over (partition by e.customer_id order by e.created_at, e.id rows unbounded preceding),
        e.reason, e.purchase_id, e.call_id, null, e.created_at, e.payment_event_id
      from (
        select '${prefixes.purchaseCredit}' || substr(p.id, 9) as id, p.customer_id, o.minutes as delta,
          'purchase' as reason, p.id as purchase_id, null as call_id, p.purchased_at as created_at,
          null as payment_event_id
        from purchases p join payment_orders o on o.id = p.payment_order_id
        where p.id like '${prefixes.purchase}-%'
        union all
        select '${prefixes.giftCredit}' || substr(p.id, 9), p.customer_id, o.gift_minutes, 'gift', p.id, null,
          p.purchased_at, null
        from purchases p join payment_orders o on o.id = p.payment_order_id
        where p.id like '${prefixes.purchase}-%'
        union all
        select '${prefixes.callDebit}' || substr(c.id, 9), c.customer_id, -c.minutes_used, 'call', null, c.id,
          c.call_end, null
        from calls c where c.id like '${prefixes.call}-%'
        union all
        select '${prefixes.refundDebit}' || substr(e.id, 9), p.customer_id, e.minutes_moved, 'refund',
          e.purchase_id, null, e.created_at, e.id
        from payment_events e join purchases p on p.id = e.purchase_id
        where e.id like '${prefixes.refundEvent}-%'
      ) e`,
    ],
  ];
}

export interface Generated {
  customers: number;
  rows: number;
  seconds: number;
}

/**
 * Writes `n` customers and their histories into a migrated database holding the demo data (its
 * advisors take the calls), then refreshes the planner's statistics on PostgreSQL as autovacuum
 * would. SQLite is left as the product leaves it (no ANALYZE).
 */
export async function generateCustomers(
  database: Database,
  n: number,
  onTable: (table: string) => void = () => {},
): Promise<Generated> {
  const started = performance.now();
  let rows = 0;
  for (const [table, statement] of statements(database.dialect, n)) {
    onTable(table);
    rows += await database.kysely.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') {
        // Sorting millions of ledger rows for their running balance wants memory, and nothing
        // here needs to wait for the disk.
        await sql`set local work_mem = '256MB'`.execute(trx);
        await sql`set local synchronous_commit = off`.execute(trx);
      }
      const result = await sql.raw(statement).execute(trx);
      return Number(result.numAffectedRows ?? 0n);
    });
  }
  if (database.dialect === 'postgres') {
    const names = new Set(statements(database.dialect, 0).map(([table]) => table));
    const tables = [...names].map((table) => sql.id(table));
    await sql`vacuum analyze ${sql.join(tables)}`.execute(database.kysely);
  }
  return { customers: n, rows, seconds: (performance.now() - started) / 1000 };
}
