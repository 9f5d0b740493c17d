// One server process's "notify me" notices (docs/decisions/052), as the app builds them: every
// process runs the sweep, so a test makes two to see what two processes do.
import { createAvailabilityNoticesService } from '#server/features/availability-notices/service.ts';
import { createOutboxService } from '#server/features/outbox/service.ts';
import type { TestApp } from './test-app.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

export function noticesProcess(t: TestApp) {
  return createAvailabilityNoticesService({
    database: t.database,
    clock: t.clock,
    config: t.config,
    outbox: createOutboxService({
      database: t.database,
      clock: t.clock,
      providers: t.providers,
      logger: quiet,
    }),
    logger: quiet,
  });
}
