// The back office's customer services (docs/decisions/047) built on a test app's database,
// clock and providers, as the app builds them, for the tests of operators' actions.
import pino from 'pino';
import { createAuthService } from '#server/features/auth/service.ts';
import { createCustomerActions } from '#server/features/customers/service.ts';
import { createOutboxService } from '#server/features/outbox/service.ts';
import { createPhonePinService } from '#server/features/phone-pin/service.ts';
import { createWalletService } from '#server/features/wallet/service.ts';
import { createRateLimitService } from '#server/rate-limits/rate-limits.ts';
import { paymentsService } from './payments.ts';
import type { TestApp } from './test-app.ts';

export const anOwner = { id: 'op-owner', role: 'owner' } as const;

export function operatorServices(t: TestApp) {
  const { database, clock, config, providers } = t;
  const logger = pino({ level: 'silent' });
  const outbox = createOutboxService({ database, clock, providers, logger });
  const rateLimits = createRateLimitService({ database, clock });
  const auth = createAuthService({ database, clock, config, outbox, rateLimits, logger });
  const phonePin = createPhonePinService({ database, clock, config, outbox, rateLimits, logger });
  const { payments } = paymentsService(t);
  const wallet = createWalletService({ clock });
  const actions = createCustomerActions({ database, clock, wallet, auth, phonePin, payments });
  return { actions, payments, phonePin, auth, wallet };
}
