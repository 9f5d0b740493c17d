// Advisor status (docs/product.md §4): the live feed derives one from two Y/N flags; the board shows one
// of three badges, reading the status case-insensitively and treating anything unknown as offline.
import { copy } from '#shared/copy/catalogue.ts';

export const feedStatuses = ['waiting', 'busy', 'offline'] as const;
export type FeedStatus = (typeof feedStatuses)[number];

export const displayStatuses = ['available', 'busy', 'offline'] as const;
export type DisplayStatus = (typeof displayStatuses)[number];

/** A feed flag: "Y"/"N" in the original feed (any case), or a boolean from our own data. */
export type YesNoFlag = string | boolean | null | undefined;

function isYes(flag: YesNoFlag): boolean {
  return flag === true || (typeof flag === 'string' && flag.trim().toUpperCase() === 'Y');
}

/** Not signed in: offline; signed in and on a call: busy; signed in and free: waiting. */
export function feedStatus(flags: { signedIn: YesNoFlag; onACall: YesNoFlag }): FeedStatus {
  if (!isYes(flags.signedIn)) return 'offline';
  return isYes(flags.onACall) ? 'busy' : 'waiting';
}

/** The badge for a status as received: waiting and available are Available. */
export function displayStatus(status: string | null | undefined): DisplayStatus {
  switch (status?.trim().toLowerCase()) {
    case 'waiting':
    case 'available':
      return 'available';
    case 'busy':
      return 'busy';
    default:
      return 'offline';
  }
}

/** "Available", "Busy" or "Offline". */
export function statusLabel(status: DisplayStatus): string {
  return copy.advisors.status[status];
}
