// /admin/claims (support and owners, docs/decisions/054): the satisfaction guarantee's claims,
// newest first, those waiting for review by default and any status on request (the status is in
// the address). Each claim waiting has Approve, which asks for the reason kept in the audit log
// and credits the minutes, and Decline, which asks for the message the customer is emailed. The
// outcome is announced and focused; the server's refusal (decided already) is shown in the form.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimReviewRow } from '#shared/api/admin/guarantee-claims.ts';
import { claimStatuses, type ClaimStatus } from '#shared/api/guarantee.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { focusOnMount, LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import { TableFilters } from '../components/table-filters.tsx';
import { approveClaim, declineClaim, fetchClaims } from '../lib/guarantee-claims-api.ts';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

const texts = adminCopy.claims;
/** The filter's value for every status; no status in the address means those to review. */
const ANY = 'any';
const DEFAULT_STATUS: ClaimStatus = 'review';

const failureOf = (error: unknown) =>
  isApiError(error) ? error.message : adminCopy.states.loadFailed;

const isStatus = (value: string | null): value is ClaimStatus =>
  claimStatuses.some((status) => status === value);

/** The status filter in the address: a status, ANY, or (absent or unknown) those to review. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter = raw === ANY || isStatus(raw) ? raw : DEFAULT_STATUS;
  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === DEFAULT_STATUS) next.delete('status');
    else next.set('status', value);
    setParams(next);
  };
  return [filter, setFilter] as const;
}

type Decision = 'approve' | 'decline';

function DecisionForm({
  claim,
  decision,
  onCancel,
  onDone,
}: {
  claim: ClaimReviewRow;
  decision: Decision;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const fieldId = `claim-${decision}-${claim.id}`;
  const approving = decision === 'approve';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setError(approving ? texts.approveReasonRequired : texts.declineMessageRequired);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setWorking(true);
    try {
      if (approving) {
        const decided = await approveClaim(claim.id, text);
        onDone(texts.approved(decided.minutes));
      } else {
        await declineClaim(claim.id, text);
        onDone(texts.declined);
      }
    } catch (caught) {
      setFailure(failureOf(caught));
      setWorking(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={texts.deciding(claim.customerName)}
      className="flex max-w-xl flex-col gap-2"
    >
      {failure ? (
        <FormAlert key={failure} ref={focusOnMount}>
          {failure}
        </FormAlert>
      ) : null}
      <TextAreaField
        id={fieldId}
        ref={focusOnMount}
        rows={3}
        label={approving ? texts.approveReason : texts.declineMessage}
        value={text}
        onValueChange={setText}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={working}>
          {approving ? texts.approveConfirm : texts.declineConfirm}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={working}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

function ClaimRows({
  claim,
  onDone,
}: {
  claim: ClaimReviewRow;
  onDone: (message: string) => void;
}) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const customerCell = `claim-customer-${claim.id}`;
  return (
    <>
      <tr className="border-t border-line align-top">
        <td className="px-3 py-2 whitespace-nowrap">{formatBusinessDateTime(claim.createdAt)}</td>
        <th scope="row" id={customerCell} className="px-3 py-2 text-left font-normal">
          <Link to={`/admin/customers/${claim.customerId}`} className="font-semibold">
            {claim.customerName}
          </Link>
          <span className="block text-ink-muted">{claim.customerEmail}</span>
        </th>
        <td className="px-3 py-2 whitespace-nowrap">
          {claim.callEnd ? formatBusinessDateTime(claim.callEnd) : ''}
        </td>
        <td className="px-3 py-2 text-right">{claim.minutes}</td>
        <td className="px-3 py-2 whitespace-pre-wrap">{claim.reason}</td>
        <td className="px-3 py-2">
          {texts.statuses[claim.status]}
          {claim.decisionMessage ? (
            <span className="block whitespace-pre-wrap text-ink-muted">
              {claim.decisionMessage}
            </span>
          ) : null}
        </td>
        <td className="px-3 py-2">
          {claim.status === 'review' ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                aria-describedby={customerCell}
                aria-expanded={decision === 'approve'}
                onClick={() => setDecision('approve')}
              >
                {texts.approve}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={customerCell}
                aria-expanded={decision === 'decline'}
                onClick={() => setDecision('decline')}
              >
                {texts.decline}
              </Button>
            </div>
          ) : null}
        </td>
      </tr>
      {decision && claim.status === 'review' ? (
        <tr>
          <td colSpan={7} className="px-3 pb-4">
            <DecisionForm
              key={decision}
              claim={claim}
              decision={decision}
              onCancel={() => setDecision(null)}
              onDone={onDone}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

export function Component() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useStatusFilter();
  const [chosen, setChosen] = useState<string>(filter);
  // Back and forward change the address's status: the select follows it.
  const [shown, setShown] = useState(filter);
  if (shown !== filter) {
    setShown(filter);
    setChosen(filter);
  }
  const status = filter === ANY ? undefined : filter;
  const queryKey = ['admin', 'guarantee-claims', status ?? ANY] as const;
  const claims = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchClaims(status, signal),
    placeholderData: keepPreviousData,
  });
  const [outcome, setOutcome] = useState<string | null>(null);

  function done(message: string) {
    setOutcome(message);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'guarantee-claims'] });
  }

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <TableFilters
          onApply={() => setFilter(chosen)}
          onClear={() => {
            setChosen(DEFAULT_STATUS);
            setFilter(DEFAULT_STATUS);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="claims-status" className={labelClassName}>
              {texts.status}
            </label>
            <select
              id="claims-status"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className={inputClassName}
            >
              {claimStatuses.map((value) => (
                <option key={value} value={value}>
                  {texts.statuses[value]}
                </option>
              ))}
              <option value={ANY}>{texts.anyStatus}</option>
            </select>
          </div>
        </TableFilters>
        {outcome ? (
          <div ref={focusOnMount} tabIndex={-1} key={outcome}>
            <FormStatus>{outcome}</FormStatus>
          </div>
        ) : null}
        {claims.isPending ? (
          <Loading />
        ) : claims.isError ? (
          <LoadFailed onRetry={() => void claims.refetch()} />
        ) : claims.data.claims.length === 0 ? (
          <p>{texts.empty}</p>
        ) : (
          <ScrollRegion label={texts.caption} className="rounded-lg border border-line">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{texts.caption}</caption>
              <thead className="bg-surface-raised">
                <tr>
                  {(
                    [
                      'createdAt',
                      'customer',
                      'callEnd',
                      'minutes',
                      'reason',
                      'status',
                      'actions',
                    ] as const
                  ).map((name) => (
                    <th
                      key={name}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap text-ink"
                    >
                      {texts.columns[name]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {claims.data.claims.map((claim) => (
                  <ClaimRows key={claim.id} claim={claim} onDone={done} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </>
  );
}
