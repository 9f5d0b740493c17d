// The back office's page of one customer (docs/decisions/047): the account at a glance (numbers,
// balance and the ledger's sum, the hold, the phone PIN, open sessions) and its sections — the
// ledger, purchases with their payments and refunds, calls with whether they were credited back,
// coupons used, consent records and messages sent — each a page at a time, newest first. The rows
// are the data export's own queries (export-repo.ts), so the two never disagree.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError } from '#server/domain-error.ts';
import type { PaymentsService } from '#server/features/payments/service.ts';
import type { PhonePinService } from '#server/features/phone-pin/service.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import type {
  CustomerAccount,
  CustomerSection,
  CustomerSectionPage,
} from '#shared/api/admin/customers.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { messageRecipients } from './account-export.ts';
import * as exportRepo from './export-repo.ts';
import * as operatorRepo from './operator-repo.ts';
import * as repo from './repo.ts';

export interface CustomerPageDeps {
  database: Database;
  wallet: Pick<WalletService, 'audit'>;
  phonePin: Pick<PhonePinService, 'status'>;
  payments: Pick<PaymentsService, 'accountHold' | 'holdHistory' | 'operatorRefundsOf'>;
}

export interface Paging {
  /** From 1. */
  page: number;
  pageSize: number;
}

const notFound = () => new DomainError('CUSTOMER_NOT_FOUND', adminCopy.customers.customerNotFound);

/** One page of a section's rows, newest first, and how many there are in all. */
async function pageOf<TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
) {
  const rows = await query
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  const counted = await db
    .selectFrom(query.as('section'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.count), page: paging.page, pageSize: paging.pageSize };
}

