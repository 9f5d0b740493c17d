// The satisfaction guarantee (docs/decisions/054-limits-and-guarantee.md): within 24 hours of a
// call, a customer may ask for that call's minutes back with a reason, once per call. A claim of
// at most 20 minutes, with no other claim in the 30 days before it, is granted at once: the
// minutes go back as the call's 'call_credit' ledger row, in the claim's transaction. Any other
// (a second within 30 days, or a call of more than 20 minutes, all of whose minutes are then
// reviewed) waits for an operator, who approves it (the same ledger row, with an audit row) or
// declines it with a message; the customer is emailed the outcome.
//
// Claims of one customer are decided one after the other under the lock of their balance's row,
// so two claims at once grant one; one claim per call is the table's key on call_id.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type { GuaranteeClaimRow } from '#server/db/tables/guarantee-claims.ts';
import { DomainError } from '#server/domain-error.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type { WalletService } from '#server/features/wallet/service.ts';
import { operatorReason, type ActingOperator } from '#server/operator-reason.ts';
import type { ClaimListResponse, ClaimReviewRow } from '#shared/api/admin/guarantee-claims.ts';
import type { Claim, ClaimRequest, ClaimResponse, ClaimStatus } from '#shared/api/guarantee.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { formatBusinessDate } from '#shared/format/display.ts';
import * as repo from './repo.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A call's minutes may be asked back this long after it ended. */
export const CLAIM_WINDOW_MS = 24 * HOUR_MS;
/** One claim granted at once per this many days… */
const GRANT_PERIOD_MS = 30 * 24 * HOUR_MS;
/** …of at most this many minutes. */
export const GRANT_AT_ONCE_MAX_MINUTES = 20;
const CUSTOMER_LIST_LIMIT = 200;
const REVIEW_LIST_LIMIT = 200;

const refused = () => accountCopy.limits.guarantee.refused;
const claimRefused = (message: string) => new DomainError('CLAIM_REFUSED', message);
const claimNotFound = () => new DomainError('CLAIM_NOT_FOUND', refused().notFound);
const claimDecided = () => new DomainError('CLAIM_DECIDED', adminCopy.claims.alreadyDecided);

/** The ledger row's cause: the claim it carries out. */
const ledgerNote = (claimId: string, why: string) =>
  `satisfaction guarantee, claim ${claimId}: ${why}`;

const asClaim = (row: Pick<GuaranteeClaimRow, keyof Claim>): Claim => ({
  id: row.id,
  callId: row.callId,
  minutes: row.minutes,
  status: row.status,
  createdAt: row.createdAt,
});

