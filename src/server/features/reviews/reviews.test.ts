// Ratings and reviews from real calls only (docs/decisions/053): a customer rates their own call
// of at least 3 billed minutes, once (two sent at once make one); nobody rates another's call or
// an advisor they never spoke with at that length; the feed's average and count and the profile's
// distribution are of shown reviews; the advisor of the call alone replies; operators hide and
// show a review with a reason and an audit row; the next-day email leaves once per call, whatever
// the processes; deleting the account removes its reviews, and the export carries them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdvisorReviewsPage, ReviewableCall } from '#shared/api/reviews.ts';
import { adminCopyFor } from '#shared/copy/admin-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { reviewsCopyFor } from '#shared/copy/reviews-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { signedInAdvisor } from '#tests/support/advisor-app.ts';
import { outboxRowsTo } from '#tests/support/auth.ts';
import { createFakeClock } from '#tests/support/fake-clock.ts';
import { signedInOperator } from '#tests/support/operators.ts';
import { aShopper, errorOf, type Shopper } from '#tests/support/payments.ts';
import { aBilledCall } from '#tests/support/reports.ts';
import { reviewsServiceOf, sendReview } from '#tests/support/reviews.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

const en = reviewsCopyFor('en');

let t: TestApp;
let marie: Shopper;
let paul: Shopper;
let roseId: string;
let lunaId: string;
/** Marie's calls: 5 minutes and 3 minutes with Rose (4001), 2 minutes with Luna (4002). */
let long: string;
let threeMinutes: string;
let short: string;

const idOf = async (extension: number) =>
  (
    await t.database.kysely
      .selectFrom('advisors')
      .select('id')
      .where('extension', '=', extension)
      .executeTakeFirstOrThrow()
  ).id;

beforeEach(async () => {
  // Tuesday 6 October 2026, 11:00 in Montréal.
  t = await createTestApp({ clock: createFakeClock('2026-10-06T15:00:00.000Z') });
  await seedDemo(t);
  roseId = await idOf(4001);
  lunaId = await idOf(4002);
  marie = await aShopper(t, { email: 'marie@example.com', name: 'Marie-Ève Tremblay' });
  paul = await aShopper(t, { email: 'paul@example.com', name: 'Paul Gagnon' });
  const call = (advisorId: string, startedAt: string, minutes: number) =>
    aBilledCall(t, { customerId: marie.id, advisorId, startedAt, minutes });
  long = await call(roseId, '2026-10-05T16:00:00.000Z', 5);
  threeMinutes = await call(roseId, '2026-10-05T18:00:00.000Z', 3);
  short = await call(lunaId, '2026-10-05T17:00:00.000Z', 2);
});
afterEach(async () => t.close());

const feedRecord = async (extension: number) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/advisors' });
  const record = res
    .json<{ agentId: string; rating: number | null; reviewCount: number }[]>()
    .find((candidate) => candidate.agentId === String(extension));
  if (!record) throw new Error(`advisor ${extension} is not on the board`);
  return record;
};

const profileReviews = async (extension: number, page = 1) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/advisors/${extension}/reviews?page=${page}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdvisorReviewsPage>();
};

