import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type AnnouncementSeverity = 'info' | 'warning' | 'critical';

export interface PlatformAnnouncementsTable {
  id: string;
  isActive: boolean;
  startAt: Timestamp | null;
  endAt: Timestamp | null;
  severity: Generated<AnnouncementSeverity>;
  title: string | null;
  /** May span several lines. */
  message: string;
  /**
   * The French title and message. French pages show the French version once its message is
   * written (and its title, when the English has one); until then, the English.
   */
  titleFr: string | null;
  messageFr: string | null;
  createdAt: Timestamp;
}

export type PlatformAnnouncement = Selectable<PlatformAnnouncementsTable>;
export type NewPlatformAnnouncement = Insertable<PlatformAnnouncementsTable>;
export type PlatformAnnouncementUpdate = Updateable<PlatformAnnouncementsTable>;
