// The dashboard's delays (docs/product.md §9 and ours).

/** docs/product.md §9: the no-phone notice opens 1 second after the dashboard loads. */
export const NO_PHONE_NOTICE_DELAY_MS = 1000;

/**
 * Ours: how long a message stays readable before the page goes away on its own (after the
 * account is deleted, or when the dashboard could not load and the customer is signed out).
 * A full page load would otherwise wipe the message the moment it appears.
 */
export const READ_BEFORE_LEAVING_MS = 3000;
