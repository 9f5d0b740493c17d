// What the scale benchmark times, through the product's own code on a generated database:
// - the phone line recognising a caller: Twilio's signed incoming-call webhook, answered with
//   the greeting after the lookup of the caller's number, their balance and open calls;
// - the dashboard: each GET the customer area makes when it opens, with a session cookie;
// - the monthly cashback for the generated month, then a rerun (which finds every grant made).
// Customers are drawn at random (the same ones every run) among those the line and the
// dashboard know. The sizes are measured together, request by request in turn, so that they
// share whatever else the machine is doing. Each answer is checked, so a figure is never the
// time of an error.
import { newId } from '#server/db/ids.ts';
import { hashSecret, newSessionToken } from '#server/security/secrets.ts';
import { createCashbackService, type CashbackRun } from '#server/features/cashback/service.ts';
import { cashbackMinutes, type PaidMinutes } from '#server/features/cashback/rules.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createSessionCookie } from '#server/http/sessions/session-cookie.ts';
import { CUSTOMER_SESSION_COOKIE } from '#server/http/sessions/customer-sessions.ts';
import { lifetimes } from '#server/features/auth/limits.ts';
import { businessMonthRange } from '#shared/time/business-time.ts';
import type { CompiledQuery } from 'kysely';
import { incomingCallWebhook, type SignedWebhook } from '../support/phone-callers.ts';
import type { ScaleApp } from './app.ts';
import { CASHBACK_MONTH, customerAt } from './generate.ts';
import { seededRandom } from '#shared/random/seeded-random.ts';
import { timeInterleaved, type Latency } from './latency.ts';

/** The GETs the dashboard makes when it opens (src/web/features/dashboard, the session). */
export const dashboardPaths = [
  '/api/auth/session',
  '/api/me',
  '/api/me/purchases',
  '/api/me/usage',
  '/api/me/promo-code',
] as const;
export type DashboardPath = (typeof dashboardPaths)[number];

export interface Sampling {
  /** Requests made before the timing starts, of each customer list. */
  warmUp: number;
}

/** `count` customer numbers in 1…n the line and the dashboard know, the same every run. */
export function pickCustomers(n: number, count: number, seed = 20261102): number[] {
  const random = seededRandom(seed);
  const picked: number[] = [];
  while (picked.length < count) {
    const i = 1 + Math.floor(random() * n);
    if (customerAt(i).reachable) picked.push(i);
  }
  return picked;
}

/** One size under test: its app and the customers drawn from it. */
export interface SizeUnderTest {
  scale: ScaleApp;
  customers: readonly number[];
}

/** The phone lookup at every size, interleaved; with the queries of one lookup at each size. */
export async function measurePhoneLookups(
  sizes: readonly SizeUnderTest[],
  sampling: Sampling,
): Promise<{ latency: Latency[]; queries: CompiledQuery[][] }> {
  const webhooks = sizes.map(({ scale, customers }) =>
    customers.map((i) =>
      incomingCallWebhook(scale.config.publicUrl, scale.config.voice.authToken, {
        phone: customerAt(i).phone,
      }),
    ),
  );
  const call = async (size: number, webhook: SignedWebhook) => {
    const app = sizes[size]?.scale.app;
    if (!app) throw new Error(`no size ${size}`);
    const res = await app.inject({
      method: webhook.method,
      url: webhook.path,
      headers: webhook.headers,
      payload: webhook.body,
    });
    // The greeting names the caller ("Scale"); an unknown caller is not greeted by name.
    if (res.statusCode !== 200 || !res.body.includes('Scale')) {
      throw new Error(`the line did not greet a known caller: ${res.statusCode} ${res.body}`);
    }
  };
  const queries = await Promise.all(
    sizes.map((size, index) =>
      size.scale.recorder.during(() => call(index, firstOf(webhooks[index]))),
    ),
  );
  return { latency: await timeInterleaved(webhooks, sampling.warmUp, call), queries };
}

function firstOf<T>(items: readonly T[] | undefined): T {
  const first = items?.[0];
  if (first === undefined) throw new Error('nothing to measure');
  return first;
}

/** A signed-in session for each customer, as sign-in opens one: only the token's hash is kept. */
async function openSessions(scale: ScaleApp, customers: readonly number[]): Promise<string[]> {
  const now = scale.clock.now();
  const at = now.toISOString();
  const tokens = customers.map(() => newSessionToken());
  const rows = customers.map((i, index) => ({
    id: newId(),
    tokenHash: hashSecret(tokens[index] ?? ''),
    customerId: customerAt(i).id,
    createdAt: at,
    lastSeenAt: at,
    authenticatedAt: at,
    expiresAt: new Date(now.getTime() + lifetimes.sessionIdleMs).toISOString(),
    ip: null,
    userAgent: null,
  }));
  for (let from = 0; from < rows.length; from += 500) {
    await scale.database.kysely
      .insertInto('sessions')
      .values(rows.slice(from, from + 500))
      .execute();
  }
  return tokens;
}

