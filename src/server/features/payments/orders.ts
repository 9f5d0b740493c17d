// Creating a payment order (both methods): the amount comes from the bundle and the coupon only
// (docs/product.md §10.7, docs/product.md §5), never from the browser, and is fixed on the order before the
// provider is asked for anything, so the provider, the purchase and the receipt all use it.
// The order is decided and inserted in one transaction under the customer's lock, so the
// unfinished order that carries a limited coupon is the hold of its use, and no concurrent
// order of the same customer can count past it (docs/decisions/025-coupon-holds.md).
import { newId } from '#server/db/ids.ts';
import type { Coupon } from '#server/db/tables/coupons.ts';
import type { PaymentOrder, PaymentProvider } from '#server/db/tables/payment-orders.ts';
import { DomainError } from '#server/domain-error.ts';
import { couponEffect, requireBundle } from '#server/features/coupons/service.ts';
import { refuseOverMonthlyLimit } from '#server/features/limits/service.ts';
import type { CreateOrderRequest } from '#shared/api/payments.ts';
import type { Bundle } from '#shared/pricing/bundles.ts';
import { orderTotals, type OrderTotals } from '#shared/pricing/totals.ts';
import type { PaymentsContext } from './context.ts';
import { describeError, providerFailure } from './errors.ts';
import * as repo from './repo.ts';

export interface NewOrder {
  order: PaymentOrder;
  bundle: Bundle;
  totals: OrderTotals;
}

export function createOrders(ctx: PaymentsContext) {
  const db = ctx.database.kysely;

  return {
    /**
     * Checks the bundle (400 INVALID_BUNDLE) and the coupon (its refusals, and the guessing
     * limit: a code sent here is a guess like one sent to the coupon check) again, computes the
     * totals and records the order as 'created', before any provider is called.
     *
     * One transaction, whose first statement locks the customer's row (a write: on SQLite it
     * holds the database's write lock already, on PostgreSQL the row's): every order of one
     * customer, from any instance, is decided after the previous one is committed. The coupon
     * is judged inside it, counting the uses held by the customer's unfinished orders, and the
     * order inserted in it is itself the hold. A refusal commits too (nothing was inserted), so
     * that an unknown code stays counted against the guessing limit, and is thrown after.
     */
    async create(
      customerId: string,
      input: CreateOrderRequest,
      provider: PaymentProvider,
      client: { ip: string },
    ): Promise<NewOrder> {
      const bundle = requireBundle(input.bundleId);
      const { couponCode } = input;
      const decided = await db.transaction().execute(async (trx) => {
        await ctx.wallet.lockBalance(trx, customerId);
        let coupon: Coupon | null = null;
        if (couponCode !== undefined) {
          try {
            coupon = await ctx.coupons.validate(trx, {
              submitter: { customerId, ip: client.ip },
              code: couponCode,
            });
          } catch (error) {
            if (error instanceof DomainError) return { refusal: error };
            throw error;
          }
        }
        const totals = orderTotals(bundle, coupon ? couponEffect(coupon) : null);
        // The customer's own monthly limit counts this month's orders, those under way too: under
        // the customer's lock, a second order at once sees the first (docs/decisions/054).
        try {
          await refuseOverMonthlyLimit(trx, {
            customerId,
            totalCents: totals.totalCents,
            now: ctx.clock.now(),
          });
        } catch (error) {
          if (error instanceof DomainError) return { refusal: error };
          throw error;
        }
        const at = ctx.nowIso();
        const order: PaymentOrder = {
          id: newId(),
          customerId,
          provider,
          providerOrderId: null,
          providerCaptureId: null,
          bundleId: bundle.id,
          couponId: coupon?.id ?? null,
          priceCents: totals.priceCents,
          discountCents: totals.discountCents,
          gstCents: totals.gstCents,
          qstCents: totals.qstCents,
          totalCents: totals.totalCents,
          currency: 'CAD',
          minutes: totals.minutes,
          giftMinutes: totals.giftMinutes,
          bonusMinutes: totals.bonusMinutes,
          status: 'created',
          failureReason: null,
          createdAt: at,
          updatedAt: at,
          completedAt: null,
        };
        await repo.insertOrder(trx, order);
        return { created: { order, bundle, totals } };
      });
      if ('refusal' in decided) throw decided.refusal;
      return decided.created;
    },

    /** Stores the provider's id for the order once the provider has accepted it. */
    async acknowledged(orderId: string, providerOrderId: string): Promise<void> {
      await repo.setProviderOrderId(db, { id: orderId, providerOrderId, at: ctx.nowIso() });
    },

    /**
     * The provider refused or could not be reached: the order is 'failed' (nothing was charged,
     * and the coupon use it held is free again) and the answer is 503 when trying again may
     * work, `refusal` otherwise.
     */
    async creationFailed(
      order: PaymentOrder,
      error: unknown,
      refusal: () => DomainError,
    ): Promise<DomainError> {
      const reason = `provider refused the order: ${describeError(error)}`.slice(0, 500);
      if (await repo.markFailed(db, { id: order.id, reason, at: ctx.nowIso() })) {
        ctx.metrics.paymentFailed(order.provider);
      }
      ctx.logger.warn(
        { orderId: order.id, provider: order.provider, err: error },
        'payment order could not be created at the provider',
      );
      return providerFailure(error, refusal);
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;
