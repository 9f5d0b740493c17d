// The outbox one more server process of a test app has, on the app's database and providers,
// with its logs dropped: for tests that build a second process's services by hand.
import { createOutboxService } from '#server/features/outbox/service.ts';
import type { TestApp } from './test-app.ts';

export const quietLogger = { info: () => {}, warn: () => {}, error: () => {} };

export function processOutbox(t: TestApp) {
  return createOutboxService({
    database: t.database,
    clock: t.clock,
    providers: t.providers,
    logger: quietLogger,
  });
}
