// Coupons (docs/product.md §5, §8; docs/product.md §10.7): the check behind the purchase page's coupon box, and
// the same validation again when an order is created and when its payment is captured or
// completed. An unfinished order carrying a limited coupon holds one use of it
// (docs/decisions/025-coupon-holds.md): the check and a new order count held uses with the
// recorded ones, and a use is recorded when the payment completes, in the completion's
// transaction. A code a customer submits (the check, order creation) is looked up within the
// guessing limit (./guessing-limit.ts). The only file of this feature other features may import.
//
// Coupons are made here too: by operators (npm run admin -- coupon …) and by any feature that
// gives one out. `create` checks the definition (./coupon-definition.ts) and the code's
// uniqueness, and can run in the caller's transaction:
//
//   await coupons.create({ code: 'SPRING10', type: 'percentage_off', value: 10, maxUses: 1 });
//   await coupons.create({ code, type: 'percentage_off', value: 15, expiresAt, maxUses: 1,
//                          customerId, source: 'tarot' }, trx);
//   await coupons.update('SPRING10', { isActive: false });   // CHANGE_REFUSED, COUPON_NOT_FOUND
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { givenFields } from '#server/db/given-fields.ts';
import { newId } from '#server/db/ids.ts';
import { inTransaction } from '#server/db/in-transaction.ts';
import type { RecordChange } from '#server/db/record-change.ts';
import type { DB } from '#server/db/schema.ts';
import type { Coupon } from '#server/db/tables/coupons.ts';
import { changeRefused, DomainError } from '#server/domain-error.ts';
import type { RateLimitService } from '#server/rate-limits/rate-limits.ts';
import type { AppliedCoupon, CouponCheckResponse } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { findBundle, type Bundle } from '#shared/pricing/bundles.ts';
import { couponAppliedMessage, type CouponEffect } from '#shared/pricing/coupon-effect.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import {
  checkedCouponDefinition,
  checkLimits,
  type CouponDefinition,
} from './coupon-definition.ts';
import {
  couponRefusal,
  isLimitedCoupon,
  normalizeCouponCode,
  type CouponRefusal,
} from './coupon-rules.ts';
import { createCouponGuessingLimit, type CouponSubmitter } from './guessing-limit.ts';
import * as repo from './repo.ts';

export type { CouponRefusal } from './coupon-rules.ts';
export type { CouponSubmitter } from './guessing-limit.ts';
export { OPERATOR_COUPON_MAX_USES, type CouponDefinition } from './coupon-definition.ts';

/**
 * A new coupon: active, never expiring, unlimited uses, for anyone and any purchase, made by an
 * operator, unless said otherwise.
 */
export type NewCouponDefinition = Pick<CouponDefinition, 'code' | 'type' | 'value'> &
  Partial<CouponDefinition>;

/** What an operator may change on an existing coupon (type and value stay: issue a new code). */
export type CouponChanges = Partial<
  Pick<CouponDefinition, 'expiresAt' | 'maxUses' | 'firstPurchaseOnly' | 'isActive'>
>;

/** A coupon with the number of uses recorded for it (every customer together). */
export type CouponListing = Coupon & { uses: number };

/** No coupon has this code (COUPON_NOT_FOUND, for operators; customers get COUPON_INVALID). */
export const unknownCoupon = (code: string) =>
  new DomainError('COUPON_NOT_FOUND', `No coupon has the code ${code}.`);

/**
 * The answer a refusal gets (the catalogue's texts; codes and statuses in
 * src/shared/api/payments.ts).
 * A use held by an unfinished order is the spec's limit refusal, and a first purchase under way
 * the first-purchase one, each with a second line (`detail`) saying what to do.
 */
export function couponRefusalError(refusal: CouponRefusal): DomainError {
  const texts = accountCopy.purchase.coupon;
  switch (refusal) {
    case 'invalid':
      return new DomainError('COUPON_INVALID', texts.invalid);
    case 'expired':
      return new DomainError('COUPON_EXPIRED', texts.expired);
    case 'limit_reached':
      return new DomainError('COUPON_LIMIT_REACHED', texts.limitReached);
    case 'held_by_open_order':
      return new DomainError('COUPON_LIMIT_REACHED', texts.limitReached, {
        detail: texts.heldByUnfinishedOrder,
      });
    case 'first_purchase_only':
      return new DomainError('COUPON_FIRST_PURCHASE_ONLY', texts.firstPurchaseOnly);
    case 'first_purchase_pending':
      return new DomainError('COUPON_FIRST_PURCHASE_ONLY', texts.firstPurchaseOnly, {
        detail: texts.firstPurchasePending,
      });
  }
}

