import type { Insertable, Selectable } from 'kysely';

/** 0 = Sunday … 6 = Saturday. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** 1 = the morning range of the day, 2 = the afternoon range (the spec's schedule). */
export type ScheduleSlot = 1 | 2;

export interface AdvisorScheduleSlotsTable {
  advisorId: string;
  dayOfWeek: DayOfWeek;
  slot: ScheduleSlot;
  /** 'HH:MM' or 'Varies'. */
  fromTime: string;
  /** 'HH:MM' or 'Varies'. */
  toTime: string;
}

export type AdvisorScheduleSlot = Selectable<AdvisorScheduleSlotsTable>;
export type NewAdvisorScheduleSlot = Insertable<AdvisorScheduleSlotsTable>;
