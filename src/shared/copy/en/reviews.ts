// The texts of ratings and reviews (docs/decisions/053): the customer's form (from the usage
// history and the next day's email), the reviews on an advisor's profile page, and the refusals
// the server gives. A catalogue of its own, so only the pages that show reviews download it
// (docs/decisions/018); the card's one line is in `copy.board`.
export const reviews = {
  // The form
  formTitle: (advisor: string) => `Rate your call with ${advisor}`,
  callLine: (date: string, minutes: number) => `Call of ${date}, ${minutes} minutes billed`,
  ratingLegend: 'Your rating',
  starLabel: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  ratingRequired: 'Choose from 1 to 5 stars.',
  textLabel: 'Your review (optional)',
  textHint: (max: number) => `What other callers should know, in at most ${max} characters.`,
  textCount: (count: number, max: number) => `${count} of ${max} characters`,
  submit: 'Send my rating',
  sent: (advisor: string) => `Thank you: your rating is on ${advisor}'s profile.`,
  yourRating: (stars: number) => `You rated this call ${stars} out of 5.`,
  loadFailed: 'This call could not be loaded.',
  pageTitle: 'Rate your call',
  backToDashboard: 'Back to my dashboard',
  // The usage history
  rateCall: 'Rate this call',
  ratedCall: (stars: number) => `Rated ${stars}/5`,
  reviewColumn: 'Rating',
  // Refusals (the server's messages)
  notAllowed: 'Only the caller of a call of at least 3 billed minutes can rate it.',
  exists: 'This call is rated already: each call is rated once.',
  notFound: 'This review does not exist.',
  // The profile page
  heading: 'Reviews',
  summary: (average: string, count: number) =>
    `${average} out of 5, from ${count === 1 ? '1 review' : `${count} reviews`}`,
  distributionLabel: 'Ratings by number of stars',
  distributionRow: (stars: number, count: number) =>
    `${stars === 1 ? '1 star' : `${stars} stars`}: ${count}`,
  empty: 'No reviews yet. Only callers who spoke with this advisor can rate them.',
  verified: 'Verified call',
  reviewStars: (stars: number) => `${stars} out of 5`,
  replyHeading: (advisor: string) => `${advisor}'s reply`,
  more: 'More reviews',
  reviewsLoadFailed: 'The reviews could not be loaded.',
};
