// Helpers for the reports' and payout rates' tests: the services on the test app's database and
// clock (the back office will build them the same way), advisors of their own, and billed calls
// written as the phone line settles them (the call row, then its ledger debit through the wallet).
import { newId } from '#server/db/ids.ts';
import { createPayoutsService } from '#server/features/payouts/service.ts';
import { createReportsService } from '#server/features/reports/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import type { TestApp } from './test-app.ts';

export function payoutsServiceOf(t: TestApp) {
  return createPayoutsService({ database: t.database, clock: t.clock });
}

export function reportsServiceOf(t: TestApp) {
  return createReportsService({ database: t.database, payouts: payoutsServiceOf(t) });
}

/** An advisor of the test's own; answers the id. */
export async function anAdvisor(t: TestApp, extension: number, name: string): Promise<string> {
  const id = newId();
  const at = t.clock.now().toISOString();
  await t.database.kysely
    .insertInto('advisors')
    .values({
      id,
      extension,
      name,
      description: 'Tarot.',
      photoPath: null,
      greetingAudioPath: null,
      phone: null,
      availTimeStr: 'Varies',
      signedInChangedAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return id;
}

/** A connected call of `minutes` that started at `startedAt`, billed through the wallet. */
export async function aBilledCall(
  t: TestApp,
  call: { customerId: string; advisorId: string; startedAt: string; minutes: number },
) {
  const db = t.database.kysely;
  const id = newId();
  const end = new Date(Date.parse(call.startedAt) + call.minutes * 60_000 - 10_000).toISOString();
  await db
    .insertInto('calls')
    .values({
      id,
      customerId: call.customerId,
      advisorId: call.advisorId,
      providerCallSid: `CA${id.replace(/-/g, '')}`,
      dialCallSid: null,
      status: 'completed',
      reservedMinutes: call.minutes,
      dialedAt: call.startedAt,
      callStart: call.startedAt,
      callEnd: end,
      durationSeconds: call.minutes * 60 - 10,
      minutesUsed: call.minutes,
      settledAt: end,
      createdAt: call.startedAt,
    })
    .execute();
  const wallet = createWalletService({ clock: t.clock });
  await db
    .transaction()
    .execute((trx) =>
      wallet.debit(trx, call.customerId, [{ minutes: call.minutes, reason: 'call', callId: id }]),
    );
  return id;
}
