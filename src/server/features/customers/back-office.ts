// The back office's customers (docs/decisions/047): the search, the customer's page, and each
// action an operator takes, written with its audit row in ONE transaction (the change and its
// row commit together or not at all). A PayPal refund, which calls PayPal between two
// transactions, writes its row in the transaction that applies it (`refundPayPal`'s record).
// The routes (back-office-routes.ts) are HTTP only; the rules are the services'.
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { AuthService, Client } from '#server/features/auth/service.ts';
import type { PaymentsService } from '#server/features/payments/service.ts';
import type { PhonePinService } from '#server/features/phone-pin/service.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import type { ActingOperator } from '#server/operator-reason.ts';
import type {
  ActionOutcome,
  CustomerSearchPage,
  CustomerSearchQuery,
  CustomerSortColumn,
  MinutesRequest,
  RefundRequest,
} from '#shared/api/admin/customers.ts';
import { createCustomerAdmin } from './operator.ts';
import { createCustomerActions } from './operator-actions.ts';
import { createCustomerPage } from './operator-page.ts';
import { createCustomerSearch } from './operator-search.ts';

export interface CustomersBackOfficeDeps {
  database: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  wallet: Pick<WalletService, 'billedCall' | 'credit' | 'debit' | 'lockBalance' | 'audit'>;
  auth: Pick<AuthService, 'endAllSessions' | 'resendConfirmation'>;
  phonePin: Pick<PhonePinService, 'status' | 'remove'>;
  payments: Pick<
    PaymentsService,
    | 'placeHold'
    | 'liftHold'
    | 'accountHold'
    | 'holdHistory'
    | 'operatorRefundsOf'
    | 'refundPayPal'
    | 'recordInteracRefund'
    | 'refundLimit'
    | 'setRefundLimit'
  >;
}

