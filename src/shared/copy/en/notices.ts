// Banners and dialogs shown over every page (docs/product.md §1, §4).
export const notices = {
  announcement: {
    gotIt: 'Got it',
    remindLater: 'Remind me later',
    /** The dialog's title when the announcement has none. */
    defaultTitle: 'Announcement',
    /** Each severity's name, shown beside its icon so colour is never the only clue. */
    severity: {
      info: 'Information',
      warning: 'Warning',
      critical: 'Critical',
    },
  },
};
