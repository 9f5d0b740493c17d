// Coupons (spec §5, §8; DECISIONS.md 7): the check behind the purchase page's coupon box, and
// the same validation again when an order is created and when its payment is captured or
// completed. A use is recorded only when the payment completes, in the completion's
// transaction. The only file of this feature other features may import.
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { Coupon } from '#server/db/tables/coupons.ts';
import { AppError } from '#server/http/app-error.ts';
import type { AppliedCoupon, CouponCheckResponse } from '#shared/api/payments.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { findBundle, type Bundle } from '#shared/pricing/bundles.ts';
import { couponAppliedMessage, type CouponEffect } from '#shared/pricing/coupon-effect.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { couponRefusal, normalizeCouponCode, type CouponRefusal } from './coupon-rules.ts';
import * as repo from './repo.ts';

export type { CouponRefusal } from './coupon-rules.ts';

const texts = copy.purchase.coupon;

/** The answer a refusal gets (spec §8 texts; codes and statuses in src/shared/api/payments.ts). */
export function couponRefusalError(refusal: CouponRefusal): AppError {
  switch (refusal) {
    case 'invalid':
      return new AppError('COUPON_INVALID', 404, texts.invalid);
    case 'expired':
      return new AppError('COUPON_EXPIRED', 410, texts.expired);
    case 'limit_reached':
      return new AppError('COUPON_LIMIT_REACHED', 409, texts.limitReached);
    case 'first_purchase_only':
      return new AppError('COUPON_FIRST_PURCHASE_ONLY', 409, texts.firstPurchaseOnly);
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
  if (!bundle) throw new AppError('INVALID_BUNDLE', 400, copy.purchase.payment.invalidBundle);
  return bundle;
}

export function createCouponsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const db = database.kysely;

  /**
   * Why this customer may not use the coupon now, or null. A use or purchase of
   * `excludingOrderId` does not count, so an order is judged the same before and after its own
   * completion (concurrent captures of one order all see the coupon as valid).
   */
  async function refusalOf(
    executor: Kysely<DB>,
    coupon: Coupon | null,
    customerId: string,
    excludingOrderId: string | null,
  ): Promise<CouponRefusal | null> {
    const early = couponRefusal(
      coupon,
      { customerId, usesByCustomer: 0, hasCompletedPurchase: false },
      clock.now(),
    );
    if (early !== null || coupon === null) return early;
    const usesByCustomer =
      coupon.maxUses === null
        ? 0
        : await repo.countUses(executor, coupon.id, customerId, excludingOrderId);
    const hasCompletedPurchase = coupon.firstPurchaseOnly
      ? await repo.hasPackagePurchase(executor, customerId, excludingOrderId)
      : false;
    return couponRefusal(coupon, { customerId, usesByCustomer, hasCompletedPurchase }, clock.now());
  }

  /** The coupon of that code if the customer may use it; otherwise throws the refusal's AppError. */
  async function validate(
    executor: Kysely<DB>,
    input: { customerId: string; code: string; excludingOrderId?: string | null },
  ): Promise<Coupon> {
    const coupon = await repo.findCouponByCode(executor, normalizeCouponCode(input.code));
    const refusal = await refusalOf(
      executor,
      coupon,
      input.customerId,
      input.excludingOrderId ?? null,
    );
    if (refusal !== null || coupon === null) throw couponRefusalError(refusal ?? 'invalid');
    return coupon;
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
      customerId: string,
      input: { code: string; bundleId: string },
    ): Promise<CouponCheckResponse> {
      const bundle = requireBundle(input.bundleId);
      const coupon = await validate(db, { customerId, code: input.code });
      const effect = couponEffect(coupon);
      return {
        coupon: appliedCoupon(coupon),
        totals: orderTotals(bundle, effect),
        message: couponAppliedMessage(effect, bundle.minutes),
      };
    },

    /** Records the use of a completed order's coupon, in the completion's transaction. */
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
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