describe('who may rate a call', () => {
  it('lets the customer rate their own call of at least 3 billed minutes, with words', async () => {
    const res = await sendReview(t, marie.session, {
      callId: threeMinutes,
      rating: 4,
      text: '  Clear and kind.  ',
    });
    expect(res.statusCode).toBe(201);
    const call = res.json<ReviewableCall>();
    expect(call).toMatchObject({
      callId: threeMinutes,
      advisorName: expect.any(String),
      extension: 4001,
      minutesUsed: 3,
      review: { rating: 4, text: 'Clear and kind.' },
    });
  });

  it('refuses a call under 3 billed minutes: no call of that length, no review of that advisor', async () => {
    const res = await sendReview(t, marie.session, { callId: short, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'REVIEW_NOT_ALLOWED', message: en.notAllowed });
    expect((await profileReviews(4002)).count).toBe(0);
  });

  it("refuses another customer's call, and shows that customer nothing of it", async () => {
    const res = await sendReview(t, paul.session, { callId: long, rating: 1, text: 'Fake' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('REVIEW_NOT_ALLOWED');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/me/reviews/${long}`,
      cookies: { lumina_session: paul.session },
    });
    expect(seen.statusCode).toBe(403);
    expect(seen.body).not.toContain('Rose');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/me/reviews',
      cookies: { lumina_session: paul.session },
    });
    expect(listed.json()).toEqual({ calls: [] });
    expect((await profileReviews(4001)).count).toBe(0);
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/reviews',
      payload: { callId: long, rating: 5 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a rating outside 1–5 and words over the maximum, changing nothing', async () => {
    for (const body of [
      { callId: long, rating: 0 },
      { callId: long, rating: 6 },
      { callId: long, rating: 4.5 },
      { callId: long, rating: 5, text: 'a'.repeat(2001) },
    ]) {
      const res = await sendReview(t, marie.session, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await profileReviews(4001)).count).toBe(0);
  });

  it('takes one review per call: a second answers 409, and two sent at once make one', async () => {
    expect((await sendReview(t, marie.session, { callId: long, rating: 5 })).statusCode).toBe(201);
    const again = await sendReview(t, marie.session, { callId: long, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'REVIEW_EXISTS', message: en.exists });

    const both = await Promise.all([
      sendReview(t, marie.session, { callId: threeMinutes, rating: 2 }),
      sendReview(t, marie.session, { callId: threeMinutes, rating: 3 }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await profileReviews(4001)).count).toBe(2);
  });

  it("lists the customer's calls to rate, newest first, with their ratings", async () => {
    await sendReview(t, marie.session, { callId: long, rating: 5 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me/reviews',
      cookies: { lumina_session: marie.session },
    });
    const { calls } = res.json<{ calls: ReviewableCall[] }>();
    expect(calls.map((call) => [call.callId, call.review?.rating ?? null])).toEqual([
      [threeMinutes, null],
      [long, 5],
    ]);
  });
});

describe('the average, the count and the profile', () => {
  it('shows the average to one decimal and the count on the feed, and the distribution', async () => {
    expect(await feedRecord(4001)).toMatchObject({ rating: null, reviewCount: 0 });
    await sendReview(t, marie.session, { callId: long, rating: 5, text: 'Wonderful' });
    await sendReview(t, marie.session, { callId: threeMinutes, rating: 4 });
    const paulsCall = await aBilledCall(t, {
      customerId: paul.id,
      advisorId: roseId,
      startedAt: '2026-10-05T19:00:00.000Z',
      minutes: 4,
    });
    await sendReview(t, paul.session, { callId: paulsCall, rating: 4 });
    // (5 + 4 + 4) / 3 = 4.33…
    t.clock.advance(10_000); // past the feed's short cache
    expect(await feedRecord(4001)).toMatchObject({ rating: 4.3, reviewCount: 3 });
    const page = await profileReviews(4001);
    expect(page.average).toBe(4.3);
    expect(page.distribution).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 2 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
    expect(page.reviews.map((review) => review.rating)).toEqual([4, 4, 5]);
    expect(page.reviews.every((review) => review.verified)).toBe(true);
    expect(page.more).toBe(false);
  });

  it('pages the reviews ten at a time, newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const callId = await aBilledCall(t, {
        customerId: paul.id,
        advisorId: lunaId,
        startedAt: `2026-10-0${1 + (i % 5)}T1${i % 10}:00:00.000Z`,
        minutes: 3,
      });
      await sendReview(t, paul.session, { callId, rating: 3, text: `Review ${i}` });
      ids.push(callId);
      t.clock.advance(1_000);
    }
    const first = await profileReviews(4002);
    expect(first.count).toBe(11);
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]?.text).toBe('Review 10');
    expect(first.more).toBe(true);
    const second = await profileReviews(4002, 2);
    expect(second.reviews.map((review) => review.text)).toEqual(['Review 0']);
    expect(second.more).toBe(false);
  });

  it('answers 404 for an advisor nobody can find', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/advisors/9999/reviews' });
    expect(res.statusCode).toBe(404);
  });
});

describe("the advisor's reply", () => {
  it('lets the advisor of the call alone reply, once per review, and edit it', async () => {
    await sendReview(t, marie.session, { callId: long, rating: 5 });
    const rose = await signedInAdvisor(t, 4001);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/reviews',
      cookies: rose.cookies,
    });
    const reviewId = own.json<AdvisorReviewsPage>().reviews[0]?.id ?? '';
    expect(reviewId).not.toBe('');

    const luna = await signedInAdvisor(t, 4002);
    const intruder = await t.app.inject({
      method: 'PUT',
      url: `/api/advisor/reviews/${reviewId}/reply`,
      cookies: luna.cookies,
      payload: { text: 'Not mine to answer' },
    });
    expect(intruder.statusCode).toBe(404);
    expect(errorOf(intruder).code).toBe('REVIEW_NOT_FOUND');
    const lunasOwn = await t.app.inject({
      method: 'GET',
      url: '/api/advisor/reviews',
      cookies: luna.cookies,
    });
    expect(lunasOwn.json<AdvisorReviewsPage>().count).toBe(0);

    const reply = (text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/advisor/reviews/${reviewId}/reply`,
        cookies: rose.cookies,
        payload: { text },
      });
    expect((await reply('Thank you, Marie-Ève!')).statusCode).toBe(200);
    expect((await reply('Thank you for your call!')).statusCode).toBe(200);
    const shown = (await profileReviews(4001)).reviews[0];
    expect(shown?.reply?.text).toBe('Thank you for your call!');
    expect((await reply('   ')).statusCode).toBe(400);

    const customer = await t.app.inject({
      method: 'PUT',
      url: `/api/advisor/reviews/${reviewId}/reply`,
      cookies: { lumina_session: marie.session },
      payload: { text: 'Me too' },
    });
    expect(customer.statusCode).toBe(401);
  });
});

