// The texts of the call-back queue and "notify me when available" (docs/decisions/052): a
// catalogue of its own, apart from the screens' `copy`, so only the lazily loaded dialogs
// download them and the customers' first view does not grow (docs/decisions/018). The server
// reads its error messages from here too, in the request's language.
import { queueNotify } from './en/queue-notify.ts';
import { queueNotify as frCAQueueNotify } from './fr-CA/queue-notify.ts';
import { followingLocale } from './follow-locale.ts';
import type { Locale } from './locale.ts';

export type QueueNotifyCopy = typeof queueNotify;

const catalogues: Readonly<Record<Locale, QueueNotifyCopy>> = {
  en: queueNotify,
  'fr-CA': frCAQueueNotify,
};

/** @internal For the tests, which read one language's texts. */
export function queueNotifyCopyFor(locale: Locale): QueueNotifyCopy {
  return catalogues[locale];
}

/** The queue's and notices' texts in the current language (locale.ts). */
export const queueNotifyCopy: QueueNotifyCopy = followingLocale(catalogues);
