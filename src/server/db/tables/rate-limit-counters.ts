import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One fixed window of one abuse limit, e.g. sign-in failures for an email in 15 minutes. */
export interface RateLimitCountersTable {
  key: string;
  windowStart: Timestamp;
  hits: number;
}

export type RateLimitCounter = Selectable<RateLimitCountersTable>;
export type NewRateLimitCounter = Insertable<RateLimitCountersTable>;
