// What every part of the payments feature works with, created once by service.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { noMetrics, type Metrics } from '#server/observability/metrics-port.ts';
import type { GigadatClient } from '#server/providers/gigadat/port.ts';
import type { PayPalClient } from '#server/providers/paypal/port.ts';
import type { CouponsService } from '#server/features/coupons/service.ts';
import type { OutboxService } from '#server/features/outbox/service.ts';
import type { WalletService } from '#server/features/wallet/service.ts';

export interface PaymentsDeps {
  database: Database;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'supportEmail' | 'business' | 'paymentMethods'>;
  paypal: PayPalClient;
  gigadat: GigadatClient;
  coupons: CouponsService;
  wallet: WalletService;
  outbox: OutboxService;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Counts payments completed and failed and the providers' webhooks; nothing by default. */
  metrics?: Metrics;
}

export interface PaymentsContext extends PaymentsDeps {
  metrics: Metrics;
  nowIso(): string;
}

export function paymentsContext(deps: PaymentsDeps): PaymentsContext {
  return {
    ...deps,
    metrics: deps.metrics ?? noMetrics,
    nowIso: () => deps.clock.now().toISOString(),
  };
}
