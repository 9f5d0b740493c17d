// The promotion banner (spec §4, §5, §7): the newest active promotion whose dates include now, as
// the web shows it. Its link and colours are applied by the browser as they are, so unsafe ones
// are answered as null (./safe-values.ts).
import type { Promotion } from '#shared/api/banners.ts';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import * as repo from './repo.ts';
import { safeCssColour, safeInternalPath } from './safe-values.ts';

/** The body of GET /api/promotions/active (ActivePromotionResponseSchema). */
export interface ActivePromotionResponse {
  promotion: Promotion | null;
}

export interface PromotionsService {
  active(): Promise<ActivePromotionResponse>;
}

export function createPromotionsService(deps: {
  database: Database;
  clock: Clock;
}): PromotionsService {
  const db = deps.database.kysely;
  const service: PromotionsService = {
    async active() {
      const row = await repo.findActive(db, deps.clock.now().toISOString());
      if (!row) return { promotion: null };
      return {
        promotion: {
          id: row.id,
          message: row.message,
          linkUrl: safeInternalPath(row.linkUrl),
          backgroundColor: safeCssColour(row.backgroundColor),
          textColor: safeCssColour(row.textColor),
          endsAt: row.endDate,
        },
      };
    },
  };
  return service;
}
