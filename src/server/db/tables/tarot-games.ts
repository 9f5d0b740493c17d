import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CalendarDate, Timestamp } from './column-types.ts';

/** One game per business week, Monday to Sunday (America/Toronto). */
export interface TarotGamesTable {
  id: string;
  weekStart: CalendarDate;
  weekEnd: CalendarDate;
  isActive: boolean;
  createdAt: Timestamp;
}

export type TarotGame = Selectable<TarotGamesTable>;
export type NewTarotGame = Insertable<TarotGamesTable>;
export type TarotGameUpdate = Updateable<TarotGamesTable>;
