// The reviews on an advisor's profile page (docs/decisions/053): the distribution of the shown
// reviews, then the reviews newest first, ten at a time with "More reviews", each with its
// "verified call" mark and the advisor's reply. Loaded apart from the page (advisor-profile-page.tsx
// imports this module lazily) and from the page's own answer: the board's feed carries only the
// average and the count. Hidden reviews never reach the browser: the server leaves them out.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { AdvisorReviewsPageSchema, type AdvisorReviewsPage } from '#shared/api/reviews.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { reviewsCopy } from '#shared/copy/reviews-catalogue.ts';
import { RatingSummary, ReplyBlock, ReviewItem } from '#web/components/reviews/review-parts.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { apiRequest } from '#web/lib/api-client.ts';

const fetchPage = (extension: string, page: number, signal?: AbortSignal) =>
  apiRequest(`/api/advisors/${encodeURIComponent(extension)}/reviews?page=${page}`, {
    schema: AdvisorReviewsPageSchema,
    signal,
  });

export function AdvisorReviews({ extension, name }: { extension: string; name: string }) {
  const t = reviewsCopy;
  const headingId = useId();
  // The first page through the query cache; the pages "More reviews" adds kept here, in order
  // (plain queries: the board's shared bundle carries no paging machinery for this page).
  const reviews = useQuery({
    queryKey: ['advisors', extension, 'reviews'],
    queryFn: ({ signal }) => fetchPage(extension, 1, signal),
  });
  const [later, setLater] = useState<AdvisorReviewsPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  /** The next ten; focus then goes to the first of them, so the reader goes on from there. */
  async function more(last: AdvisorReviewsPage, shown: number) {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await fetchPage(extension, last.page + 1);
      setLater((pages) => [...pages, next]);
      requestAnimationFrame(() => {
        const first = list.current?.children[shown];
        if (first instanceof HTMLElement) first.focus();
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  let body;
  if (reviews.isPending) {
    body = <p className="text-ink-muted">{copy.common.loading}</p>;
  } else if (reviews.isError) {
    body = (
      <FormAlert>
        <p>{t.reviewsLoadFailed}</p>
        <div>
          <Button size="sm" loading={reviews.isFetching} onClick={() => void reviews.refetch()}>
            {copy.common.tryAgain}
          </Button>
        </div>
      </FormAlert>
    );
  } else {
    const first = reviews.data;
    const last = later.at(-1) ?? first;
    const all = [first, ...later].flatMap((page) => page.reviews);
    body =
      first.count === 0 ? (
        <p className="text-ink-muted">{t.empty}</p>
      ) : (
        <>
          <RatingSummary page={first} />
          <ul ref={list} className="flex flex-col">
            {all.map((review) => (
              <ReviewItem key={review.id} review={review} focusable>
                {review.reply === null ? null : (
                  <ReplyBlock heading={t.replyHeading(name)} reply={review.reply} />
                )}
              </ReviewItem>
            ))}
          </ul>
          {moreFailed ? (
            <FormAlert>
              <p>{t.reviewsLoadFailed}</p>
            </FormAlert>
          ) : null}
          {last.more ? (
            <div>
              <Button
                variant="secondary"
                loading={loadingMore}
                onClick={() => void more(last, all.length)}
              >
                {t.more}
              </Button>
            </div>
          ) : null}
        </>
      );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={reviews.isPending}
      className="mt-10 flex flex-col gap-4"
    >
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}
