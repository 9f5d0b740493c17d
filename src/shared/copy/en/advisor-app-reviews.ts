// The advisors' app's "My reviews" page (docs/decisions/053): what callers said after a call, and
// the advisor's reply, which shows under the review on their public profile page. The reviews'
// own marks (stars, "Verified call", the distribution) are the reviews catalogue's.
export const advisorAppReviews = {
  title: 'My reviews',
  intro:
    'Callers rate a call of at least 3 billed minutes. Your reply shows under their review on your profile page.',
  empty: 'No reviews yet. Callers can rate a call of at least 3 billed minutes.',
  yourReply: 'Your reply',
  reply: 'Reply',
  editReply: 'Edit my reply',
  replyLabel: 'Your reply to this review',
  replyHint: (max: number) =>
    `Everyone who opens your profile reads it under the review. At most ${max} characters.`,
  required: 'Write your reply first.',
  publish: 'Publish my reply',
  cancel: 'Cancel',
  published: 'Your reply is on your profile page.',
  newer: 'Newer reviews',
  older: 'Older reviews',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
