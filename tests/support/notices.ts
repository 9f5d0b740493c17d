// One server process's "notify me" notices (docs/decisions/052), as the app builds them: every
// process runs the sweep, so a test makes two to see what two processes do.
import { createAvailabilityNoticesService } from '#server/features/availability-notices/service.ts';
import { processOutbox, quietLogger } from './process-outbox.ts';
import type { TestApp } from './test-app.ts';

export function noticesProcess(t: TestApp) {
  return createAvailabilityNoticesService({
    database: t.database,
    clock: t.clock,
    config: t.config,
    outbox: processOutbox(t),
    logger: quietLogger,
  });
}