/** Each dashboard GET at every size, interleaved; with the queries of one dashboard per size. */
export async function measureDashboards(
  sizes: readonly SizeUnderTest[],
  sampling: Sampling,
): Promise<{ latency: Record<DashboardPath, Latency[]>; queries: CompiledQuery[][] }> {
  const tokens = await Promise.all(
    sizes.map(({ scale, customers }) => openSessions(scale, customers)),
  );
  const get = (path: DashboardPath) => async (size: number, token: string) => {
    const scale = sizes[size]?.scale;
    if (!scale) throw new Error(`no size ${size}`);
    const cookie = createSessionCookie({
      publicUrl: scale.config.publicUrl,
      name: CUSTOMER_SESSION_COOKIE,
    }).name;
    const res = await scale.app.inject({ method: 'GET', url: path, cookies: { [cookie]: token } });
    if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}`);
  };
  const queries: CompiledQuery[][] = [];
  for (const [index, size] of sizes.entries()) {
    queries.push(
      await size.scale.recorder.during(async () => {
        for (const path of dashboardPaths) await get(path)(index, firstOf(tokens[index]));
      }),
    );
  }
  const latency = {} as Record<DashboardPath, Latency[]>;
  for (const path of dashboardPaths) {
    latency[path] = await timeInterleaved(tokens, sampling.warmUp, get(path));
  }
  return { latency, queries };
}

export interface CashbackFigures {
  seconds: number;
  granted: number;
  minutes: number;
  rerunSeconds: number;
  rerunAlreadyGranted: number;
  /** Sampled customers whose grant differs from the rule's (must be 0). */
  wrongGrants: number;
  /** Σ balances − Σ ledger after the grant (must be 0). */
  ledgerGap: number;
  queries: CompiledQuery[];
}

/** The month's grant, timed, then a rerun; checked against the rule and the ledger. */
export async function measureCashback(
  scale: ScaleApp,
  sample: readonly number[],
): Promise<CashbackFigures> {
  const { clock } = scale;
  const cashback = createCashbackService({
    database: scale.database,
    clock,
    wallet: createWalletService({ clock }),
  });
  let run: CashbackRun | undefined;
  let started = performance.now();
  // Recording compiles each statement once more: a few milliseconds in all.
  const queries = await scale.recorder.during(async () => {
    run = await cashback.grant(CASHBACK_MONTH);
  });
  const seconds = (performance.now() - started) / 1000;
  if (!run) throw new Error('the cashback run answered nothing');
  started = performance.now();
  const rerun = await cashback.grant(CASHBACK_MONTH);
  const rerunSeconds = (performance.now() - started) / 1000;
  return {
    seconds,
    granted: run.granted,
    minutes: run.minutes,
    rerunSeconds,
    rerunAlreadyGranted: rerun.alreadyGranted,
    wrongGrants: await wrongGrants(scale, sample),
    ledgerGap: await ledgerGap(scale),
    queries,
  };
}

/** How many sampled customers' grants differ from the rule over their month's purchases. */
async function wrongGrants(scale: ScaleApp, sample: readonly number[]): Promise<number> {
  const db = scale.database.kysely;
  const { start, end } = businessMonthRange(CASHBACK_MONTH);
  let wrong = 0;
  for (const i of sample) {
    const customerId = customerAt(i).id;
    const bought = await db
      .selectFrom('purchases')
      .innerJoin('paymentOrders', 'paymentOrders.id', 'purchases.paymentOrderId')
      .select(['paymentOrders.bundleId', 'paymentOrders.minutes'])
      .where('purchases.customerId', '=', customerId)
      .where('paymentOrders.status', '=', 'completed')
      .where('purchases.purchasedAt', '>=', start.toISOString())
      .where('purchases.purchasedAt', '<', end.toISOString())
      .execute();
    const paid: PaidMinutes[] = bought.map((row) => ({
      bundleId: row.bundleId,
      minutes: row.minutes,
    }));
    const grants = await db
      .selectFrom('purchases')
      .select('minutes')
      .where('customerId', '=', customerId)
      .where('cashbackMonth', '=', CASHBACK_MONTH)
      .execute();
    const expected = cashbackMinutes(paid);
    const actual = grants.map((row) => row.minutes);
    if (JSON.stringify(actual) !== JSON.stringify(expected > 0 ? [expected] : [])) wrong += 1;
  }
  return wrong;
}

async function ledgerGap(scale: ScaleApp): Promise<number> {
  const db = scale.database.kysely;
  const balances = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('credits'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('minuteLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('deltaMinutes'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(balances.total) - Number(ledger.total);
}