export function createGuaranteeService(deps: {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'supportEmail' | 'business'>;
  wallet: WalletService;
  outbox: OutboxService;
  audit: AuditService;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { clock, config, wallet, outbox, audit, logger } = deps;
  const db = deps.database.kysely;
  const sender = { supportEmail: config.supportEmail, address: config.business.address };

  /** After the transaction: a failed email is retried by the outbox's sweeper. */
  async function deliverQuietly(messageId: string) {
    try {
      const outcome = await outbox.deliver(messageId);
      if (outcome !== 'sent') logger.warn({ messageId, outcome }, 'guarantee: not delivered yet');
    } catch (error) {
      logger.error({ err: error, messageId }, 'guarantee: delivery failed');
    }
  }

  async function reviewRow(executor: Kysely<DB>, id: string) {
    const row = await repo.findForReview(executor, id);
    if (!row) throw claimNotFound();
    return row;
  }

  const asReviewRow = ({
    customerLanguage: _language,
    ...row
  }: Awaited<ReturnType<typeof reviewRow>>): ClaimReviewRow => row;

  /**
   * Decides a claim in review, in one transaction with its audit row and the customer's email
   * (and, for an approval, the ledger row); CLAIM_DECIDED when it was decided already.
   */
  async function decide(
    operator: ActingOperator,
    id: string,
    decision: { status: 'approved'; reason: string } | { status: 'declined'; message: string },
  ): Promise<ClaimReviewRow> {
    const messageId = await db.transaction().execute(async (trx) => {
      const claim = await reviewRow(trx, id);
      if (claim.status !== 'review') throw claimDecided();
      const balance = await wallet.lockBalance(trx, claim.customerId);
      const decided = await repo.decide(trx, id, {
        status: decision.status,
        decidedAt: clock.now().toISOString(),
        decidedBy: operator.id,
        decisionMessage: decision.status === 'declined' ? decision.message : null,
      });
      if (!decided) throw claimDecided();
      let after: Record<string, unknown> = { status: decision.status, balance };
      if (decision.status === 'approved') {
        try {
          const change = await wallet.credit(trx, claim.customerId, [
            {
              minutes: claim.minutes,
              reason: 'call_credit',
              callId: claim.callId,
              note: ledgerNote(id, decision.reason),
            },
          ]);
          after = { status: 'approved', balance: change.balance };
        } catch (error) {
          // An operator gave the call's minutes back from the customer's page meanwhile.
          if (isUniqueViolation(error)) throw claimDecided();
          throw error;
        }
      }
      await audit.record(trx, {
        operatorId: operator.id,
        action: `guarantee-claim.${decision.status === 'approved' ? 'approve' : 'decline'}`,
        subjectType: 'guarantee-claim',
        subjectId: id,
        reason: decision.status === 'approved' ? decision.reason : decision.message,
        before: { status: 'review', balance, minutes: claim.minutes },
        after,
      });
      const language = claim.customerLanguage;
      const texts = messageCopyFor(language);
      const callDate = formatBusinessDate(claim.callEnd ?? claim.createdAt, language);
      const brand = config.brandName;
      if (decision.status === 'approved') {
        const email = texts.guaranteeApprovedEmail;
        return outbox.enqueue(trx, {
          channel: 'email',
          to: claim.customerEmail,
          subject: email.subject(brand),
          text: email.text(brand, claim.customerName, claim.minutes, callDate, sender),
          html: email.html(brand, claim.customerName, claim.minutes, callDate, sender),
          customerId: claim.customerId,
        });
      }
      const email = texts.guaranteeDeclinedEmail;
      return outbox.enqueue(trx, {
        channel: 'email',
        to: claim.customerEmail,
        subject: email.subject(brand),
        text: email.text(brand, claim.customerName, callDate, decision.message, sender),
        html: email.html(brand, claim.customerName, callDate, decision.message, sender),
        customerId: claim.customerId,
      });
    });
    await deliverQuietly(messageId);
    return asReviewRow(await reviewRow(db, id));
  }

  return {
    /** GET /api/me/guarantee/claims: the customer's claims, newest first. */
    async claimsOf(customerId: string): Promise<Claim[]> {
      return (await repo.claimsOf(db, customerId, CUSTOMER_LIST_LIMIT)).map(asClaim);
    },

    /** POST /api/me/guarantee/claims: granted at once, or sent to review. */
    async claim(customerId: string, input: ClaimRequest): Promise<ClaimResponse> {
      const now = clock.now();
      try {
        return await db.transaction().execute(async (trx) => {
          // Every claim of this customer is decided after the previous one committed.
          const balance = await wallet.lockBalance(trx, customerId);
          if (balance === null) throw claimNotFound();
          const call = await wallet.billedCall(trx, customerId, input.callId);
          if (!call) throw claimNotFound();
          if (call.minutes <= 0) throw claimRefused(refused().notBilled);
          if (call.endedAt === null || now.getTime() - Date.parse(call.endedAt) > CLAIM_WINDOW_MS) {
            throw claimRefused(refused().tooLate);
          }
          if (call.creditedAlready || (await repo.claimOfCall(trx, input.callId))) {
            throw claimRefused(refused().claimedAlready);
          }
          const since = new Date(now.getTime() - GRANT_PERIOD_MS).toISOString();
          const grantable =
            call.minutes <= GRANT_AT_ONCE_MAX_MINUTES &&
            (await repo.claimsSince(trx, customerId, since)) === 0;
          const status: ClaimStatus = grantable ? 'granted' : 'review';
          const claim = {
            id: newId(),
            customerId,
            callId: input.callId,
            minutes: call.minutes,
            reason: input.reason,
            status,
            createdAt: now.toISOString(),
            decidedAt: grantable ? now.toISOString() : null,
            decidedBy: null,
            decisionMessage: null,
          };
          await repo.insertClaim(trx, claim);
          if (!grantable) return { claim: asClaim(claim), balance };
          const change = await wallet.credit(trx, customerId, [
            {
              minutes: call.minutes,
              reason: 'call_credit',
              callId: input.callId,
              note: ledgerNote(claim.id, input.reason),
            },
          ]);
          return { claim: asClaim(claim), balance: change.balance };
        });
      } catch (error) {
        // The same call claimed twice at once: its key lets one in.
        if (isUniqueViolation(error)) throw claimRefused(refused().claimedAlready);
        throw error;
      }
    },

    /** The back office's list, newest first: those in review unless told. */
    async listForReview(status: ClaimStatus | undefined): Promise<ClaimListResponse> {
      const rows = await repo.listForReview(db, status, REVIEW_LIST_LIMIT);
      return { claims: rows.map(asReviewRow) };
    },

    /** Approves a claim in review: its minutes go back, the customer is emailed. */
    approve: (operator: ActingOperator, id: string, reason: string) =>
      decide(operator, id, { status: 'approved', reason: operatorReason(reason) }),

    /** Declines a claim in review; the customer is emailed the operator's message. */
    decline: (operator: ActingOperator, id: string, message: string) =>
      decide(operator, id, { status: 'declined', message }),
  };
}

export type GuaranteeService = ReturnType<typeof createGuaranteeService>;
