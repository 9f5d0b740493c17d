// Texts shared by several content pages.
export const common = {
  /** The heading of the links to related pages at the bottom of a content page. */
  related: 'Keep exploring',
  /** The table of contents of a long page. */
  onThisPage: 'On this page',
  /** What the spec's support hours say (docs/product.md §1, §9). */
  supportHours: '9 AM - 9 PM EST',
  city: 'Montréal, Québec, Canada',
  /** The reminder every page about readings carries (ethics; no deceptive claims). */
  guidanceNote:
    'Readings are for guidance and entertainment only. They do not predict a certain outcome and do not replace medical, legal, financial or psychological advice. You must be 18 or older to use our service.',
};
