// Helpers for the reviews' tests (docs/decisions/053): a second reviews service on the test
// app's database and clock, standing for another server process, and a customer's review sent
// through the API.
import { createAuditService } from '#server/features/audit/service.ts';
import { createOutboxService } from '#server/features/outbox/service.ts';
import { createReviewsService } from '#server/features/reviews/service.ts';
import { SESSION_COOKIE } from './customers.ts';
import type { TestApp } from './test-app.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The reviews' service as another process would build it on the same database. */
export function reviewsServiceOf(t: TestApp) {
  const { database, clock, providers, config } = t;
  return createReviewsService({
    database,
    clock,
    outbox: createOutboxService({ database, clock, providers, logger: quiet }),
    audit: createAuditService({ database, clock }),
    logger: quiet,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    sender: { supportEmail: config.supportEmail, address: config.business.address },
  });
}

/** POST /api/me/reviews as the customer of `session`. */
export function sendReview(
  t: TestApp,
  session: string,
  body: { callId: string; rating: number; text?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/me/reviews',
    cookies: { [SESSION_COOKIE]: session },
    payload: body,
  });
}
