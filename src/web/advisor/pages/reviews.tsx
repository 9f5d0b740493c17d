// "My reviews": what callers said about the advisor's calls (docs/decisions/053), newest first,
// ten a page, with the distribution of their ratings; hidden reviews are not here, as they are not
// on the profile page. The advisor replies to a review once and may edit the reply: it shows under
// the review on their public profile page.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX_LENGTH, type PublicReview } from '#shared/api/reviews.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { RatingSummary, ReplyBlock, ReviewItem } from '#web/components/reviews/review-parts.tsx';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { announce } from '#web/lib/a11y/announce.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { LoadFailed, Loading } from '../components/earnings-parts.tsx';
import { fetchReviews, reviewsQueryKey, sendReply } from '../lib/reviews-api.ts';
import { focusOnMount, PageTitle } from './page-title.tsx';

function ReplyForm({
  review,
  onDone,
}: {
  review: PublicReview;
  onDone: (saved: PublicReview | null) => void;
}) {
  const texts = advisorAppCopy.reviews;
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The form opens on its field.
  useEffect(() => fieldRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(texts.required);
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      onDone(await sendReply(review.id, text));
    } catch (caught) {
      setFailure(hasServerMessage(caught) ? caught.message : advisorAppCopy.shell.loadFailed);
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      {failure ? (
        <FormAlert key={failure} ref={focusOnMount}>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <TextAreaField
        ref={fieldRef}
        label={texts.replyLabel}
        hint={texts.replyHint(REVIEW_REPLY_MAX_LENGTH)}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        value={text}
        onValueChange={(value) => {
          setText(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={sending}>
          {texts.publish}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => onDone(null)}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A review's reply: shown with Edit, or Reply when there is none; the form in their place. */
function Reply({
  review,
  onSaved,
}: {
  review: PublicReview;
  onSaved: (saved: PublicReview) => void;
}) {
  const texts = advisorAppCopy.reviews;
  const [editing, setEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    // Closing the form puts focus back on the button that opened it.
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  if (editing) {
    return (
      <ReplyForm
        review={review}
        onDone={(saved) => {
          returnFocus.current = true;
          setEditing(false);
          if (saved) {
            onSaved(saved);
            announce(texts.published);
          }
        }}
      />
    );
  }
  return (
    <>
      {review.reply ? <ReplyBlock heading={texts.yourReply} reply={review.reply} /> : null}
      <div>
        <Button ref={buttonRef} size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {review.reply ? texts.editReply : texts.reply}
        </Button>
      </div>
    </>
  );
}

export function ReviewsPage() {
  const texts = advisorAppCopy.reviews;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    queryKey: reviewsQueryKey(page),
    queryFn: ({ signal }) => fetchReviews(page, signal),
  });

  let body;
  if (reviews.isPending) body = <Loading />;
  else if (reviews.isError) body = <LoadFailed retry={() => void reviews.refetch()} />;
  else if (reviews.data.count === 0) body = <p>{texts.empty}</p>;
  else {
    const { count, pageSize } = reviews.data;
    const pages = Math.max(1, Math.ceil(count / pageSize));
    const replaced = (saved: PublicReview) =>
      queryClient.setQueryData(reviewsQueryKey(page), {
        ...reviews.data,
        reviews: reviews.data.reviews.map((one) => (one.id === saved.id ? saved : one)),
      });
    body = (
      <>
        <RatingSummary page={reviews.data} />
        <ul className="flex flex-col">
          {reviews.data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review}>
              <Reply review={review} onSaved={replaced} />
            </ReviewItem>
          ))}
        </ul>
        <PageNav
          page={page}
          pages={pages}
          onPage={setPage}
          label={texts.pageOf(page, pages)}
          newer={texts.newer}
          older={texts.older}
          position={texts.pageOf(page, pages)}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="text-ink-muted">{texts.intro}</p>
      {body}
    </>
  );
}