/** What a coupon does to an order (the shared pricing rules read this). */
export function couponEffect(coupon: Pick<Coupon, 'type' | 'value'>): CouponEffect {
  return { type: coupon.type, value: coupon.value };
}

export function appliedCoupon(coupon: Pick<Coupon, 'code' | 'type' | 'value'>): AppliedCoupon {
  return { code: coupon.code, type: coupon.type, value: coupon.value };
}

/** 400 INVALID_BUNDLE 'Invalid bundle selected' for an id that is not one of the four packages. */
export function requireBundle(bundleId: string): Bundle {
  const bundle = findBundle(bundleId);
  if (!bundle) throw new DomainError('INVALID_BUNDLE', accountCopy.purchase.payment.invalidBundle);
  return bundle;
}

export function createCouponsService(deps: {
  database: Database;
  clock: Clock;
  /** The app's abuse limits (src/server/rate-limits), for the guessing limit. */
  rateLimits: RateLimitService;
}) {
  const { database, clock } = deps;
  const db = database.kysely;
  const guessingLimit = createCouponGuessingLimit({ database, rateLimits: deps.rateLimits });

  /**
   * Why this customer may not use the coupon now, or null. A use or purchase of
   * `excludingOrderId` does not count, so an order is judged the same before and after its own
   * completion (concurrent captures of one order all see the coupon as valid). For a new use
   * (`excludingOrderId` null: the check, a new order) the customer's unfinished orders count too:
   * those carrying the coupon hold a use, and any is a purchase under way; an order already made
   * holds its own use, so its rechecks count only what is recorded.
   */
  async function refusalOf(
    executor: Kysely<DB>,
    coupon: Coupon | null,
    customerId: string,
    excludingOrderId: string | null,
  ): Promise<CouponRefusal | null> {
    const early = couponRefusal(
      coupon,
      {
        customerId,
        usesByCustomer: 0,
        hasCompletedPurchase: false,
        heldByCustomer: 0,
        hasOpenOrder: false,
      },
      clock.now(),
    );
    if (early !== null || coupon === null || !isLimitedCoupon(coupon)) return early;
    const newUse = excludingOrderId === null;
    const usesByCustomer =
      coupon.maxUses === null
        ? 0
        : await repo.countUses(executor, coupon.id, customerId, excludingOrderId);
    const hasCompletedPurchase = coupon.firstPurchaseOnly
      ? await repo.hasPackagePurchase(executor, customerId, excludingOrderId)
      : false;
    const heldByCustomer = newUse
      ? await repo.countHolds(executor, coupon.id, customerId, null)
      : 0;
    const hasOpenOrder =
      newUse && coupon.firstPurchaseOnly
        ? await repo.hasOpenOrder(executor, customerId, null)
        : false;
    return couponRefusal(
      coupon,
      { customerId, usesByCustomer, hasCompletedPurchase, heldByCustomer, hasOpenOrder },
      clock.now(),
    );
  }

  /**
   * The coupon of a code the customer submitted, if they may use it; otherwise throws the
   * refusal's DomainError, or 429 while the customer or their address is over the guessing limit.
   * Given a transaction, the guessing counts are written in it (see the guard), and the use a
   * new order is about to hold is judged on what that transaction sees.
   */
  async function validate(
    executor: Kysely<DB>,
    input: { submitter: CouponSubmitter; code: string },
  ): Promise<Coupon> {
    const { customerId } = input.submitter;
    return guessingLimit.guard(
      input.submitter,
      async () => {
        const coupon = await repo.findCouponByCode(executor, normalizeCouponCode(input.code));
        const refusal = await refusalOf(executor, coupon, customerId, null);
        if (refusal !== null || coupon === null) throw couponRefusalError(refusal ?? 'invalid');
        return coupon;
      },
      executor,
    );
  }

  return {
    validate,

    /** Like `validate` for a coupon already on an order: the refusal, or null when still valid. */
    async recheck(
      executor: Kysely<DB>,
      input: { customerId: string; couponId: string; orderId: string },
    ): Promise<CouponRefusal | null> {
      const coupon = await repo.findCouponById(executor, input.couponId);
      return refusalOf(executor, coupon, input.customerId, input.orderId);
    },

    findById: (executor: Kysely<DB>, couponId: string) => repo.findCouponById(executor, couponId),

    /** POST /api/coupons/check: the coupon, the totals it gives that package, and the toast. */
    async check(
      submitter: CouponSubmitter,
      input: { code: string; bundleId: string },
    ): Promise<CouponCheckResponse> {
      const bundle = requireBundle(input.bundleId);
      const coupon = await validate(db, { submitter, code: input.code });
      const effect = couponEffect(coupon);
      return {
        coupon: appliedCoupon(coupon),
        totals: orderTotals(bundle, effect),
        message: couponAppliedMessage(effect, bundle.minutes),
      };
    },

    /**
     * Records the use of a completed order's coupon, in the completion's transaction: the use
     * the order held while unfinished becomes a recorded one in the same commit.
     */
    async recordUse(
      trx: Kysely<DB>,
      use: { couponId: string; customerId: string; paymentOrderId: string },
    ): Promise<void> {
      await repo.insertCouponUse(trx, {
        id: newId(),
        ...use,
        usedAt: clock.now().toISOString(),
      });
    },

    /**
     * Stores a new coupon, its code upper-cased. Refuses (CHANGE_REFUSED) a definition
     * that breaks the rules, an expiry already past, and a code that exists. Inside a caller's
     * transaction on PostgreSQL, a code taken by a concurrent transaction fails the transaction
     * (CHANGE_REFUSED still says why); retry it with another code.
     */
    async create(
      definition: NewCouponDefinition,
      executor: Kysely<DB> = db,
      record?: RecordChange<Coupon>,
    ): Promise<Coupon> {
      const now = clock.now();
      const checked = checkedCouponDefinition({
        expiresAt: null,
        maxUses: null,
        firstPurchaseOnly: false,
        isActive: true,
        customerId: null,
        source: 'operator',
        ...givenFields(definition),
        code: definition.code,
        type: definition.type,
        value: definition.value,
      });
      if (checked.expiresAt !== null && Date.parse(checked.expiresAt) <= now.getTime()) {
        throw changeRefused('That expiry is already past: the coupon could never be used.');
      }
      const taken = () => changeRefused(`A coupon with the code ${checked.code} already exists.`);
      if (await repo.findCouponByCode(executor, checked.code)) throw taken();
      const coupon: Coupon = { id: newId(), ...checked, createdAt: now.toISOString() };
      try {
        await inTransaction(executor, async (trx) => {
          await repo.insertCoupon(trx, coupon);
          await record?.(trx, { before: null, after: coupon });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return coupon;
    },

    /** Coupons with their uses, newest first; the tarot game's prizes only when asked. */
    list: (options: { includePrizes?: boolean } = {}): Promise<CouponListing[]> =>
      repo.listWithUses(db, { includePrizes: options.includePrizes ?? false }),

    /** The coupon of that code (upper-cased first), with its uses; null when there is none. */
    async findByCode(code: string): Promise<CouponListing | null> {
      const [coupon] = await repo.listWithUses(db, {
        includePrizes: true,
        code: normalizeCouponCode(code),
      });
      return coupon ?? null;
    },

    /**
     * Changes expiry, uses per customer, the first-purchase rule or whether it is active. Orders
     * already created keep their price; the next check of such an order sees the change.
     * `record`, when given, is called in the change's transaction (the back office's audit row).
     */
    async update(
      code: string,
      changes: CouponChanges,
      record?: RecordChange<Coupon>,
    ): Promise<Coupon> {
      return db.transaction().execute(async (trx) => {
        const current = await repo.findCouponByCode(trx, normalizeCouponCode(code));
        if (!current) throw unknownCoupon(normalizeCouponCode(code));
        const values = givenFields(changes);
        checkLimits(values);
        if (Object.keys(values).length === 0) return current;
        await repo.updateCoupon(trx, current.id, values);
        const after = { ...current, ...values };
        await record?.(trx, { before: current, after });
        return after;
      });
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
