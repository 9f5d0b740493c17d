// The parts of a list of reviews (docs/decisions/053) that the advisor's public profile page and
// the advisors' own Reviews page both show: the summary with the distribution of ratings (5 to 1
// stars, each bar with its words for screen readers), and one review with its "verified call"
// mark, date, words and the advisor's reply. No author: a review names nobody (decision 053).
import type { ReactNode } from 'react';
import type { AdvisorReviewsPage, PublicReview } from '#shared/api/reviews.ts';
import { reviewsCopy } from '#shared/copy/reviews-catalogue.ts';
import { formatBusinessDate, formatRating } from '#shared/format/display.ts';
import { SuccessIcon } from '#web/components/ui/status-icons.tsx';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** "4.3 out of 5, from 12 reviews" and one bar per rating, 5 stars first. */
export function RatingSummary({ page }: { page: AdvisorReviewsPage }) {
  const t = reviewsCopy;
  const widest = Math.max(1, ...page.distribution.map((row) => row.count));
  return (
    <div className="flex flex-col gap-3">
      {page.average === null ? null : (
        <p className="text-lg font-semibold text-ink">
          <span aria-hidden="true" className="mr-2 text-accent">
            ★
          </span>
          <span>{t.summary(formatRating(page.average), page.count)}</span>
        </p>
      )}
      <ul aria-label={t.distributionLabel} className="flex max-w-md flex-col gap-1">
        {page.distribution.map((row) => (
          <li key={row.rating} className="flex items-center gap-3 text-sm text-ink">
            <span className="sr-only">{t.distributionRow(row.rating, row.count)}</span>
            <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums">
              {row.rating} ★
            </span>
            <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-line">
              <span
                className="block h-full rounded-full bg-accent"
                style={{ width: `${(row.count / widest) * 100}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-8 shrink-0 tabular-nums">
              {row.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One review, an item of a newest-first list; `children` is its reply, shown or being written. */
export function ReviewItem({
  review,
  children,
  focusable = false,
}: {
  review: PublicReview;
  children?: ReactNode;
  /** Whether the list may move focus to it (the first of the reviews "More" brought). */
  focusable?: boolean;
}) {
  const t = reviewsCopy;
  return (
    <li
      tabIndex={focusable ? -1 : undefined}
      className="flex flex-col gap-2 border-b border-line py-4 outline-none last:border-b-0"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span role="img" aria-label={t.reviewStars(review.rating)} className="text-lg text-accent">
          {stars(review.rating)}
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-ink">
          <SuccessIcon className="size-4 text-success" />
          {t.verified}
        </span>
        <span className="text-ink-muted">{formatBusinessDate(review.createdAt)}</span>
      </p>
      {review.text === null ? null : <p className="whitespace-pre-line text-ink">{review.text}</p>}
      {children}
    </li>
  );
}

/** The advisor's reply under a review, under a heading such as "Celeste's reply". */
export function ReplyBlock({
  heading,
  reply,
}: {
  heading: string;
  reply: NonNullable<PublicReview['reply']>;
}) {
  return (
    <div className="ml-4 border-l-4 border-accent/40 pl-3">
      <p className="text-sm font-semibold text-ink">
        {heading}{' '}
        <span className="font-normal text-ink-muted">{formatBusinessDate(reply.repliedAt)}</span>
      </p>
      <p className="whitespace-pre-line text-ink">{reply.text}</p>
    </div>
  );
}
