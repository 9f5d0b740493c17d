// /admin/profile-changes (owners, docs/decisions/050): the advisors' texts, photos and greetings
// waiting for approval, oldest first, each with what the public sees now beside what is
// proposed, the photo to view and the greeting to hear. Approve applies it at once; Decline asks
// for the reason the advisor is texted. The outcome is announced and focused; the server's
// refusal (decided already) is shown where the action was taken.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileChangeView } from '#shared/api/admin/profile-changes.ts';
import { advisorAudioPath, advisorPhotoPath } from '#shared/api/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { focusOnMount, LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import {
  approveChange,
  declineChange,
  fetchPendingChanges,
  pendingFileUrl,
} from '../lib/profile-changes-api.ts';

const texts = adminCopy.profileChanges;
const queryKey = ['admin', 'profile-changes'] as const;
const textFields = ['description', 'descriptionFr', 'availTimeStr', 'availTimeStrFr'] as const;

const failureOf = (error: unknown) =>
  isApiError(error) ? error.message : adminCopy.states.loadFailed;

function TextsSideBySide({ change }: { change: ProfileChangeView }) {
  return (
    <div>
      <table className="w-full table-fixed text-left break-words">
        <thead>
          <tr>
            <td />
            <th scope="col">{texts.current}</th>
            <th scope="col">{texts.proposed}</th>
          </tr>
        </thead>
        <tbody>
          {textFields.map((field) => (
            <tr key={field} className="border-t border-line align-top">
              <th scope="row" className="py-2 pr-3">
                {texts.fields[field]}
              </th>
              <td className="py-2 pr-3 whitespace-pre-wrap">
                {change.currentTexts[field] ?? texts.notWritten}
              </td>
              <td className="py-2 whitespace-pre-wrap">
                {change.texts?.[field] ?? texts.notWritten}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MediaSideBySide({ change }: { change: ProfileChangeView }) {
  const agentId = String(change.advisor.extension);
  if (change.kind === 'photo') {
    return (
      <div className="flex flex-wrap gap-4">
        <figure>
          <img
            src={advisorPhotoPath(agentId)}
            alt={texts.currentPhoto(change.advisor.name)}
            className="h-40 w-40 object-cover"
          />
        </figure>
        <figure>
          <img
            src={pendingFileUrl(change.id)}
            alt={texts.proposedPhoto(change.advisor.name)}
            className="h-40 w-40 object-cover"
          />
        </figure>
      </div>
    );
  }
  const proposedId = `proposed-${change.id}`;
  const currentId = `current-${change.id}`;
  return (
    <div className="flex flex-col gap-2">
      <p id={currentId}>{change.hasGreeting ? texts.currentGreeting : texts.none}</p>
      {change.hasGreeting ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- an advisor's recorded greeting: no written words exist to caption it
        <audio controls src={advisorAudioPath(agentId)} aria-labelledby={currentId} />
      ) : null}
      <p id={proposedId}>{texts.proposedGreeting(String(Math.round(change.seconds ?? 0)))}</p>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- an advisor's recorded greeting: no written words exist to caption it */}
      <audio controls src={pendingFileUrl(change.id)} aria-labelledby={proposedId} />
    </div>
  );
}

function ChangeCard({
  change,
  onDone,
}: {
  change: ProfileChangeView;
  onDone: (message: string) => void;
}) {
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const headingId = `change-${change.id}`;
  const messageId = `decline-${change.id}`;

  async function act(action: () => Promise<unknown>, done: string) {
    setWorking(true);
    setFailure(null);
    try {
      await action();
      onDone(done);
    } catch (caught) {
      setFailure(failureOf(caught));
      setWorking(false);
    }
  }

  function decline(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') {
      setError(texts.declineMessageRequired);
      document.getElementById(messageId)?.focus();
      return;
    }
    void act(() => declineChange(change.id, message), texts.declined);
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.heading(change.advisor.name, change.advisor.extension, texts.kinds[change.kind])}
      </h2>
      <p className="text-sm text-ink-muted">
        {texts.sentOn(formatBusinessDateTime(change.createdAt))}
      </p>
      {change.kind === 'texts' ? (
        <TextsSideBySide change={change} />
      ) : (
        <MediaSideBySide change={change} />
      )}
      {failure ? (
        <FormAlert key={failure} ref={focusOnMount}>
          {failure}
        </FormAlert>
      ) : null}
      {declining ? (
        <form noValidate onSubmit={decline} className="flex flex-col gap-2">
          <TextAreaField
            id={messageId}
            ref={focusOnMount}
            rows={3}
            label={texts.declineMessage}
            value={message}
            onValueChange={setMessage}
            error={error}
          />
          <div className="flex gap-2">
            <Button type="submit" loading={working}>
              {texts.declineConfirm}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)} disabled={working}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex gap-2">
          <Button
            loading={working}
            onClick={() => void act(() => approveChange(change.id), texts.approved)}
          >
            {texts.approve}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)} disabled={working}>
            {texts.decline}
          </Button>
        </div>
      )}
    </article>
  );
}

export function Component() {
  const queryClient = useQueryClient();
  const changes = useQuery({ queryKey, queryFn: ({ signal }) => fetchPendingChanges(signal) });
  const [outcome, setOutcome] = useState<string | null>(null);

  function done(message: string) {
    setOutcome(message);
    void queryClient.invalidateQueries({ queryKey });
  }

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{texts.title}</PageTitle>
      <p className="text-ink-muted">{texts.intro}</p>
      {outcome ? (
        <div ref={focusOnMount} tabIndex={-1} key={outcome}>
          <FormStatus>{outcome}</FormStatus>
        </div>
      ) : null}
      {changes.isPending ? (
        <Loading />
      ) : changes.isError ? (
        <LoadFailed onRetry={() => void changes.refetch()} />
      ) : changes.data.changes.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        changes.data.changes.map((change) => (
          <ChangeCard key={change.id} change={change} onDone={done} />
        ))
      )}
    </div>
  );
}