export function createCustomerPage(deps: CustomerPageDeps) {
  const { wallet, phonePin, payments } = deps;
  const db = deps.database.kysely;

  const sections: {
    [S in CustomerSection]: (customerId: string, paging: Paging) => Promise<CustomerSectionPage<S>>;
  } = {
    async ledger(customerId, paging) {
      const page = await pageOf(db, exportRepo.ledgerQuery(db, customerId, 'desc'), paging);
      return {
        ...page,
        rows: page.rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt,
          deltaMinutes: row.deltaMinutes,
          balanceAfter: row.balanceAfter,
          reason: row.reason,
          note: row.note,
        })),
      };
    },

    async purchases(customerId, paging) {
      const page = await pageOf(db, exportRepo.purchasesQuery(db, customerId, 'desc'), paging);
      // A customer's orders, events and refunds are few (one per purchase or so): read whole.
      const orders = await exportRepo.listPaymentOrders(db, customerId);
      const events = await exportRepo.listPaymentEvents(db, customerId);
      const refunds = await payments.operatorRefundsOf(customerId);
      return {
        ...page,
        rows: page.rows.map((purchase) => {
          const order = orders.find((row) => row.id === purchase.paymentOrderId);
          const itsEvents = events.filter((event) => event.purchaseId === purchase.id);
          const refundedCents = itsEvents
            .filter((event) => event.kind === 'refund')
            .reduce((sum, event) => sum + (event.amountCents ?? 0), 0);
          const paid =
            purchase.kind === 'package' &&
            (order?.status === 'completed' || order?.status === 'refunded');
          return {
            id: purchase.id,
            purchasedAt: purchase.purchasedAt,
            kind: purchase.kind,
            bundleName: purchase.bundleName,
            minutes: purchase.minutes,
            amountCents: purchase.amountCents,
            order: order
              ? {
                  id: order.id,
                  provider: order.provider,
                  providerOrderId: order.providerOrderId,
                  status: order.status,
                  totalCents: order.totalCents,
                  refundedCents,
                  refundableCents: paid ? Math.max(0, order.totalCents - refundedCents) : 0,
                }
              : null,
            events: itsEvents.map((event) => ({
              kind: event.kind,
              amountCents: event.amountCents,
              reference: event.resourceId,
              minutesMoved: event.minutesMoved,
              at: event.createdAt,
            })),
            unfinishedRefunds: refunds
              .filter(
                (refund) => refund.purchaseId === purchase.id && refund.status !== 'completed',
              )
              .map((refund) => ({
                status: refund.status,
                amountCents: refund.amountCents,
                failure: refund.failure,
                at: refund.createdAt,
              })),
          };
        }),
      };
    },

    async calls(customerId, paging) {
      const page = await pageOf(db, exportRepo.callsQuery(db, customerId, 'desc'), paging);
      const billing = await operatorRepo.callsBilling(
        db,
        customerId,
        page.rows.map((call) => call.id),
      );
      return {
        ...page,
        rows: page.rows.map((call) => {
          const rows = billing.filter((row) => row.callId === call.id);
          const billed = rows.find((row) => row.reason === 'call');
          return {
            id: call.id,
            createdAt: call.createdAt,
            advisorName: call.advisorName,
            status: call.status,
            durationSeconds: call.durationSeconds,
            billedMinutes: billed ? -billed.deltaMinutes : 0,
            credited: rows.some((row) => row.reason === 'call_credit'),
          };
        }),
      };
    },

    async coupons(customerId, paging) {
      return pageOf(db, exportRepo.couponUsesQuery(db, customerId, 'desc'), paging);
    },

    async consent(customerId, paging) {
      const page = await pageOf(db, exportRepo.consentRecordsQuery(db, customerId, 'desc'), paging);
      return { ...page, rows: page.rows.map((row) => ({ ...row, granted: Boolean(row.granted) })) };
    },

    async messages(customerId, paging) {
      const facts = await repo.findAccountFacts(db, customerId);
      if (!facts) throw notFound();
      const phones = await repo.listPhoneNumbers(db, customerId);
      return pageOf(
        db,
        exportRepo.messagesQuery(db, messageRecipients(facts, phones), 'desc'),
        paging,
      );
    },
  };

  return {
    /** The account at a glance; CUSTOMER_NOT_FOUND for an unknown id. */
    async account(customerId: string): Promise<CustomerAccount> {
      const account = await exportRepo.findAccount(db, customerId);
      const facts = await repo.findAccountFacts(db, customerId);
      if (!account || !facts) throw notFound();
      const phones = await repo.listPhoneNumbers(db, customerId);
      const sums = await wallet.audit(db, customerId);
      const sessions = await exportRepo.listSessions(db, customerId);
      const holds = await payments.holdHistory(customerId);
      const inForce = holds.find((hold) => hold.liftedAt === null);
      const accountHold = await payments.accountHold(customerId);
      return {
        id: account.id,
        name: account.name,
        email: account.email,
        language: account.language,
        birthDate: account.birthDate,
        createdAt: account.createdAt,
        lastConnectedAt: account.lastConnectedAt,
        deletedAt: facts.deletedAt,
        emailConfirmedAt: account.emailConfirmedAt,
        emailNotifications: account.emailNotifications,
        phoneNumbers: phones.map(({ phone, verifiedAt }) => ({ phone, verifiedAt })),
        balance: account.credits,
        ledgerSum: sums?.ledgerSum ?? 0,
        pinSet: (await phonePin.status(customerId)).pinSet,
        openSessions: sessions.length,
        hold: inForce ? { reason: inForce.reason, placedAt: inForce.placedAt } : null,
        // The operator's hold is read first; a dispute's shows when there is none.
        disputeHold: accountHold?.reason === 'payment_dispute',
      };
    },

    /** One page of a section, newest first; CUSTOMER_NOT_FOUND for an unknown id. */
    async section<S extends CustomerSection>(
      customerId: string,
      section: S,
      paging: Paging,
    ): Promise<CustomerSectionPage<S>> {
      if (!(await repo.findAccountFacts(db, customerId))) throw notFound();
      return sections[section](customerId, paging);
    },
  };
}
