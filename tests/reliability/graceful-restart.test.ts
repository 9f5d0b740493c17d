// An instance stopped on purpose (SIGTERM, as systemd or a rolling restart stops it): it stops
// taking requests, finishes the one in flight, releases its job claims and exits; the call it
// put through is settled by Twilio's callback on the other instance, charged once; the job slot
// it held is free for the other instance at once, not after the 15-minute lease.
import { hostname } from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as claims from '#server/jobs/claims.ts';
import { RUN_LEASE_MS } from '#server/jobs/scheduler.ts';
import { addCustomer } from './support/customers.ts';
import { balanceProblems, creditsOf, ledgerOf } from './support/ledger-audit.ts';
import { callAdvisor, endCall, newCallSid } from './support/phone-line.ts';
import { lockCustomerRows } from './support/row-locks.ts';
import { startTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { waitFor } from './support/wait-for.ts';

let cluster: TwoInstances;
beforeAll(async () => {
  cluster = await startTwoInstances();
});
afterAll(async () => cluster?.close());

/** True once nothing listens at `url` any more (a new connection is refused). */
async function refusesConnections(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return false;
  } catch {
    return true;
  }
}

it('SIGTERM: the request in flight completes, the call is settled once on the other instance, the job claim is free at once', async () => {
  const { a, b, shared, publicUrl } = cluster;
  const balance = 30;
  const [caller, slowCaller] = await Promise.all([
    addCustomer(shared.database, { minutes: balance }),
    addCustomer(shared.database, { minutes: balance }),
  ]);
  if (!caller || !slowCaller) throw new Error('no customers');

  // Two calls put through by instance A: one stays in progress across the restart, the other
  // ends while A is stopping, its settlement held back by a lock on the caller's row.
  const [inProgress, ending] = await Promise.all([
    callAdvisor(a.url, publicUrl, { phone: caller.phone, extension: 4001 }),
    callAdvisor(a.url, publicUrl, { phone: slowCaller.phone, extension: 4002 }),
  ]);
  if (!inProgress.dialAction || !ending.dialAction) throw new Error('a call was not put through');

  // A claim A holds on a job slot, as a run of A's that failed leaves it (claimed, unfinished,
  // named after A's host and process as its scheduler names its claims).
  const aPid = a.pid();
  if (aPid === undefined) throw new Error('instance A is not running');
  const slot = { job: 'monthly-cashback', slot: '1999-12' };
  const db = shared.database.kysely;
  expect(
    await claims.claim(db, { ...slot, by: `${hostname()}:${aPid}`, at: new Date(), leaseMs: 0 }),
  ).toBe(true);
  const claimByB = () =>
    claims.claim(db, { ...slot, by: 'instance B', at: new Date(), leaseMs: RUN_LEASE_MS });
  expect(await claimByB()).toBe(false);

  // The slow request: the end of the second call, waiting on the caller's row.
  const locks = await lockCustomerRows(shared.database, [slowCaller.id]);
  let slowAnswer: Awaited<ReturnType<typeof endCall>> | 'no answer';
  try {
    const slow = endCall(
      a.url,
      {
        callSid: ending.callSid,
        phone: slowCaller.phone,
        dialAction: ending.dialAction,
        dialCallSid: newCallSid(),
      },
      150,
    ).catch(() => 'no answer' as const);
    await waitFor('the settlement to wait on the lock', async () => (await locks.waiting()) > 0);

    // SIGTERM: A stops listening while that request is still in flight.
    const stopped = a.stop();
    await waitFor('A to stop taking connections', () => refusesConnections(a.url));
    expect(a.pid()).toBeDefined();
    await locks.release();
    slowAnswer = await slow;
    await stopped;
  } finally {
    await locks.release();
  }

  // The request in flight was answered in full: 150 s charged as 3 minutes, once.
  expect(slowAnswer).toEqual(expect.objectContaining({ minutesCharged: 3 }));
  expect(await creditsOf(shared.database, slowCaller.id)).toBe(balance - 3);
  expect(a.pid()).toBeUndefined();
  // It closed in order, not cut off by the shutdown's time limit (which skips the release).
  expect(a.output()).not.toContain('shutdown took too long');

  // The slot A held is free for B now, 15 minutes before its lease would have run out.
  expect(await claimByB()).toBe(true);

  // Twilio's callback for the call still in progress reaches B: settled and charged once,
  // also when Twilio delivers it again.
  const call = {
    callSid: inProgress.callSid,
    phone: caller.phone,
    dialAction: inProgress.dialAction,
    dialCallSid: newCallSid(),
  };
  const first = await endCall(b.url, call, 245);
  const again = await endCall(b.url, call, 245);
  expect(first.minutesCharged).toBe(5);
  expect(again.minutesCharged).toBe(5);
  expect(await creditsOf(shared.database, caller.id)).toBe(balance - 5);
  const charges = (await ledgerOf(shared.database, caller.id)).filter(
    (row) => row.reason === 'call',
  );
  expect(charges).toEqual([expect.objectContaining({ deltaMinutes: -5 })]);
  const row = await db
    .selectFrom('calls')
    .select(['status', 'minutesUsed'])
    .where('customerId', '=', caller.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: 'completed', minutesUsed: 5 });
  expect(await balanceProblems(shared.database)).toEqual([]);
});
