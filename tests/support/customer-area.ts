// Helpers for the customer area's integration tests: customers written straight to the database,
// sign-in through the API, and the rows the purchase, phone-line and tarot features will write
// (payment orders and purchases, calls, tarot wins), inserted directly as those features would,
// each credit change with its minute-ledger row so the balance always equals the ledger's sum.
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { LedgerReason } from '#server/db/tables/minute-ledger.ts';
import { SESSION_COOKIE } from './customers.ts';
import type { TestApp } from './test-app.ts';
import { findBundle, type BundleId } from '#shared/pricing/bundles.ts';

export { SESSION_COOKIE, seedCustomer, signIn, type TestCustomer } from './customers.ts';

/** A request to /api/me…, with the session cookie when one is given. */
export function callMe(
  t: TestApp,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  path: string,
  options: { session?: string | undefined; payload?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/me${path}`,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    ...(options.session === undefined ? {} : { cookies: { [SESSION_COOKIE]: options.session } }),
  });
}

/** True when the response tells the browser to drop the session cookie. */
export function clearsSessionCookie(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return (
    cookie !== undefined &&
    cookie.value === '' &&
    (cookie.maxAge === 0 ||
      (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()))
  );
}

// ---- Credits, always with their ledger row ---------------------------------------------------

async function credit(
  db: Kysely<DB>,
  customerId: string,
  entry: { delta: number; reason: LedgerReason; purchaseId?: string; callId?: string; at: string },
) {
  const { credits } = await db
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const balanceAfter = credits + entry.delta;
  await db
    .updateTable('customers')
    .set({ credits: balanceAfter })
    .where('id', '=', customerId)
    .execute();
  await db
    .insertInto('minuteLedger')
    .values({
      id: newId(),
      customerId,
      deltaMinutes: entry.delta,
      balanceAfter,
      reason: entry.reason,
      purchaseId: entry.purchaseId ?? null,
      callId: entry.callId ?? null,
      note: null,
      createdAt: entry.at,
    })
    .execute();
}

/**
 * A completed PayPal order and its purchase line: the Standard package ($50 + tax) unless
 * another is given (its price is then the package's, before tax), with bonus minutes if any.
 */
export async function recordPackagePurchase(
  t: TestApp,
  customerId: string,
  options: {
    providerOrderId: string;
    purchasedAt: string;
    couponId?: string;
    bundleId?: BundleId;
    bonusMinutes?: number;
    status?: 'completed' | 'refunded';
  },
): Promise<{ purchaseId: string; paymentOrderId: string }> {
  const db = t.database.kysely;
  const bundle = findBundle(options.bundleId ?? 'bundle-20');
  if (!bundle) throw new Error('unknown bundle');
  const standard = bundle.id === 'bundle-20';
  const bonus = options.bonusMinutes ?? 0;
  const paymentOrderId = newId();
  const purchaseId = newId();
  const at = options.purchasedAt;
  await db
    .insertInto('paymentOrders')
    .values({
      id: paymentOrderId,
      customerId,
      provider: 'paypal',
      providerOrderId: options.providerOrderId,
      providerCaptureId: `CAPTURE-${options.providerOrderId}`,
      bundleId: bundle.id,
      couponId: options.couponId ?? null,
      priceCents: bundle.priceCents,
      discountCents: 0,
      gstCents: standard ? 250 : 0,
      qstCents: standard ? 499 : 0,
      totalCents: standard ? 5749 : bundle.priceCents,
      minutes: bundle.minutes,
      giftMinutes: bundle.giftMinutes,
      bonusMinutes: bonus,
      status: options.status ?? 'completed',
      failureReason: null,
      createdAt: at,
      updatedAt: at,
      completedAt: at,
    })
    .execute();
  await db
    .insertInto('purchases')
    .values({
      id: purchaseId,
      customerId,
      kind: 'package',
      paymentOrderId,
      bundleName: bundle.name,
      minutes: bundle.minutes + bundle.giftMinutes + bonus,
      amountCents: standard ? 5749 : bundle.priceCents,
      cashbackMonth: null,
      purchasedAt: at,
    })
    .execute();
  await credit(db, customerId, { delta: bundle.minutes, reason: 'purchase', purchaseId, at });
  await credit(db, customerId, { delta: bundle.giftMinutes, reason: 'gift', purchaseId, at });
  if (bonus > 0) {
    await credit(db, customerId, { delta: bonus, reason: 'coupon_bonus', purchaseId, at });
  }
  if (options.couponId !== undefined) {
    await db
      .insertInto('couponUses')
      .values({
        id: newId(),
        couponId: options.couponId,
        customerId,
        paymentOrderId,
        usedAt: at,
      })
      .execute();
  }
  return { purchaseId, paymentOrderId };
}

/** A monthly cashback grant, as the monthly job writes it. */
export async function recordCashback(
  t: TestApp,
  customerId: string,
  options: { month: string; minutes: number; grantedAt: string },
): Promise<string> {
  const db = t.database.kysely;
  const purchaseId = newId();
  await db
    .insertInto('purchases')
    .values({
      id: purchaseId,
      customerId,
      kind: 'cashback',
      paymentOrderId: null,
      bundleName: 'Monthly Cashback',
      minutes: options.minutes,
      amountCents: 0,
      cashbackMonth: options.month,
      purchasedAt: options.grantedAt,
    })
    .execute();
  await credit(db, customerId, {
    delta: options.minutes,
    reason: 'cashback',
    purchaseId,
    at: options.grantedAt,
  });
  return purchaseId;
}

async function anAdvisor(db: Kysely<DB>): Promise<string> {
  const existing = await db.selectFrom('advisors').select('id').executeTakeFirst();
  if (existing) return existing.id;
  const id = newId();
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('advisors')
    .values({
      id,
      extension: 4001,
      name: 'Selene',
      description: 'Tarot and clairvoyance.',
      photoPath: null,
      greetingAudioPath: null,
      phone: null,
      availTimeStr: 'Varies',
      signedInChangedAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

/**
 * A call as the phone line leaves it: settled (minutes billed, with the ledger row) when
 * `minutesUsed` is given, otherwise unanswered and never billed.
 */
export async function recordCall(
  t: TestApp,
  customerId: string,
  options: { placedAt: string; durationSeconds?: number | null; minutesUsed?: number },
): Promise<string> {
  const db = t.database.kysely;
  const id = newId();
  const placed = Date.parse(options.placedAt);
  const settled = options.minutesUsed !== undefined;
  const seconds = options.durationSeconds ?? 0;
  const iso = (ms: number) => new Date(ms).toISOString();
  await db
    .insertInto('calls')
    .values({
      id,
      customerId,
      advisorId: await anAdvisor(db),
      providerCallSid: `CA${id.replace(/-/g, '')}`,
      dialCallSid: settled ? `DL${id.replace(/-/g, '')}` : null,
      status: settled ? 'completed' : 'unanswered',
      reservedMinutes: 30,
      dialedAt: options.placedAt,
      callStart: settled ? iso(placed + 10_000) : null,
      callEnd: settled ? iso(placed + 10_000 + seconds * 1000) : null,
      durationSeconds: settled ? (options.durationSeconds ?? null) : null,
      minutesUsed: options.minutesUsed ?? null,
      settledAt: iso(placed + 20_000 + seconds * 1000),
      createdAt: options.placedAt,
    })
    .execute();
  if (options.minutesUsed !== undefined && options.minutesUsed > 0) {
    await credit(db, customerId, {
      delta: -options.minutesUsed,
      reason: 'call',
      callId: id,
      at: options.placedAt,
    });
  }
  return id;
}

const cards = ['the-fool', 'the-magician', 'the-high-priestess'];

/** This week's game (one row per week start), with three cards to pick from. */
async function aTarotGame(db: Kysely<DB>, weekStart: string): Promise<string> {
  for (const [position, id] of cards.entries()) {
    await db
      .insertInto('tarotCards')
      .values({ id, name: id.replace(/-/g, ' '), arcana: 'major', position })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const existing = await db
    .selectFrom('tarotGames')
    .select('id')
    .where('weekStart', '=', weekStart)
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = newId();
  const [y, m, d] = weekStart.split('-').map(Number) as [number, number, number];
  const weekEnd = new Date(Date.UTC(y, m - 1, d + 6)).toISOString().slice(0, 10);
  await db
    .insertInto('tarotGames')
    .values({ id, weekStart, weekEnd, isActive: true, createdAt: `${weekStart}T05:00:00.000Z` })
    .execute();
  return id;
}

/**
 * A tarot attempt played at `playedAt` in the game of `weekStart`; a win carries a
 * percentage_off coupon for this customer, valid 7 days.
 */
export async function recordTarotAttempt(
  t: TestApp,
  customerId: string,
  options: {
    weekStart: string;
    playedAt: string;
    won: { code: string; percentOff: number } | null;
  },
): Promise<{ couponId: string | null }> {
  const db = t.database.kysely;
  const gameId = await aTarotGame(db, options.weekStart);
  let couponId: string | null = null;
  if (options.won) {
    couponId = newId();
    await db
      .insertInto('coupons')
      .values({
        id: couponId,
        code: options.won.code,
        type: 'percentage_off',
        value: options.won.percentOff,
        isActive: true,
        expiresAt: new Date(Date.parse(options.playedAt) + 7 * 24 * 3600_000).toISOString(),
        maxUses: 1,
        customerId,
        source: 'tarot',
        createdAt: options.playedAt,
      })
      .execute();
  }
  await db
    .insertInto('tarotGameAttempts')
    .values({
      id: newId(),
      gameId,
      customerId,
      firstCardId: cards[0] ?? '',
      secondCardId: cards[1] ?? '',
      thirdCardId: cards[2] ?? '',
      won: options.won !== null,
      couponId,
      createdAt: options.playedAt,
    })
    .execute();
  return { couponId };
}

/** The customer's credits and their ledger's sum, which must always be equal. */
export async function creditsAndLedgerSum(t: TestApp, customerId: string) {
  const db = t.database.kysely;
  const { credits } = await db
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('minuteLedger')
    .select('deltaMinutes')
    .where('customerId', '=', customerId)
    .execute();
  return { credits, ledgerSum: rows.reduce((sum, row) => sum + row.deltaMinutes, 0) };
}
