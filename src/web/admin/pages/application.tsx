// /admin/applications/:id (owners): everything the applicant sent, and the decision, taken once:
// Approve (a confirmation dialog; the server creates the advisor unlisted with the first free
// extension and invites them) or Decline (a dialog asking for the message they will receive).
// The server's refusal (decided already, a phone that is an advisor's) shows in the dialog with
// focus; the outcome is announced and focused on the page once the dialog closes. Decided already
// (by another operator) also reads the application again, so once the dialog is closed the page
// shows that decision and no longer offers Approve and Decline.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DECLINE_MESSAGE_MAX_LENGTH,
  type ApplicationView,
} from '#shared/api/admin/applications.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { formatBusinessDateTime, formatPhone } from '#shared/format/display.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { focusOnMount, LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import {
  approveApplication,
  declineApplication,
  fetchApplication,
} from '../lib/applications-api.ts';

const texts = adminCopy.applications;
const d = texts.details;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

const failureOf = (error: unknown) =>
  isApiError(error) ? error.message : adminCopy.states.loadFailed;

/** The decision dialog: approve asks to confirm; decline asks for the message. */
function DecisionDialog({
  kind,
  application,
  onClose,
  onDone,
  onDecidedElsewhere,
}: {
  kind: 'approve' | 'decline';
  application: ApplicationView;
  onClose: () => void;
  onDone: (view: ApplicationView) => void;
  /** Another operator decided it meanwhile: the page reads the decision again behind the dialog. */
  onDecidedElsewhere: () => void;
}) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const messageId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (kind === 'decline' && message.trim() === '') {
      setError(texts.declineMessageRequired);
      document.getElementById(messageId)?.focus();
      return;
    }
    setWorking(true);
    try {
      onDone(
        kind === 'approve'
          ? await approveApplication(application.id)
          : await declineApplication(application.id, message.trim()),
      );
    } catch (caught) {
      setFailure(failureOf(caught));
      setWorking(false);
      if (isApiError(caught) && caught.code === 'APPLICATION_DECIDED') onDecidedElsewhere();
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={kind === 'approve' ? texts.approveTitle : texts.declineTitle}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-ink">
          {kind === 'approve' ? texts.approveBody(application.name) : texts.declineBody}
        </p>
        {failure ? (
          <FormAlert ref={focusOnMount}>
            <p>{failure}</p>
          </FormAlert>
        ) : null}
        {kind === 'decline' ? (
          <TextAreaField
            id={messageId}
            rows={6}
            maxLength={DECLINE_MESSAGE_MAX_LENGTH}
            label={texts.declineMessage}
            value={message}
            onValueChange={(value) => {
              setMessage(value);
              setError(undefined);
            }}
            error={error}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={working}>
            {working
              ? texts.working
              : kind === 'approve'
                ? texts.approveConfirm
                : texts.declineConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Details({ application }: { application: ApplicationView }) {
  const language = currentLocale();
  return (
    <dl className="flex flex-col">
      <Row label={d.name}>{application.name}</Row>
      <Row label={d.email}>
        <a href={`mailto:${application.email}`}>{application.email}</a>
      </Row>
      <Row label={d.phone}>{formatPhone(application.phone, language)}</Row>
      <Row label={d.pageLanguage}>{d.pageLanguages[application.language]}</Row>
      <Row label={d.languages}>
        {application.languages.map((id) => applyCopy.languageNames[id]).join(', ')}
      </Row>
      <Row label={d.specialties}>
        {application.specialties.map((id) => applyCopy.specialtyNames[id]).join(', ')}
      </Row>
      <Row label={d.years}>{application.yearsOfExperience}</Row>
      <Row label={d.sample}>
        <p className="whitespace-pre-line">{application.sampleReading}</p>
      </Row>
      <Row label={d.consent}>{application.consentWording}</Row>
      <Row label={d.receivedAt}>{formatBusinessDateTime(application.createdAt)}</Row>
      <Row label={d.decision}>{texts.statuses[application.status]}</Row>
      {application.decidedAt ? (
        <Row label={d.decidedAt}>{formatBusinessDateTime(application.decidedAt)}</Row>
      ) : null}
      {application.decidedBy ? <Row label={d.decidedBy}>{application.decidedBy}</Row> : null}
      {application.decisionMessage ? (
        <Row label={d.message}>
          <p className="whitespace-pre-line">{application.decisionMessage}</p>
        </Row>
      ) : null}
      {application.advisorExtension !== null ? (
        <Row label={d.advisor}>
          <Link to={`/admin/advisors/${application.advisorExtension}`}>
            {d.advisorLink(application.advisorExtension)}
          </Link>
        </Row>
      ) : null}
    </dl>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['admin', 'application', id];
  const application = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchApplication(id, signal),
  });
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const back = (
    <Link to="/admin/applications" className="self-start">
      {texts.back}
    </Link>
  );
  if (application.isPending) return <Loading />;
  if (application.isError) {
    const missing = isApiError(application.error) && application.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        {missing ? (
          <FormAlert>
            <p>{texts.notFound}</p>
          </FormAlert>
        ) : (
          <LoadFailed onRetry={() => void application.refetch()} />
        )}
      </div>
    );
  }
  const view = application.data;

  return (
    <>
      <PageTitle>{view.name}</PageTitle>
      <div className="flex flex-col gap-6">
        {back}
        {outcome ? (
          <div ref={focusOnMount} tabIndex={-1}>
            <FormStatus>
              <p>{outcome}</p>
            </FormStatus>
          </div>
        ) : null}
        {view.status === 'received' ? (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setDialog('approve')}>{texts.approve}</Button>
            <Button variant="secondary" onClick={() => setDialog('decline')}>
              {texts.decline}
            </Button>
          </div>
        ) : null}
        <section aria-labelledby="application-details">
          <h2 id="application-details" className="mb-2 font-display text-xl font-semibold">
            {d.applicant}
          </h2>
          <Details application={view} />
        </section>
      </div>
      {dialog ? (
        <DecisionDialog
          kind={dialog}
          application={view}
          onClose={() => setDialog(null)}
          onDecidedElsewhere={() => {
            void queryClient.invalidateQueries({ queryKey });
            void queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
          }}
          onDone={(decided) => {
            queryClient.setQueryData(queryKey, decided);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
            setDialog(null);
            setOutcome(
              decided.status === 'approved' && decided.advisorExtension !== null
                ? texts.approved(decided.advisorExtension)
                : texts.declined,
            );
          }}
        />
      ) : null}
    </>
  );
}
