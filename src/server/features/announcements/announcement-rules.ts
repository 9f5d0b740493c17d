// What a platform announcement must be before it is stored (spec §3 Platform announcement, §5):
// a message, a known severity, an optional short title, and optional bounds that, when both are
// set, end after they start. The messages are for the operator who typed the values.
import type { AnnouncementSeverity } from '#server/db/tables/platform-announcements.ts';

export const announcementSeverities: readonly AnnouncementSeverity[] = [
  'info',
  'warning',
  'critical',
];

/** The dialog shows a few short paragraphs at most. */
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 2000;
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;

/** Every field an operator sets. Instants are ISO-8601 UTC, as `Date#toISOString` writes them. */
export interface AnnouncementFields {
  severity: AnnouncementSeverity;
  /** Null: the dialog shows no title. */
  title: string | null;
  /** May span several lines. */
  message: string;
  /** Null: shown from the moment it is active. */
  startAt: string | null;
  /** Null: shown until it is deactivated. */
  endAt: string | null;
  isActive: boolean;
}

/** An announcement change the rules refuse; the message says what to fix. */
export class AnnouncementChangeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnnouncementChangeRefusedError';
  }
}

const isInstant = (value: string) =>
  !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

/** The fields as stored (trimmed; an empty title is none), or AnnouncementChangeRefusedError. */
export function checkedAnnouncement(fields: AnnouncementFields): AnnouncementFields {
  if (!announcementSeverities.includes(fields.severity)) {
    throw new AnnouncementChangeRefusedError(
      `The severity "${fields.severity}" is not one of ${announcementSeverities.join(', ')}.`,
    );
  }
  const message = fields.message.trim();
  if (message === '') {
    throw new AnnouncementChangeRefusedError(
      'The message is empty: write the text the announcement shows.',
    );
  }
  if (message.length > ANNOUNCEMENT_MESSAGE_MAX_LENGTH) {
    throw new AnnouncementChangeRefusedError(
      `The message has ${message.length} characters; an announcement takes at most ${ANNOUNCEMENT_MESSAGE_MAX_LENGTH}.`,
    );
  }
  const title = fields.title?.trim() || null;
  if (title !== null && title.length > ANNOUNCEMENT_TITLE_MAX_LENGTH) {
    throw new AnnouncementChangeRefusedError(
      `The title has ${title.length} characters; an announcement's title takes at most ${ANNOUNCEMENT_TITLE_MAX_LENGTH}.`,
    );
  }
  for (const bound of [fields.startAt, fields.endAt]) {
    if (bound !== null && !isInstant(bound)) {
      throw new AnnouncementChangeRefusedError(
        'The start and the end must be instants (ISO-8601, UTC).',
      );
    }
  }
  if (
    fields.startAt !== null &&
    fields.endAt !== null &&
    Date.parse(fields.endAt) <= Date.parse(fields.startAt)
  ) {
    throw new AnnouncementChangeRefusedError('An announcement must end after it starts.');
  }
  return {
    severity: fields.severity,
    title,
    message,
    startAt: fields.startAt,
    endAt: fields.endAt,
    isActive: fields.isActive,
  };
}
