// The satisfaction guarantee (docs/decisions/054-limits-and-guarantee.md): within 24 hours of a
// call, one claim per call; one claim per 30 days of up to 20 minutes is granted at once (the
// call's 'call_credit' ledger row, in the claim's transaction); anything beyond goes to an
// operator, whose decision credits once, writes its audit row and emails the customer. Two
// claims at once grant one. Runs on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClaimListResponseSchema } from '#shared/api/admin/guarantee-claims.ts';
import { ClaimResponseSchema, ClaimsResponseSchema } from '#shared/api/guarantee.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { seedDemo } from '#tests/support/advisors.ts';
import { creditsAndLedgerSum } from '#tests/support/customer-area.ts';
import { SESSION_COOKIE, signIn, type TestCustomer } from '#tests/support/customers.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { errorOf } from '#tests/support/payments.ts';
import {
  aCaller,
  balanceOf,
  callsOf,
  chooseExtension,
  dialOf,
  endDial,
  newCallSid,
  twimlOf,
} from '#tests/support/telephony.ts';
import { createTestApp, readOutbox, type TestApp } from '#tests/support/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const refused = accountCopyFor('en').limits.guarantee.refused;

let t: TestApp;
let caller: TestCustomer;
let customerId: string;
let session: string;
const phone = '4385550500';
const from = `+1${phone}`;

beforeEach(async () => {
  t = await createTestApp();
  await seedDemo(t);
  caller = await aCaller(t, {
    phone,
    minutes: 200,
    email: 'unhappy@example.com',
    name: 'Aurora Lightfoot',
  });
  customerId = caller.id;
  session = await signIn(t, caller);
});
afterEach(async () => t.close());

/** A call of `minutes` billed minutes, ended now; answers its id. */
async function aCall(minutes: number): Promise<string> {
  const sid = newCallSid();
  const dial = dialOf(twimlOf(await chooseExtension(t, sid, from, '4001')));
  await endDial(t, dial.action, sid, from, { status: 'completed', seconds: minutes * 60 });
  const call = (await callsOf(t, customerId)).at(-1);
  if (!call || call.minutesUsed !== minutes) throw new Error('the call was not billed');
  return call.id;
}

function claim(callId: string, options: { session?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/me/guarantee/claims',
    cookies: { [SESSION_COOKIE]: options.session ?? session },
    headers: { 'accept-language': options.language ?? 'en' },
    payload: { callId, reason: 'The line kept cutting out.' },
  });
}

async function callCredits(callId: string) {
  return t.database.kysely
    .selectFrom('minuteLedger')
    .select(['deltaMinutes', 'note'])
    .where('callId', '=', callId)
    .where('reason', '=', 'call_credit')
    .execute();
}

describe('a customer’s claim', () => {
  it('is granted at once within 24 hours: the minutes come back with their ledger row', async () => {
    const callId = await aCall(7);
    const before = await balanceOf(t, customerId);
    t.clock.advance(23 * HOUR_MS);
    const res = await claim(callId);
    expect(res.statusCode).toBe(201);
    const body = ClaimResponseSchema.parse(res.json());
    expect(body.claim).toMatchObject({ callId, minutes: 7, status: 'granted' });
    expect(body.balance).toBe(before + 7);
    expect(await balanceOf(t, customerId)).toBe(before + 7);
    const [credit] = await callCredits(callId);
    expect(credit?.deltaMinutes).toBe(7);
    expect(credit?.note).toContain(body.claim.id);
    const audit = await creditsAndLedgerSum(t, customerId);
    expect(audit.credits).toBe(audit.ledgerSum);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/me/guarantee/claims',
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(ClaimsResponseSchema.parse(list.json()).claims).toEqual([body.claim]);
  });

  it('is refused after 24 hours, in the customer’s language, and changes nothing', async () => {
    const callId = await aCall(5);
    const before = await balanceOf(t, customerId);
    t.clock.advance(24 * HOUR_MS + 1000);
    expect(errorOf(await claim(callId))).toEqual({
      status: 409,
      code: 'CLAIM_REFUSED',
      message: refused.tooLate,
    });
    expect(errorOf(await claim(callId, { language: 'fr-CA' })).message).toBe(
      accountCopyFor('fr-CA').limits.guarantee.refused.tooLate,
    );
    expect(await balanceOf(t, customerId)).toBe(before);
  });

  it('is one per call', async () => {
    const callId = await aCall(5);
    expect((await claim(callId)).statusCode).toBe(201);
    expect(errorOf(await claim(callId))).toMatchObject({ message: refused.claimedAlready });
    expect(await callCredits(callId)).toHaveLength(1);
  });

  it('is not for another customer’s call', async () => {
    const callId = await aCall(5);
    const other = await aCaller(t, { phone: '4385550501', minutes: 0, email: 'x@example.com' });
    const res = await claim(callId, { session: await signIn(t, other) });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'CLAIM_NOT_FOUND' });
  });

  it('goes to review when another claim was made in the last 30 days, and is granted after', async () => {
    expect((await claim(await aCall(3))).statusCode).toBe(201);
    const second = await aCall(4);
    const before = await balanceOf(t, customerId);
    const res = ClaimResponseSchema.parse((await claim(second)).json());
    expect(res.claim.status).toBe('review');
    expect(await balanceOf(t, customerId)).toBe(before);
    expect(await callCredits(second)).toHaveLength(0);

    t.clock.advance(30 * 24 * HOUR_MS);
    // A session does not last 30 days: the customer signs in again.
    session = await signIn(t, caller);
    const third = ClaimResponseSchema.parse((await claim(await aCall(2))).json());
    expect(third.claim.status).toBe('granted');
  });

  it('sends a call of more than 20 minutes to review whole', async () => {
    const callId = await aCall(25);
    const before = await balanceOf(t, customerId);
    const res = ClaimResponseSchema.parse((await claim(callId)).json());
    expect(res.claim).toMatchObject({ minutes: 25, status: 'review' });
    expect(await balanceOf(t, customerId)).toBe(before);
  });

  it('grants one of two claims made at once, and sends the other to review', async () => {
    const first = await aCall(3);
    const second = await aCall(4);
    const before = await balanceOf(t, customerId);
    const answers = await Promise.all([claim(first), claim(second)]);
    const statuses = answers.map((res) => ClaimResponseSchema.parse(res.json()).claim.status);
    expect(statuses.sort()).toEqual(['granted', 'review']);
    const granted = answers
      .map((res) => ClaimResponseSchema.parse(res.json()).claim)
      .find((c) => c.status === 'granted');
    expect(await balanceOf(t, customerId)).toBe(before + (granted?.minutes ?? 0));
  });

  it('lets one of two claims of the same call at once in', async () => {
    const callId = await aCall(5);
    const answers = await Promise.all([claim(callId), claim(callId)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await callCredits(callId)).toHaveLength(1);
  });
});

