// The advisor board (docs/product.md §2 home, §4 advisor status, §8 advisors/audio).
export const advisors = {
  loadFailed: 'Failed to load psychic data. Please try again later.',
  demoNotice: 'Using demo data - Live psychic data unavailable',
  status: {
    available: 'Available',
    busy: 'Busy',
    offline: 'Offline',
  },
  currentlyUnavailable: 'Currently Unavailable',
  callNow: 'Call Now',
  createAccount: 'Create Account',
  registerNow: 'Register Now',
  varies: 'Varies',
};
