// The weekly tarot game (docs/product.md §4, §8) and the horoscope (docs/product.md §8).
export const tarot = {
  signInRequired: 'Please sign in or create an account to play and win 5% to 25% discounts weekly!',
  noActiveGame: 'No active game found for this week...',
  checkStatusFailed: 'Failed to check game status',
  processFailed: 'Failed to process game',
  copyFailed: 'Failed to copy coupon code.',
  copied: 'Coupon code copied to clipboard!',
  alreadyPlayed: "You've already played this week!",
};

export const horoscope = {
  loadFailed: 'Unable to load horoscope. Please try again later.',
};
