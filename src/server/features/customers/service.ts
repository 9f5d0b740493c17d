// The signed-in customer's own area (docs/decisions/011-customer-area.md; docs/product.md §2 /dashboard and /profile, §3,
// §4 delete account, §8; docs/product.md §10.12–15): profile, histories, the last tarot promo code,
// profile changes with consent records, phone deletion, account deletion and the data export.
// Every method takes the id of the session's customer and reads or changes only that customer's
// rows. The only file of this feature other features may import.
//
// Operators (npm run admin -- customer find / credit add|remove) use `createCustomerAdmin`
// (./operator.ts) instead, which finds any customer and adjusts minutes through the wallet:
//
//   const admin = createCustomerAdmin({ database, wallet });
//   const query = parseCustomerQuery('5145550100');      // email, phone or id; null otherwise
//   const customer = query && (await admin.find(query));
//   await admin.adjustMinutes(customer.id, { minutes: -5, reason: 'Dropped call on 21 Nov' });
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError, invalidRequest } from '#server/domain-error.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import type { PaymentsService } from '#server/features/payments/service.ts';
import type {
  CustomerProfile,
  ProfileUpdate,
  PromoCode,
  PurchaseRow,
  UsageRow,
} from '#shared/api/customer.ts';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { collectAccountExport, type AccountExport } from './account-export.ts';
import { deleteAccountIn } from './account-deletion.ts';
import { birthDateRefusal, type BirthDateRefusal } from './birth-date.ts';
import * as repo from './repo.ts';

export {
  ADJUSTMENT_MAX_MINUTES,
  createCustomerAdmin,
  OVERVIEW_ROWS,
  parseCustomerQuery,
  type CustomerAdmin,
  type CustomerOverview,
} from './operator.ts';
/**
 * The back office's customers (docs/decisions/047): search, the customer's page, and each
 * operator action written with its audit row (back-office.ts).
 */
export { createCustomersBackOffice } from './back-office.ts';
/**
 * The operators' actions alone, without their audit rows.
 *
 * @internal For the tests of the services (the back office reaches them through
 * createCustomersBackOffice).
 */
export { createCustomerActions } from './operator-actions.ts';

/**
 * The histories show the latest rows only: enough for years of normal use, and an answer that
 * stays small however long the account lives. The data export has every row.
 */
export const HISTORY_LIMIT = 200;

/** The dashboard shows a tarot prize won within this window (docs/product.md §7, §9: 7 days). */
export const PROMO_CODE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

interface Deps {
  database: Database;
  clock: Clock;
  auth: Pick<AuthService, 'endAllSessions'>;
  /** The account's hold and the purchases' payment statuses (refunds, disputes). */
  payments: Pick<PaymentsService, 'accountHold' | 'paymentStatuses'>;
  /** The sender the email-marketing consent names (BRAND_NAME). */
  brandName: string;
}

/** Read when refused, so the message is in the request's language. */
const birthDateMessages: Record<BirthDateRefusal, () => string> = {
  invalid: () => accountCopy.customer.profile.birthDateInvalid,
  future: () => accountCopy.customer.profile.birthDateInFuture,
  too_young: () => accountCopy.customer.profile.tooYoung,
};

/** A purchase history line's name in the request's language. */
function historyLineName(row: { kind: string; bundleId: string | null; bundleName: string }) {
  if (row.kind === 'cashback') return accountCopy.purchase.monthlyCashback;
  const bundle = findBundle(row.bundleId);
  return bundle ? accountCopy.purchase.bundleNames[bundle.id] : row.bundleName;
}

const unauthenticated = () => new DomainError('UNAUTHENTICATED', copy.errors.unauthenticated);

