// Ratings and reviews from real calls only (docs/decisions/053). The only file of this feature
// other features import. The rules:
// - a customer rates a call of theirs of at least REVIEW_MIN_BILLED_MINUTES billed minutes, once
//   (the unique key on the call: two sent at once make one; the second is REVIEW_EXISTS); another
//   customer's call, or a shorter one, is REVIEW_NOT_ALLOWED, the same answer for both;
// - the average and count (the feed, the profile) are of shown reviews only: a hidden review
//   leaves both, and the lists;
// - the advisor of the reviewed call alone replies, once per review, and may edit the reply;
// - operators hide and show a review with a reason, the audit row in the same transaction;
// - the day after a call, one email invites its customer to rate it (`inviteForDay`): the
//   invitation's row and the email are written in one transaction, and the row's key lets one
//   process alone write them.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { newId } from '#server/db/ids.ts';
import { DomainError } from '#server/domain-error.ts';
import type { AuditService } from '#server/features/audit/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type {
  AdminReviewRow,
  AdminReviewsPage,
  AdminReviewsQuery,
} from '#shared/api/admin/reviews.ts';
import {
  oneDecimal,
  reviewPagePath,
  reviewRatings,
  REVIEWS_PAGE_SIZE,
  type AdvisorReviewsPage,
  type PublicReview,
  type ReviewableCall,
  type ReviewRequest,
} from '#shared/api/reviews.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { reviewsCopy } from '#shared/copy/reviews-catalogue.ts';
import type { EmailSender } from '#shared/copy/email-frame.ts';
import { businessDayRange } from '#shared/time/business-time.ts';
import * as repo from './repo.ts';

/** The usage history shows at most this many of the customer's calls. */
const MY_CALLS_LIMIT = 100;

export interface ReviewsDeps {
  database: Database;
  clock: Clock;
  outbox: OutboxService;
  audit: AuditService;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  brandName: string;
  publicUrl: string;
  sender: EmailSender;
}

export interface ReviewsService {
  myCalls(customerId: string): Promise<ReviewableCall[]>;
  myCall(customerId: string, callId: string): Promise<ReviewableCall>;
  review(customerId: string, request: ReviewRequest): Promise<ReviewableCall>;
  /** The advisor's shown reviews by extension (the profile page); null for no listed advisor. */
  ofExtension(extension: number, page: number): Promise<AdvisorReviewsPage | null>;
  ofAdvisor(advisorId: string, page: number): Promise<AdvisorReviewsPage>;
  reply(advisorId: string, reviewId: string, text: string): Promise<PublicReview>;
  listForOperators(query: AdminReviewsQuery): Promise<AdminReviewsPage>;
  setHidden(
    operator: { operatorId: string },
    reviewId: string,
    hidden: boolean,
    reason: string,
  ): Promise<AdminReviewRow>;
  /** Queues the invitation of every call of that business day not invited yet; how many. */
  inviteForDay(day: string): Promise<{ queued: number }>;
}

const notAllowed = () => new DomainError('REVIEW_NOT_ALLOWED', reviewsCopy.notAllowed);
const notFound = () => new DomainError('REVIEW_NOT_FOUND', reviewsCopy.notFound);

function reviewableCall(row: repo.ReviewableCallRow): ReviewableCall {
  return {
    callId: row.callId,
    advisorName: row.advisorName,
    extension: row.extension,
    callStart: row.callStart,
    minutesUsed: row.minutesUsed ?? 0,
    review:
      row.rating === null || row.reviewedAt === null
        ? null
        : { rating: row.rating, text: row.text, createdAt: row.reviewedAt },
  };
}

function publicReview(
  row: NonNullable<Awaited<ReturnType<typeof repo.findShownById>>>,
): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt,
    verified: true,
    reply:
      row.replyText === null || row.repliedAt === null
        ? null
        : { text: row.replyText, repliedAt: row.repliedAt },
  };
}

