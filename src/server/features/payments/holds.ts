// An account on hold (docs/decisions/027): while one of the customer's payment disputes is
// open, they may not buy minutes (order creation answers 403 ACCOUNT_ON_HOLD) nor spend them on
// the line (the telephony feature asks `accountHold`), and the dashboard says why. The hold is
// not stored: it is the open disputes themselves, so it lifts when the last one is resolved.
import type { AccountHold } from '#shared/api/payment-status.ts';
import * as afterSaleRepo from './after-sale-repo.ts';
import type { PaymentsContext } from './context.ts';
import { accountOnHold } from './errors.ts';

export function createHolds(ctx: PaymentsContext) {
  const db = ctx.database.kysely;

  async function accountHold(customerId: string): Promise<AccountHold> {
    const [oldest] = await afterSaleRepo.openDisputesOf(db, customerId);
    return oldest ? { reason: 'payment_dispute', since: oldest.openedAt } : null;
  }

  return {
    accountHold,

    /** Throws 403 ACCOUNT_ON_HOLD (with the support address) when the account is on hold. */
    async refuseOnHold(customerId: string): Promise<void> {
      if (await accountHold(customerId)) throw accountOnHold(ctx.config.supportEmail);
    },
  };
}