export function createCustomersService(deps: Deps) {
  const { database, clock, auth, payments, brandName } = deps;
  const db = database.kysely;
  const nowIso = () => clock.now().toISOString();

  /** The customer's record, read on `executor` (which may be a transaction). */
  async function recordOf(
    executor: Kysely<DB>,
    customerId: string,
  ): Promise<Omit<CustomerProfile, 'accountHold'>> {
    const customer = await repo.findProfile(executor, customerId);
    // The session was checked a moment ago; a customer row is never removed, so this is a bug.
    if (!customer) throw unauthenticated();
    // One after the other: inside a transaction both would share one connection anyway.
    const phones = await repo.listPhoneNumbers(executor, customerId);
    const purchasesCount = await repo.countPackagePurchases(executor, customerId);
    return {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      credits: customer.credits,
      phoneNumbers: phones.map((row) => row.phone),
      createdAt: customer.createdAt,
      birthDate: customer.birthDate,
      emailNotifications: customer.emailNotifications,
      purchasesCount,
    };
  }

  /** The record and the account's hold, read once any transaction has ended. */
  async function withHold(record: Omit<CustomerProfile, 'accountHold'>): Promise<CustomerProfile> {
    return { ...record, accountHold: await payments.accountHold(record.id) };
  }

  return {
    /** GET /api/me */
    profile: async (customerId: string) => withHold(await recordOf(db, customerId)),

    /** GET /api/me/purchases: newest first, at most HISTORY_LIMIT lines. */
    async purchases(customerId: string): Promise<PurchaseRow[]> {
      const rows = await repo.listPurchases(db, customerId, HISTORY_LIMIT);
      const statuses = await payments.paymentStatuses(
        customerId,
        rows.filter((row) => row.kind === 'package'),
      );
      return rows.map((row) => ({
        id: row.id,
        purchasedAt: row.purchasedAt,
        // In the page's language; a package no longer sold keeps the name it was bought under.
        packageName: historyLineName(row),
        minutes: row.minutes,
        amountCents: row.amountCents,
        orderId: row.kind === 'cashback' ? null : row.providerOrderId,
        kind: row.kind,
        paymentStatus: statuses.get(row.id) ?? undisturbedPayment,
      }));
    },

    /** GET /api/me/usage: settled calls, newest first, at most HISTORY_LIMIT lines. */
    async usage(customerId: string): Promise<UsageRow[]> {
      const rows = await repo.listSettledCalls(db, customerId, HISTORY_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt,
        callStart: row.callStart,
        callEnd: row.callEnd,
        minutesUsed: row.minutesUsed ?? 0,
        durationSeconds: row.durationSeconds ?? 0,
      }));
    },

    /** GET /api/me/promo-code: the latest tarot coupon won in the last 7 days, or null. */
    async promoCode(customerId: string): Promise<PromoCode | null> {
      const since = new Date(clock.now().getTime() - PROMO_CODE_WINDOW_MS).toISOString();
      const win = await repo.findLatestTarotWin(db, customerId, since);
      if (!win) return null;
      return { code: win.code, percentOff: win.value, wonAt: win.wonAt, expiresAt: win.expiresAt };
    },

    /**
     * PATCH /api/me/profile. The birth date is checked against today's business date (400
     * INVALID_REQUEST with `fields.birthDate`). A change of the email-notifications choice is
     * recorded with the checkbox's wording and the time, in the same transaction.
     */
    async updateProfile(customerId: string, input: ProfileUpdate): Promise<CustomerProfile> {
      const now = clock.now();
      if (input.birthDate !== null) {
        const refusal = birthDateRefusal(input.birthDate, businessDate(now));
        if (refusal) throw invalidRequest({ birthDate: birthDateMessages[refusal]() });
      }
      const at = now.toISOString();
      const record = await db.transaction().execute(async (trx) => {
        await repo.updateNameAndBirthDate(trx, customerId, {
          name: input.name,
          birthDate: input.birthDate,
          updatedAt: at,
        });
        const changed = await repo.changeEmailNotifications(
          trx,
          customerId,
          input.emailNotifications,
          at,
        );
        if (changed) {
          await repo.insertConsentRecord(trx, {
            id: newId(),
            customerId,
            kind: 'email_marketing',
            granted: input.emailNotifications,
            // The label as this customer saw it, in the language of their page.
            wording: accountCopy.customer.profile.emailNotificationsLabel(brandName),
            recordedAt: at,
          });
        }
        return recordOf(trx, customerId);
      });
      return withHold(record);
    },

    /**
     * DELETE /api/me/phone-numbers/:phone. 404 PHONE_NOT_FOUND for a number not on this
     * account (whether it is on another is never told), 409 PHONE_PRIMARY for the primary.
     */
    async deletePhoneNumber(customerId: string, phone: string): Promise<CustomerProfile> {
      const record = await db.transaction().execute(async (trx) => {
        const phones = await repo.listPhoneNumbers(trx, customerId);
        const index = phones.findIndex((row) => row.phone === phone);
        if (index < 0) {
          throw new DomainError(
            'PHONE_NOT_FOUND',
            accountCopy.customer.dashboard.phoneNotOnAccount,
          );
        }
        if (index === 0) {
          throw new DomainError(
            'PHONE_PRIMARY',
            accountCopy.customer.dashboard.primaryPhoneNotDeletable,
          );
        }
        await repo.deletePhoneNumber(trx, customerId, phone);
        return recordOf(trx, customerId);
      });
      return withHold(record);
    },

    /**
     * POST /api/me/deletion (docs/product.md §10.14): a soft delete, at once and in one transaction.
     * The numbers and the phone PIN are deleted (the numbers free for other accounts, no longer
     * recognised by the phone line), every session ends and every unused code or link stops
     * working. Purchases, the
     * ledger and consent records stay; personal data is anonymised 30 days later by a job.
     */
    async deleteAccount(customerId: string): Promise<void> {
      const at = nowIso();
      await db.transaction().execute((trx) => deleteAccountIn(trx, customerId, { auth, at }));
    },

    /** GET /api/me/export: the document and the file name it is downloaded under. */
    async exportData(customerId: string): Promise<{ fileName: string; document: AccountExport }> {
      const now = clock.now();
      const document = await collectAccountExport(db, customerId, now);
      if (!document) throw unauthenticated();
      return { fileName: `lumina-account-${businessDate(now)}.json`, document };
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