describe('the operator’s decision', () => {
  let operator: SignedInOperator;
  let claimId: string;
  let callId: string;

  beforeEach(async () => {
    operator = await signedInOperator(t, 'support');
    callId = await aCall(25);
    claimId = ClaimResponseSchema.parse((await claim(callId)).json()).claim.id;
  });

  const decide = (action: 'approve' | 'decline', payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/guarantee-claims/${claimId}/${action}`,
      cookies: operator.cookies,
      payload,
    });

  async function auditRows() {
    return t.database.kysely
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('subjectId', '=', claimId)
      .execute();
  }

  it('lists the claims to review', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/guarantee-claims?status=review',
      cookies: operator.cookies,
    });
    const { claims } = ClaimListResponseSchema.parse(res.json());
    expect(claims).toEqual([
      expect.objectContaining({
        id: claimId,
        customerEmail: 'unhappy@example.com',
        minutes: 25,
        reason: 'The line kept cutting out.',
        status: 'review',
      }),
    ]);
  });

  it('approves with a reason: credits once, with an audit row, and emails the customer', async () => {
    const before = await balanceOf(t, customerId);
    expect(errorOf(await decide('approve', { reason: '  ' })).code).toBe('CHANGE_REFUSED');
    const res = await decide('approve', { reason: 'Poor line quality confirmed.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect(await balanceOf(t, customerId)).toBe(before + 25);
    expect(await callCredits(callId)).toHaveLength(1);
    expect(await auditRows()).toEqual([
      { action: 'guarantee-claim.approve', reason: 'Poor line quality confirmed.' },
    ]);
    const email = (await readOutbox(t.app)).find((m) => m.to === 'unhappy@example.com');
    expect(email?.subject).toBe(
      messageCopyFor('en').guaranteeApprovedEmail.subject(t.config.brandName),
    );

    const again = await decide('approve', { reason: 'Twice.' });
    expect(errorOf(again)).toMatchObject({
      status: 409,
      code: 'CLAIM_DECIDED',
      message: adminCopy.claims.alreadyDecided,
    });
    expect(await balanceOf(t, customerId)).toBe(before + 25);
  });

  it('credits once when two operators approve at once', async () => {
    const before = await balanceOf(t, customerId);
    const answers = await Promise.all([
      decide('approve', { reason: 'First.' }),
      decide('approve', { reason: 'Second.' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t, customerId)).toBe(before + 25);
    expect(await auditRows()).toHaveLength(1);
  });

  it('declines with a message emailed to the customer, and credits nothing', async () => {
    const before = await balanceOf(t, customerId);
    const res = await decide('decline', { message: 'The call went well past the first minutes.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect(await balanceOf(t, customerId)).toBe(before);
    expect(await auditRows()).toEqual([
      { action: 'guarantee-claim.decline', reason: 'The call went well past the first minutes.' },
    ]);
    const email = (await readOutbox(t.app)).find((m) => m.to === 'unhappy@example.com');
    expect(email?.subject).toBe(
      messageCopyFor('en').guaranteeDeclinedEmail.subject(t.config.brandName),
    );
    expect(email?.text).toContain('The call went well past the first minutes.');
  });
});
