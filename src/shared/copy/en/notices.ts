// Banners and dialogs shown over every page (spec §1, §4).
export const notices = {
  announcement: {
    gotIt: 'Got it',
    remindLater: 'Remind me later',
  },
};
