// Texts the spec sends to the console or the server log only. They are for developers, so they
// are not translated and do not belong in the user-facing catalogue.
export const logMessages = {
  bundleNotFound: 'No bundle found with ID',
  signOutFailed: 'Error signing out:',
  announcementFetchFailed: 'Failed to fetch platform announcement:',
  audioFetchFailed: 'Failed to fetch audio',
  audioMissing: 'No audio data received from server',
  audioError: 'Error fetching audio',
  authOutsideProvider: 'useAuth must be used inside its AuthProvider',
};
