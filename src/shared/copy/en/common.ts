// Texts used across the whole product.
export const common = {
  loading: 'Loading…',
  close: 'Close',
  cancel: 'Cancel',
  tryAgain: 'Try Again',
  goBack: 'Go Back',
  returnHome: 'Return Home',
  dismiss: 'Dismiss',
  /** The toast region's label for screen readers; Alt+T moves focus to it. */
  notificationsRegion: 'Notifications (Alt+T)',
  /** docs/product.md §8, sign-in list; also the fallback for any failure the server does not explain. */
  unexpectedError: 'An unexpected error occurred. Please try again later.',
  /** docs/product.md §8, sign-in list; shown when a request could not be processed at all. */
  requestFailed: 'Unable to process your request. Please try again later.',
  /** Minutes of credit, as the header and the dashboard show them. */
  minutes: (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`,
};
