// What a platform announcement must be before it is stored (docs/product.md §3 Platform announcement, §5):
// a message, a known severity, an optional short title, their French (optional, under the same
// limits), and optional bounds that, when both are set, end after they start. The messages are
// for the operator who typed the values.
import type { AnnouncementSeverity } from '#server/db/tables/platform-announcements.ts';
import { changeRefused } from '#server/domain-error.ts';
import { checkWindow, type BannerKind } from '#server/features/scheduled-banners/service.ts';

export const announcementKind: BannerKind = {
  noun: 'announcement',
  aNoun: 'An announcement',
  notFound: 'ANNOUNCEMENT_NOT_FOUND',
};

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
  /** The French title; null: none yet (or no title, when the English has none). */
  titleFr: string | null;
  /** The French message; null until written (French pages then show the English). */
  messageFr: string | null;
  /** Null: shown from the moment it is active. */
  startAt: string | null;
  /** Null: shown until it is deactivated. */
  endAt: string | null;
  isActive: boolean;
}

/**
 * Whether French pages can show the announcement in French: its French message is written, and
 * so is its French title when the English has a title. Otherwise they show the English.
 */
export function hasFrenchVersion(
  fields: Pick<AnnouncementFields, 'title' | 'titleFr' | 'messageFr'>,
): boolean {
  return fields.messageFr !== null && (fields.title === null || fields.titleFr !== null);
}

function checkedMessage(text: string, which: string): string {
  const message = text.trim();
  if (message === '') {
    throw changeRefused(`The ${which} is empty: write the text the announcement shows.`);
  }
  if (message.length > ANNOUNCEMENT_MESSAGE_MAX_LENGTH) {
    throw changeRefused(
      `The ${which} has ${message.length} characters; an announcement takes at most ${ANNOUNCEMENT_MESSAGE_MAX_LENGTH}.`,
    );
  }
  return message;
}

/** A title trimmed, or null when empty; too long a title is refused. */
function checkedTitle(text: string | null, which: string): string | null {
  const title = text?.trim() || null;
  if (title !== null && title.length > ANNOUNCEMENT_TITLE_MAX_LENGTH) {
    throw changeRefused(
      `The ${which} has ${title.length} characters; an announcement's title takes at most ${ANNOUNCEMENT_TITLE_MAX_LENGTH}.`,
    );
  }
  return title;
}

/**
 * The fields as stored (trimmed; an empty title or French message is none), or
 * CHANGE_REFUSED.
 */
export function checkedAnnouncement(fields: AnnouncementFields): AnnouncementFields {
  if (!announcementSeverities.includes(fields.severity)) {
    throw changeRefused(
      `The severity "${fields.severity}" is not one of ${announcementSeverities.join(', ')}.`,
    );
  }
  const message = checkedMessage(fields.message, 'message');
  const messageFr = fields.messageFr?.trim()
    ? checkedMessage(fields.messageFr, 'French message')
    : null;
  const title = checkedTitle(fields.title, 'title');
  const titleFr = checkedTitle(fields.titleFr, 'French title');
  checkWindow({ start: fields.startAt, end: fields.endAt }, announcementKind);
  return {
    severity: fields.severity,
    title,
    message,
    titleFr,
    messageFr,
    startAt: fields.startAt,
    endAt: fields.endAt,
    isActive: fields.isActive,
  };
}
