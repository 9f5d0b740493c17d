// /admin/reviews (support and owners, docs/decisions/053): the customers' reviews, newest first,
// paged and filtered by shown/hidden on the server. Hide and Show again each ask for the reason
// the audit log keeps; the server's refusal (hidden already…) is shown in the dialog, and the
// outcome is announced and focused above the table once it closes. The API filters by status
// only, so there is no advisor filter.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  REVIEW_REASON_MAX_LENGTH,
  reviewStatuses,
  type AdminReviewRow,
} from '#shared/api/admin/reviews.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { focusOnMount, PageTitle } from '../components/page-states.tsx';
import { ServerTable } from '../components/server-table.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { useTableQuery } from '../components/use-table-query.ts';
import { fetchReviewPage, moderateReview } from '../lib/reviews-api.ts';

const texts = adminCopy.reviews;
const filterNames = ['status'] as const;

type Action = 'hide' | 'unhide';
interface Moderation {
  review: AdminReviewRow;
  action: Action;
}

const failureOf = (error: unknown) =>
  isApiError(error) ? error.message : adminCopy.states.loadFailed;

function ModerationDialog({
  moderation: { review, action },
  onClose,
  onDone,
}: {
  moderation: Moderation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const reasonId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (reason.trim() === '') {
      setError(texts.reasonRequired);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setWorking(true);
    try {
      await moderateReview(review.id, action, reason.trim());
      onDone(action === 'hide' ? texts.hidden : texts.shown);
    } catch (caught) {
      setFailure(failureOf(caught));
      setWorking(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={action === 'hide' ? texts.hideTitle : texts.unhideTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-ink">
          {texts.advisorValue(review.advisorName, review.extension)} —{' '}
          {texts.ratingValue(review.rating)}
        </p>
        {review.text ? (
          <blockquote className="whitespace-pre-wrap">{review.text}</blockquote>
        ) : null}
        {failure ? (
          <FormAlert ref={focusOnMount}>
            <p>{failure}</p>
          </FormAlert>
        ) : null}
        <TextAreaField
          id={reasonId}
          rows={3}
          maxLength={REVIEW_REASON_MAX_LENGTH}
          label={texts.reason}
          hint={action === 'hide' ? texts.hideHint : texts.unhideHint}
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={working}>
            {texts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const column = createColumnHelper<AdminReviewRow>();

function reviewColumns(onModerate: (moderation: Moderation) => void) {
  return [
    column.accessor('createdAt', {
      header: texts.columns.createdAt,
      cell: (info) => (
        <span className="whitespace-nowrap">{formatBusinessDateTime(info.getValue())}</span>
      ),
    }),
    column.accessor('advisorName', {
      header: texts.columns.advisor,
      cell: (info) => texts.advisorValue(info.getValue(), info.row.original.extension),
    }),
    column.accessor('customerName', { header: texts.columns.customer }),
    column.accessor('rating', {
      header: texts.columns.rating,
      cell: (info) => (
        <span className="whitespace-nowrap">{texts.ratingValue(info.getValue())}</span>
      ),
    }),
    column.accessor('text', {
      header: texts.columns.text,
      cell: (info) => (
        <span className="block max-w-prose whitespace-pre-wrap">
          {info.getValue() ?? <span className="text-ink-muted">{texts.noText}</span>}
        </span>
      ),
    }),
    column.accessor('hiddenAt', {
      header: texts.columns.status,
      cell: (info) => {
        const { hiddenReason } = info.row.original;
        if (info.getValue() === null) return texts.statuses.shown;
        return hiddenReason ? texts.hiddenBecause(hiddenReason) : texts.statuses.hidden;
      },
    }),
    column.display({
      id: 'action',
      header: texts.columns.action,
      cell: (info) => {
        const review = info.row.original;
        const action: Action = review.hiddenAt === null ? 'hide' : 'unhide';
        return (
          <Button size="sm" variant="secondary" onClick={() => onModerate({ review, action })}>
            {action === 'hide' ? texts.hide : texts.unhide}
          </Button>
        );
      },
    }),
  ];
}

export function Component() {
  const queryClient = useQueryClient();
  const query = useTableQuery(filterNames);
  const [status, setStatus] = useState(query.filters.status);
  const [moderation, setModeration] = useState<Moderation | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Focused in an effect, not on mount: the closing dialog gives focus back to its opener (and
  // the page stops being inert) in its own cleanup, which runs first.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const reviews = useQuery({
    queryKey: ['admin', 'reviews', query.apiSearch],
    queryFn: ({ signal }) => fetchReviewPage(query.apiSearch, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        {outcome ? (
          <div ref={outcomeRef} tabIndex={-1}>
            <FormStatus>
              <p>{outcome}</p>
            </FormStatus>
          </div>
        ) : null}
        <TableFilters
          onApply={() => query.setFilters({ status })}
          onClear={() => {
            setStatus('');
            query.setFilters({ status: '' });
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="reviews-status" className={labelClassName}>
              {texts.status}
            </label>
            <select
              id="reviews-status"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              className={inputClassName}
            >
              <option value="">{texts.anyStatus}</option>
              {reviewStatuses.map((value) => (
                <option key={value} value={value}>
                  {texts.statuses[value]}
                </option>
              ))}
            </select>
          </div>
        </TableFilters>
        <ServerTable
          caption={texts.caption}
          columns={reviewColumns((chosen) => {
            setOutcome(null);
            setModeration(chosen);
          })}
          rows={reviews.data?.reviews}
          total={reviews.data?.total ?? 0}
          query={query}
          status={reviews.isPending ? 'pending' : reviews.isError ? 'error' : 'success'}
          onRetry={() => void reviews.refetch()}
          getRowId={(row) => row.id}
        />
      </div>
      {moderation ? (
        <ModerationDialog
          moderation={moderation}
          onClose={() => setModeration(null)}
          onDone={(message) => {
            setModeration(null);
            setOutcome(message);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
          }}
        />
      ) : null}
    </>
  );
}
