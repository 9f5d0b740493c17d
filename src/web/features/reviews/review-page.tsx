// /reviews/<call id> (docs/decisions/053): the customer rates one of their calls of at least 3
// billed minutes, 1 to 5 stars and optional words, once. Reached from the usage history and from
// the next day's email; a visitor signs in first and comes back here. A call already rated shows
// its rating; one the customer may not rate shows the server's reason.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REVIEW_TEXT_MAX_LENGTH, type ReviewableCall } from '#shared/api/reviews.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { reviewsCopy } from '#shared/copy/reviews-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { paths } from '#web/config/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { myReviewsKey, sendReview, useMyReviewableCall } from './api.ts';

function ReviewForm({ call }: { call: ReviewableCall }) {
  const t = reviewsCopy;
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [ratingError, setRatingError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const ratingErrorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === null) {
      setRatingError(t.ratingRequired);
      document.getElementById(`${ratingErrorId}-5`)?.focus();
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      const saved = await sendReview({ callId: call.callId, rating, text });
      queryClient.setQueryData([...myReviewsKey, call.callId], saved);
      await queryClient.invalidateQueries({ queryKey: myReviewsKey });
    } catch (error) {
      setFailure(hasServerMessage(error) ? error.message : copy.common.requestFailed);
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {failure ? (
        <FormAlert ref={alertRef}>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
        <legend className="mb-2 font-semibold text-ink">{t.ratingLegend}</legend>
        <div className="flex flex-wrap gap-3">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className="flex items-center gap-2 text-ink">
              <input
                id={`${ratingErrorId}-${stars}`}
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => {
                  setRating(stars);
                  setRatingError(undefined);
                }}
              />
              <span aria-hidden="true" className="text-accent">
                {'★'.repeat(stars)}
              </span>
              {t.starLabel(stars)}
            </label>
          ))}
        </div>
        <FieldError id={ratingErrorId} message={ratingError} />
      </fieldset>
      <TextAreaField
        rows={5}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        label={t.textLabel}
        hint={t.textHint(REVIEW_TEXT_MAX_LENGTH)}
        count={t.textCount(text.length, REVIEW_TEXT_MAX_LENGTH)}
        value={text}
        onValueChange={setText}
      />
      <div>
        <Button type="submit" loading={sending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

export function ReviewPage({ callId }: { callId: string }) {
  const t = reviewsCopy;
  const call = useMyReviewableCall(callId);
  const headingId = useId();

  let body;
  if (call.data === undefined) {
    body = call.isError ? (
      <FormAlert>
        <p>{hasServerMessage(call.error) ? call.error.message : t.loadFailed}</p>
      </FormAlert>
    ) : (
      <p role="status" className="text-ink-muted">
        {copy.common.loading}
      </p>
    );
  } else {
    const data = call.data;
    body = (
      <>
        <p className="text-ink-muted">
          {t.callLine(formatBusinessDateTime(data.callStart ?? ''), data.minutesUsed)}
        </p>
        {data.review ? (
          <FormStatus>
            <p>{t.sent(data.advisorName)}</p>
            <p>{t.yourRating(data.review.rating)}</p>
          </FormStatus>
        ) : (
          <ReviewForm call={data} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8 sm:px-6 sm:py-12">
      <PageMeta title={call.data ? t.formTitle(call.data.advisorName) : t.pageTitle} />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h1 id={headingId} className="font-display text-3xl font-semibold text-ink">
          {call.data ? t.formTitle(call.data.advisorName) : t.pageTitle}
        </h1>
        {body}
      </section>
      <p className="text-sm">
        <Link to={paths.dashboard.path} className="font-semibold">
          {t.backToDashboard}
        </Link>
      </p>
    </div>
  );
}
