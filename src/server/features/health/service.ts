// The health check of docs/contracts.md: the service is healthy when its database answers.
import type { Health } from '#shared/api/health.ts';
import type { Database } from '#server/db/database.ts';

export function createHealthService(deps: { database: Database }) {
  return {
    async check(): Promise<Health> {
      return { status: (await deps.database.ping()) ? 'ok' : 'unavailable' };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
