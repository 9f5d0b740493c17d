// What operator commands work with: the same configuration and database as the server, and the
// features' services, through which every change goes (so the rules are the server's own).
import type { Clock } from '#server/clock.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createAdvisorsService, type AdvisorsService } from '#server/features/advisors/service.ts';

export interface AdminContext {
  config: Config;
  database: Database;
  clock: Clock;
  advisors: AdvisorsService;
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
  const advisors = createAdvisorsService({ database, clock, dataDir: config.dataDir, logger });
  return {
    context: { config, database, clock, advisors },
    close: () => advisors.close(),
  };
}
