// Refunds and reversals reported by PayPal's webhooks (docs/decisions/027), each applied once
// by its event id, in one transaction with one ledger row:
//
// - PAYMENT.CAPTURE.REFUNDED (each partial refund too): the refunded share of the purchase's
//   minutes, counted over all its refunds so far (refund-share.ts), as a 'refund' row whose note
//   names the PayPal refund and its amount. The order moves to 'refunded' once everything paid
//   has been refunded.
// - PAYMENT.CAPTURE.REVERSED (a chargeback or reversal: the money went back to the buyer):
//   every minute of the purchase not claimed yet, as a 'reversal' row.
//
// Either takes at most the balance: minutes already talked are not clawed back.
import { centsToDecimalString } from '#shared/pricing/money.ts';
import type { AfterSale } from './after-sale.ts';
import type { PaymentsContext } from './context.ts';
import type { PayPalWebhookEvent } from './paypal-events.ts';
import { refundClaim } from './refund-share.ts';
import * as repo from './repo.ts';

type RefundEvent = Extract<PayPalWebhookEvent, { kind: 'capture_refunded' }>;
type ReversalEvent = Extract<PayPalWebhookEvent, { kind: 'capture_reversed' }>;
type Outcome = 'processed' | 'ignored';

const cad = (cents: number) => `CAD ${centsToDecimalString(cents)}`;

export function createRefunds(ctx: PaymentsContext, parts: { afterSale: AfterSale }) {
  const { logger } = ctx;
  const { afterSale } = parts;

  return {
    async onPayPalRefund(event: RefundEvent): Promise<Outcome> {
      const details = {
        eventId: event.eventId,
        refundId: event.refundId,
        captureId: event.captureId,
      };
      const { eventId } = event;
      if (eventId === null) {
        logger.warn(details, 'PayPal refund without an event id: nothing changed; review');
        return 'ignored';
      }
      const paid = await afterSale.paidPurchase({
        captureIds: [event.captureId],
        orderIds: [event.customId, event.invoiceId],
      });
      if (!paid) {
        logger.warn(details, 'PayPal refund for no purchase of ours: nothing changed');
        return 'ignored';
      }
      const { order, purchase } = paid;
      if (event.currency !== order.currency) {
        logger.error(
          { ...details, orderId: order.id, currency: event.currency },
          'PayPal refund in another currency: nothing changed; review',
        );
        return 'ignored';
      }
      if (await afterSale.seen(eventId)) {
        logger.info(
          { ...details, orderId: order.id },
          'PayPal refund already applied: nothing changed',
        );
        return 'ignored';
      }

      const note = `PayPal refund ${event.refundId}: ${cad(event.amountCents)} of ${cad(order.totalCents)}`;
      const applied = await afterSale.once(order, purchase, async (trx, state) => {
        const claim = refundClaim({
          purchasedMinutes: purchase.minutes,
          paidCents: order.totalCents,
          refundedBeforeCents: state.refundedCents,
          refundCents: event.amountCents,
          unclaimedMinutes: state.unclaimed,
        });
        const result = await afterSale.record(trx, {
          event: {
            providerEventId: eventId,
            eventType: 'PAYMENT.CAPTURE.REFUNDED',
            kind: 'refund',
            resourceId: event.refundId,
            amountCents: event.amountCents,
          },
          order,
          purchase,
          state,
          claimed: claim,
          movement: { direction: 'take', reason: 'refund', minutes: claim, note },
        });
        if (state.refundedCents + event.amountCents >= order.totalCents) {
          await repo.markRefunded(trx, { id: order.id, note, at: ctx.nowIso() });
        }
        return result;
      });

      if (applied === 'duplicate') {
        logger.info(
          { ...details, orderId: order.id },
          'PayPal refund already applied: nothing changed',
        );
        return 'ignored';
      }
      logger.info(
        { ...details, orderId: order.id, customerId: order.customerId, ...applied },
        'PayPal refund applied: its share of the unused minutes removed',
      );
      return 'processed';
    },

    async onPayPalReversal(event: ReversalEvent): Promise<Outcome> {
      const details = {
        eventId: event.eventId,
        reversalId: event.reversalId,
        captureId: event.captureId,
      };
      const { eventId } = event;
      if (eventId === null) {
        logger.warn(details, 'PayPal reversal without an event id: nothing changed; review');
        return 'ignored';
      }
      // The resource is refund-shaped and names its capture; should PayPal send the capture
      // itself, its own id is the capture's.
      const paid = await afterSale.paidPurchase({
        captureIds: [event.captureId, event.reversalId],
        orderIds: [event.customId, event.invoiceId],
      });
      if (!paid) {
        logger.warn(details, 'PayPal reversal for no purchase of ours: nothing changed');
        return 'ignored';
      }
      const { order, purchase } = paid;
      if (event.currency !== null && event.currency !== order.currency) {
        logger.error(
          { ...details, orderId: order.id, currency: event.currency },
          'PayPal reversal in another currency: nothing changed; review',
        );
        return 'ignored';
      }
      if (await afterSale.seen(eventId)) {
        logger.info(
          { ...details, orderId: order.id },
          'PayPal reversal already applied: nothing changed',
        );
        return 'ignored';
      }

      const amount = event.amountCents === null ? '' : `: ${cad(event.amountCents)}`;
      const note = `PayPal reversal ${event.reversalId}${amount} of ${cad(order.totalCents)}`;
      const applied = await afterSale.once(order, purchase, async (trx, state) =>
        afterSale.record(trx, {
          event: {
            providerEventId: eventId,
            eventType: 'PAYMENT.CAPTURE.REVERSED',
            kind: 'reversal',
            resourceId: event.reversalId,
            amountCents: event.amountCents,
          },
          order,
          purchase,
          state,
          claimed: state.unclaimed,
          movement: { direction: 'take', reason: 'reversal', minutes: state.unclaimed, note },
        }),
      );

      if (applied === 'duplicate') {
        logger.info(
          { ...details, orderId: order.id },
          'PayPal reversal already applied: nothing changed',
        );
        return 'ignored';
      }
      logger.warn(
        { ...details, orderId: order.id, customerId: order.customerId, ...applied },
        'PayPal reversed a payment: the purchase’s unused minutes removed',
      );
      return 'processed';
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