describe('moderation', () => {
  it('lets support hide a review with a reason and show it again, each with its audit row', async () => {
    await sendReview(t, marie.session, {
      callId: long,
      rating: 1,
      text: 'Call 514 555 0000 instead',
    });
    await sendReview(t, marie.session, { callId: threeMinutes, rating: 5 });
    const support = await signedInOperator(t, 'support');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      cookies: support.cookies,
    });
    expect(list.statusCode).toBe(200);
    const row = list
      .json<{ reviews: { id: string; rating: number; customerName: string }[] }>()
      .reviews.find((review) => review.rating === 1);
    expect(row?.customerName).toBe('Marie-Ève Tremblay');
    const id = row?.id ?? '';

    const moderate = (action: 'hide' | 'unhide', reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${id}/${action}`,
        cookies: support.cookies,
        payload: { reason },
      });
    expect((await moderate('hide', '  ')).statusCode).toBe(400);
    const hidden = await moderate('hide', 'A phone number to call outside the service');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      hiddenReason: 'A phone number to call outside the service',
    });
    const twice = await moderate('hide', 'Again');
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(adminCopyFor('en').reviews.alreadyHidden);

    t.clock.advance(10_000);
    expect(await feedRecord(4001)).toMatchObject({ rating: 5, reviewCount: 1 });
    const page = await profileReviews(4001);
    expect(page.reviews.map((review) => review.rating)).toEqual([5]);
    expect(page.distribution.find((line) => line.rating === 1)?.count).toBe(0);

    expect((await moderate('unhide', 'Checked with the customer')).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect(await feedRecord(4001)).toMatchObject({ rating: 3, reviewCount: 2 });

    const audit = await t.database.kysely
      .selectFrom('auditLog')
      .select(['action', 'reason', 'operatorId'])
      .where('subjectId', '=', id)
      .orderBy('at')
      .execute();
    expect(audit).toEqual([
      {
        action: 'review.hide',
        reason: 'A phone number to call outside the service',
        operatorId: support.id,
      },
      { action: 'review.unhide', reason: 'Checked with the customer', operatorId: support.id },
    ]);
  });
});

describe('the next-day email', () => {
  it('invites once per call of at least 3 minutes, with two processes at once', async () => {
    await sendReview(t, marie.session, { callId: threeMinutes, rating: 4 }); // rated already
    const [a, b] = [reviewsServiceOf(t), reviewsServiceOf(t)];
    const runs = await Promise.all([a.inviteForDay('2026-10-05'), b.inviteForDay('2026-10-05')]);
    expect(runs.map((run) => run.queued).reduce((x, y) => x + y)).toBe(1);
    expect((await a.inviteForDay('2026-10-05')).queued).toBe(0);

    const rows = await outboxRowsTo(t, 'marie@example.com');
    const invitations = rows.filter((row) => row.text.includes(`/reviews/${long}`));
    expect(invitations).toHaveLength(1);
    const texts = messageCopyFor('en').reviewInvitationEmail;
    const rose = await t.database.kysely
      .selectFrom('advisors')
      .select('name')
      .where('id', '=', roseId)
      .executeTakeFirstOrThrow();
    expect(invitations[0]?.subject).toBe(texts.subject(t.config.brandName, rose.name));
    expect(rows.some((row) => row.text.includes(short))).toBe(false);
  });
});

describe('account deletion and the export', () => {
  it('carries the reviews in the export, and removes them with the account', async () => {
    await sendReview(t, marie.session, { callId: long, rating: 5, text: 'Wonderful' });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/me/export',
      cookies: { lumina_session: marie.session },
    });
    expect(exported.json<{ reviews: unknown[] }>().reviews).toEqual([
      expect.objectContaining({ callId: long, rating: 5, text: 'Wonderful' }),
    ]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/me/deletion',
      cookies: { lumina_session: marie.session },
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);
    t.clock.advance(10_000);
    expect(await feedRecord(4001)).toMatchObject({ rating: null, reviewCount: 0 });
    expect((await profileReviews(4001)).reviews).toEqual([]);
  });
});
