import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type BackOfficeSettingKey = 'support_refund_limit_cents';

/**
 * What the owner sets in the back office, one row per setting (docs/decisions/047). The
 * migration writes each with its default.
 */
export interface BackOfficeSettingsTable {
  key: BackOfficeSettingKey;
  intValue: number;
  /** The operator who last set it; null for the default. */
  updatedBy: string | null;
  updatedAt: Timestamp;
}

export type BackOfficeSetting = Selectable<BackOfficeSettingsTable>;
export type NewBackOfficeSetting = Insertable<BackOfficeSettingsTable>;