export function createReviewsService(deps: ReviewsDeps): ReviewsService {
  const { clock, outbox, audit, logger } = deps;
  const db = deps.database.kysely;

  async function advisorPage(advisorId: string, page: number): Promise<AdvisorReviewsPage> {
    const offset = (page - 1) * REVIEWS_PAGE_SIZE;
    const [counts, rows] = await Promise.all([
      repo.ratingCounts(db, advisorId),
      repo.listShown(db, advisorId, offset, REVIEWS_PAGE_SIZE + 1),
    ]);
    const count = counts.reduce((sum, row) => sum + row.count, 0);
    const total = counts.reduce((sum, row) => sum + row.rating * row.count, 0);
    return {
      average: count === 0 ? null : oneDecimal(total / count),
      count,
      distribution: reviewRatings.map((rating) => ({
        rating,
        count: counts.find((row) => row.rating === rating)?.count ?? 0,
      })),
      reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map(publicReview),
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      more: rows.length > REVIEWS_PAGE_SIZE,
    };
  }

  async function operatorRow(id: string): Promise<AdminReviewRow> {
    const row = await repo.findForOperators(db, id);
    if (!row) throw new DomainError('REVIEW_NOT_FOUND', adminCopy.reviews.notFound);
    return row;
  }

  return {
    async myCalls(customerId) {
      const rows = await repo.listReviewableCalls(db, customerId, MY_CALLS_LIMIT);
      return rows.map(reviewableCall);
    },

    async myCall(customerId, callId) {
      const row = await repo.findReviewableCall(db, customerId, callId);
      if (!row) throw notAllowed();
      return reviewableCall(row);
    },

    async review(customerId, request) {
      const call = await repo.findReviewableCall(db, customerId, request.callId);
      if (!call) throw notAllowed();
      if (call.rating !== null) throw new DomainError('REVIEW_EXISTS', reviewsCopy.exists);
      const text = request.text?.trim() ? request.text.trim() : null;
      try {
        await repo.insertReview(db, {
          id: newId(),
          callId: call.callId,
          customerId,
          advisorId: call.advisorId,
          rating: request.rating,
          text,
          createdAt: clock.now().toISOString(),
          hiddenAt: null,
          hiddenBy: null,
          hiddenReason: null,
          replyText: null,
          repliedAt: null,
        });
      } catch (error) {
        // Two sent at once: the unique key on the call lets one in.
        if (isUniqueViolation(error)) throw new DomainError('REVIEW_EXISTS', reviewsCopy.exists);
        throw error;
      }
      return this.myCall(customerId, call.callId);
    },

    async ofExtension(extension, page) {
      const advisorId = await repo.findAdvisorIdByExtension(db, extension);
      return advisorId === null ? null : advisorPage(advisorId, page);
    },

    ofAdvisor: advisorPage,

    async reply(advisorId, reviewId, text) {
      const at = clock.now().toISOString();
      if (!(await repo.setReply(db, { id: reviewId, advisorId, text, at }))) throw notFound();
      const row = await repo.findShownById(db, reviewId);
      if (!row) throw notFound();
      return publicReview(row);
    },

    async listForOperators(query) {
      const { rows, total } = await repo.listForOperators(db, query);
      return { reviews: rows, total, page: query.page, pageSize: query.pageSize };
    },

    async setHidden(operator, reviewId, hidden, reason) {
      const before = await operatorRow(reviewId);
      await db.transaction().execute(async (trx) => {
        const at = clock.now().toISOString();
        const changed = await repo.setHidden(
          trx,
          reviewId,
          hidden ? { at, by: operator.operatorId, reason } : null,
        );
        if (!changed) {
          throw new DomainError(
            'CONFLICTING_CHANGE',
            hidden ? adminCopy.reviews.alreadyHidden : adminCopy.reviews.alreadyShown,
          );
        }
        await audit.record(trx, {
          operatorId: operator.operatorId,
          action: hidden ? 'review.hide' : 'review.unhide',
          subjectType: 'review',
          subjectId: reviewId,
          reason,
          before: { hiddenAt: before.hiddenAt, hiddenReason: before.hiddenReason },
          after: hidden
            ? { hiddenAt: at, hiddenReason: reason }
            : { hiddenAt: null, hiddenReason: null },
        });
      });
      return operatorRow(reviewId);
    },

    async inviteForDay(day) {
      const { start, end } = businessDayRange(day);
      const calls = await repo.listCallsToInvite(db, start.toISOString(), end.toISOString());
      let queued = 0;
      for (const call of calls) {
        const texts = messageCopyFor(call.language).reviewInvitationEmail;
        const url = `${deps.publicUrl}${reviewPagePath(call.callId)}`;
        const brand = deps.brandName;
        const messageId = await db.transaction().execute(async (trx) => {
          if (!(await repo.recordInvitation(trx, call.callId, clock.now().toISOString())))
            return null;
          return outbox.enqueue(trx, {
            channel: 'email',
            to: call.email,
            subject: texts.subject(brand, call.advisorName),
            text: texts.text(brand, call.name, call.advisorName, url, deps.sender),
            html: texts.html(brand, call.name, call.advisorName, url, deps.sender),
            customerId: call.customerId,
          });
        });
        if (messageId === null) continue;
        queued += 1;
        try {
          const outcome = await outbox.deliver(messageId);
          if (outcome !== 'sent')
            logger.warn({ messageId, outcome }, 'review invitation: not sent yet');
        } catch (error) {
          logger.error({ err: error, messageId }, 'review invitation: delivery failed');
        }
      }
      return { queued };
    },
  };
}
