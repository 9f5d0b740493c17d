// What must hold after any race or crash, read from the database itself: every customer's
// balance equals the sum of their ledger rows (the wallet's own check, which
// `npm run admin -- ledger check` runs), and no balance is below zero.
import { systemClock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { createWalletService } from '#server/features/wallet/service.ts';

export interface BalanceProblem {
  customerId: string;
  credits: number;
  ledgerSum: number;
}

/** Every customer whose balance is negative or differs from their ledger; [] when all agree. */
export async function balanceProblems(database: Database): Promise<BalanceProblem[]> {
  const wallet = createWalletService({ clock: systemClock });
  const { mismatches } = await wallet.checkLedger(database.kysely);
  const problems = mismatches.map(({ customerId, credits, ledgerSum }) => ({
    customerId,
    credits,
    ledgerSum,
  }));
  const negative = await database.kysely
    .selectFrom('customers')
    .select('id')
    .where('credits', '<', 0)
    .execute();
  for (const { id } of negative) {
    if (problems.some((problem) => problem.customerId === id)) continue;
    const audit = await wallet.audit(database.kysely, id);
    if (audit) problems.push({ customerId: id, ...audit });
  }
  return problems;
}

export async function ledgerOf(database: Database, customerId: string) {
  return database.kysely
    .selectFrom('minuteLedger')
    .select(['reason', 'deltaMinutes', 'purchaseId', 'callId'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function creditsOf(database: Database, customerId: string): Promise<number> {
  const row = await database.kysely
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.credits;
}
