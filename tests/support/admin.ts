// For the operator commands' tests: the real app over a fresh database with the demo data, and
// `admin(...argv)` running a command line against that database with a context of its own, as
// `npm run admin` does from another process while the server runs. What a command changed is
// then read back through the site's own API (`t.app.inject`). DATA_DIR is a temporary folder
// (photos, greetings). The test clock starts at 2026-11-21T15:00:00Z, 10:00 in Montréal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { newId } from '#server/db/ids.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import { feedCacheTtlMs } from '#server/features/advisors/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createAdminContext } from '#server/cli/context.ts';
import { runAdmin } from '#server/cli/run-admin.ts';

export interface AdminRun {
  code: number;
  out: string;
  err: string;
}

export interface AdminHarness {
  t: TestApp;
  dataDir: string;
  /** Runs `npm run admin -- <argv>` against the test app's database. */
  admin(...argv: string[]): Promise<AdminRun>;
  /** Lets the server's advisor feed cache expire, as it does within seconds in production. */
  feedCacheExpires(): void;
  close(): Promise<void>;
}

export async function createAdminHarness(): Promise<AdminHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumina-admin-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemoData(t.database, { clock: t.clock });
  return {
    t,
    dataDir,
    async admin(...argv) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, {
        io: { out: (line) => out.push(line), err: (line) => err.push(line) },
        openContext: async () =>
          createAdminContext({
            config: t.config,
            database: t.database,
            clock: t.clock,
            warn: (line) => err.push(line),
          }),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
    feedCacheExpires() {
      t.clock.advance(feedCacheTtlMs);
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Expects a refusal (exit code 1, nothing on stdout) and answers its first line on stderr. */
export function refusal(result: AdminRun): string {
  expect({ code: result.code, out: result.out }).toEqual({ code: 1, out: '' });
  return result.err.split('\n')[0] ?? '';
}

// ---- What the purchase flow and the phone line write, for a customer's history ----------------

/**
 * A completed PayPal order of the Standard package ($57.49 with tax, 20 + 5 minutes), its purchase
 * line, its minutes through the wallet, and the use of a coupon if one was applied.
 */
export async function recordStandardPurchase(
  t: TestApp,
  customerId: string,
  options: { providerOrderId: string; couponId?: string },
): Promise<void> {
  const at = t.clock.now().toISOString();
  const paymentOrderId = newId();
  const purchaseId = newId();
  await t.database.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('paymentOrders')
      .values({
        id: paymentOrderId,
        customerId,
        provider: 'paypal',
        providerOrderId: options.providerOrderId,
        providerCaptureId: `CAPTURE-${options.providerOrderId}`,
        bundleId: 'bundle-20',
        couponId: options.couponId ?? null,
        priceCents: 5000,
        discountCents: 0,
        gstCents: 250,
        qstCents: 499,
        totalCents: 5749,
        minutes: 20,
        giftMinutes: 5,
        bonusMinutes: 0,
        status: 'completed',
        failureReason: null,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      })
      .execute();
    await trx
      .insertInto('purchases')
      .values({
        id: purchaseId,
        customerId,
        kind: 'package',
        paymentOrderId,
        bundleName: 'Standard',
        minutes: 25,
        amountCents: 5749,
        cashbackMonth: null,
        purchasedAt: at,
      })
      .execute();
    await createWalletService({ clock: t.clock }).credit(trx, customerId, [
      { minutes: 20, reason: 'purchase', purchaseId },
      { minutes: 5, reason: 'gift', purchaseId },
    ]);
    if (options.couponId !== undefined) {
      await trx
        .insertInto('couponUses')
        .values({
          id: newId(),
          couponId: options.couponId,
          customerId,
          paymentOrderId,
          usedAt: at,
        })
        .execute();
    }
  });
}

/** A settled call to that advisor, its minutes taken through the wallet. */
export async function recordSettledCall(
  t: TestApp,
  customerId: string,
  options: { extension: number; durationSeconds: number },
): Promise<void> {
  const db = t.database.kysely;
  const advisor = await db
    .selectFrom('advisors')
    .select('id')
    .where('extension', '=', options.extension)
    .executeTakeFirstOrThrow();
  const id = newId();
  const end = t.clock.now();
  const start = new Date(end.getTime() - options.durationSeconds * 1000).toISOString();
  const minutesUsed = Math.ceil(options.durationSeconds / 60);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('calls')
      .values({
        id,
        customerId,
        advisorId: advisor.id,
        providerCallSid: `CA${id.replace(/-/g, '')}`,
        dialCallSid: `DL${id.replace(/-/g, '')}`,
        status: 'completed',
        reservedMinutes: 30,
        dialedAt: start,
        callStart: start,
        callEnd: end.toISOString(),
        durationSeconds: options.durationSeconds,
        minutesUsed,
        settledAt: end.toISOString(),
        createdAt: start,
      })
      .execute();
    await createWalletService({ clock: t.clock }).debit(trx, customerId, [
      { minutes: minutesUsed, reason: 'call', callId: id },
    ]);
  });
}
