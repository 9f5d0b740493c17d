// What operator commands work with: the same configuration and database as the server, and the
// features' services, through which every change goes (so the rules are the server's own).
import { createReviewsService } from '#server/features/reviews/service.ts';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createAdvisorsService, type AdvisorsService } from '#server/features/advisors/service.ts';
import {
  createAnnouncementsService,
  type AnnouncementsService,
} from '#server/features/announcements/service.ts';
import { createCouponsService, type CouponsService } from '#server/features/coupons/service.ts';
import { createCustomerAdmin, type CustomerAdmin } from '#server/features/customers/service.ts';
import {
  createPromotionsService,
  type PromotionsService,
} from '#server/features/promotions/service.ts';
import { createWalletService, type LedgerCheck } from '#server/features/wallet/service.ts';
import { createTarotService, type TarotService } from '#server/features/tarot/service.ts';
import { createCashbackService } from '#server/features/cashback/service.ts';
import { createHousekeepingService } from '#server/features/housekeeping/service.ts';
import { createOutboxService } from '#server/features/outbox/service.ts';
import { createPaymentsService } from '#server/features/payments/service.ts';
import { createAuditService } from '#server/features/audit/service.ts';
import { contentAudit, type ContentAudit } from '#server/features/content/service.ts';
import {
  createOperatorsService,
  type OperatorsService,
} from '#server/features/operators/service.ts';
import { createJobs, type JobDefinition } from '#server/jobs/definitions.ts';
import { createProviders } from '#server/providers/index.ts';
import { createRateLimitService } from '#server/rate-limits/rate-limits.ts';

export interface AdminContext {
  config: Config;
  database: Database;
  clock: Clock;
  advisors: AdvisorsService;
  promotions: PromotionsService;
  announcements: AnnouncementsService;
  coupons: CouponsService;
  /** Finding customers and adjusting their minutes (through the wallet). */
  customers: CustomerAdmin;
  tarot: TarotService;
  /**
   * The audit rows of the content commands' changes (promotions, announcements, coupons, tarot
   * games), passed to each change so it commits with its row; the log names the command line.
   */
  contentAudit: ContentAudit;
  /** The back office's operators: inviting, listing, disabling. */
  operators: OperatorsService;
  /** Every balance against the sum of its ledger (reads only). */
  checkLedger(): Promise<LedgerCheck>;
  /** The scheduled jobs, to run on demand. */
  jobs: readonly JobDefinition[];
}

export interface OpenedContext {
  context: AdminContext;
  /** Releases what the services hold (not the database, which its opener closes). */
  close(): Promise<void>;
}

export function createAdminContext(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  /** Where the services' warnings go: the operator's terminal. */
  warn: (message: string) => void;
}): OpenedContext {
  const { config, database, clock } = deps;
  // The services log as pino does, (details, message); a terminal needs only the message.
  const say = (details: unknown, message?: string) => deps.warn(message ?? String(details));
  const logger = { warn: say, error: say };
  const quiet = () => {};
  const promotions = createPromotionsService({ database, clock });
  const announcements = createAnnouncementsService({ database, clock });
  const rateLimits = createRateLimitService({ database, clock });
  const coupons = createCouponsService({ database, clock, rateLimits });
  const wallet = createWalletService({ clock });
  const customers = createCustomerAdmin({ database, wallet });
  const advisors = createAdvisorsService({
    database,
    clock,
    dataDir: config.dataDir,
    logger,
    customerWithNumber: async (phone) =>
      (await customers.find({ kind: 'phone', phone }))?.email ?? null,
  });
  const tarot = createTarotService({ database, clock });
  // Ending unpaid orders asks PayPal and Gigadat (the stand-ins of a running server when they
  // are simulated), and may complete a paid order, whose receipt then goes out from here.
  const providers = createProviders(config);
  const serviceLogger = { ...logger, info: quiet };
  const outbox = createOutboxService({ database, clock, providers, logger: serviceLogger });
  const payments = createPaymentsService({
    database,
    clock,
    config,
    paypal: providers.paypal,
    gigadat: providers.gigadat,
    coupons,
    wallet,
    outbox,
    logger: serviceLogger,
  });
  const audit = createAuditService({ database, clock });
  const operators = createOperatorsService({
    database,
    clock,
    config,
    outbox,
    rateLimits,
    audit,
    logger: serviceLogger,
  });
  const jobs = createJobs({
    cashback: createCashbackService({ database, clock, wallet }),
    housekeeping: createHousekeepingService({ database, clock }),
    tarot,
    payments,
    reviews: createReviewsService({
      database,
      clock,
      outbox,
      audit,
      logger: serviceLogger,
      brandName: config.brandName,
      publicUrl: config.publicUrl,
      sender: { supportEmail: config.supportEmail, address: config.business.address },
    }),
  });
  return {
    context: {
      config,
      database,
      clock,
      advisors,
      promotions,
      announcements,
      coupons,
      customers,
      tarot,
      // The command line acts with no operator account: its rows name no operator.
      contentAudit: contentAudit(audit, null),
      operators,
      checkLedger: () => wallet.checkLedger(database.kysely),
      jobs,
    },
    close: () => advisors.close(),
  };
}