export function createCustomersBackOffice(deps: CustomersBackOfficeDeps) {
  const { database, clock, audit, wallet, auth, phonePin, payments } = deps;
  const admin = createCustomerAdmin({ database, wallet });
  const actions = createCustomerActions({ database, clock, wallet, auth, phonePin, payments });
  const search = createCustomerSearch({ database });
  const page = createCustomerPage({ database, wallet, phonePin, payments });
  const db = deps.database.kysely;

  /** Runs `change` in a transaction and writes its audit row there; answers both. */
  async function inAudit(
    operator: ActingOperator,
    entry: {
      action: string;
      subjectType?: string;
      subjectId: string | null;
      reason: string | null;
    },
    change: (trx: typeof db) => Promise<{ before: unknown; after: unknown; applied?: string }>,
  ): Promise<ActionOutcome> {
    return db.transaction().execute(async (trx) => {
      const done = await change(trx);
      await audit.record(trx, {
        operatorId: operator.id,
        action: entry.action,
        subjectType: entry.subjectType ?? 'customer',
        subjectId: entry.subjectId,
        reason: entry.reason,
        before: done.before,
        after: done.after,
      });
      return { action: entry.action, ...done };
    });
  }

  return {
    async search(query: CustomerSearchQuery): Promise<CustomerSearchPage> {
      const descending = query.sort.startsWith('-');
      const found = await search.search({
        text: query.q,
        sort: (descending ? query.sort.slice(1) : query.sort) as CustomerSortColumn,
        direction: descending ? 'desc' : 'asc',
        page: query.page - 1,
        pageSize: query.pageSize,
      });
      return { ...found, page: query.page, pageSize: query.pageSize };
    },

    account: page.account,
    section: page.section,

    /** Adds (positive) or removes (negative) minutes, never below zero. */
    adjustMinutes(operator: ActingOperator, customerId: string, input: MinutesRequest) {
      const action = input.minutes > 0 ? 'customer.minutes.add' : 'customer.minutes.remove';
      return inAudit(
        operator,
        { action, subjectId: customerId, reason: input.reason },
        async (trx) => {
          const done = await admin.adjustMinutes(customerId, input, trx);
          return {
            before: { balance: done.balance - done.minutes },
            after: { balance: done.balance, minutes: done.minutes, ledgerId: done.ledgerId },
          };
        },
      );
    },

    creditBackCall(operator: ActingOperator, customerId: string, callId: string, reason: string) {
      return inAudit(
        operator,
        { action: 'customer.call.credit', subjectId: customerId, reason },
        async (trx) => {
          const done = await actions.creditBackCall(trx, customerId, { callId, reason, operator });
          return {
            before: done.before,
            after: { ...done.after, callId, minutes: done.minutes, ledgerId: done.ledgerId },
          };
        },
      );
    },

    /** PayPal through its refunds API; Interac recorded as made outside. */
    async refund(
      operator: ActingOperator,
      customerId: string,
      purchaseId: string,
      input: RefundRequest,
    ): Promise<ActionOutcome> {
      const action = 'customer.purchase.refund';
      const request = {
        customerId,
        purchaseId,
        amountCents: input.amountCents,
        reason: input.reason,
        operator,
      };
      if (input.method === 'interac') {
        return inAudit(
          operator,
          { action, subjectId: customerId, reason: input.reason },
          async (trx) => {
            const done = await payments.recordInteracRefund(trx, {
              ...request,
              amountCents: input.amountCents ?? 0,
              reference: input.reference ?? '',
            });
            return {
              before: done.before,
              after: { ...done.after, ...refundFacts(purchaseId, done) },
              applied: done.applied,
            };
          },
        );
      }
      const done = await payments.refundPayPal(request, async (trx, outcome) => {
        await audit.record(trx, {
          operatorId: operator.id,
          action,
          subjectType: 'customer',
          subjectId: customerId,
          reason: input.reason.trim(),
          before: outcome.before,
          after: { ...outcome.after, ...refundFacts(purchaseId, outcome) },
        });
      });
      return {
        action,
        before: done.before,
        after: { ...done.after, ...refundFacts(purchaseId, done) },
        applied: done.applied,
      };
    },

    placeHold(operator: ActingOperator, customerId: string, reason: string) {
      return inAudit(
        operator,
        { action: 'customer.hold.place', subjectId: customerId, reason },
        async (trx) => {
          const hold = await actions.placeHold(trx, customerId, { reason, operator });
          return { before: { onHold: false }, after: { onHold: true, holdId: hold.id } };
        },
      );
    },

    liftHold(operator: ActingOperator, customerId: string, reason: string) {
      return inAudit(
        operator,
        { action: 'customer.hold.lift', subjectId: customerId, reason },
        async (trx) => {
          const hold = await actions.liftHold(trx, customerId, { reason, operator });
          return { before: { onHold: true, holdId: hold.id }, after: { onHold: false } };
        },
      );
    },

    /**
     * Sends a fresh confirmation link (the sign-up path and its limits); the link, its email and
     * the audit row in one transaction, the email delivered once it has committed.
     */
    async resendConfirmation(
      operator: ActingOperator,
      customerId: string,
      reason: string | null,
      client: Client,
    ): Promise<ActionOutcome> {
      const action = 'customer.confirmation.resend';
      const before = null;
      const sent = await actions.resendConfirmation(customerId, client, (trx, { email }) =>
        audit.record(trx, {
          operatorId: operator.id,
          action,
          subjectType: 'customer',
          subjectId: customerId,
          reason,
          before,
          after: { sentTo: email },
        }),
      );
      return { action, before, after: { sentTo: sent.email } };
    },

    endAllSessions(operator: ActingOperator, customerId: string, reason: string | null) {
      return inAudit(
        operator,
        { action: 'customer.sessions.end', subjectId: customerId, reason },
        async (trx) => {
          const { ended } = await actions.endAllSessions(trx, customerId);
          return { before: { openSessions: ended }, after: { openSessions: 0 } };
        },
      );
    },

    clearPhonePin(operator: ActingOperator, customerId: string, reason: string | null) {
      return inAudit(
        operator,
        { action: 'customer.pin.clear', subjectId: customerId, reason },
        async (trx) => {
          const { before } = await actions.clearPhonePin(trx, customerId);
          return { before, after: { pinSet: false } };
        },
      );
    },

    deleteAccount(operator: ActingOperator, customerId: string, reason: string) {
      return inAudit(
        operator,
        { action: 'customer.delete', subjectId: customerId, reason },
        async (trx) => {
          const { deletedAt } = await actions.deleteAccount(trx, customerId);
          return { before: { deletedAt: null }, after: { deletedAt } };
        },
      );
    },

    refundLimit: async () => ({ limitCents: await payments.refundLimit() }),

    /** Owner only (the route and the service both refuse support). */
    setRefundLimit(operator: ActingOperator, limitCents: number) {
      return inAudit(
        operator,
        {
          action: 'settings.support_refund_limit.set',
          subjectType: 'setting',
          subjectId: 'support_refund_limit_cents',
          reason: null,
        },
        async (trx) => {
          const done = await payments.setRefundLimit(trx, { operator, limitCents });
          return { before: { limitCents: done.before }, after: { limitCents: done.after } };
        },
      );
    },
  };
}

/** What the audit row says of a refund besides the balance and the purchase's refunds. */
function refundFacts(
  purchaseId: string,
  outcome: { provider: string; providerRefundId: string; amountCents: number; applied: string },
) {
  return {
    purchaseId,
    provider: outcome.provider,
    providerRefundId: outcome.providerRefundId,
    amountCents: outcome.amountCents,
    applied: outcome.applied,
  };
}

export type CustomersBackOffice = ReturnType<typeof createCustomersBackOffice>;
