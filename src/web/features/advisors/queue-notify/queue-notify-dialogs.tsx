// The dialogs behind the card's Call me back and Notify me (docs/decisions/052), a chunk of
// their own: the board paints without them. Join: what the call-back is (30 minutes, minutes
// needed, a verified number), then the place in line. Notify me: email or text message, the
// consent the server records word for word, then the confirmation. A refusal is said in the
// catalogue's words, the alert focused; a success is announced and focused.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueNotifyCopy } from '#shared/copy/queue-notify-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { announce } from '#web/lib/a11y/announce.ts';
import { hasServerMessage, isApiError } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { waitingQueryKey } from '#web/lib/customer/waiting-query-key.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { advisorFeedQueryKey } from '../api/get-advisors.ts';
import { joinQueue, requestNotice, type NoticeChannel } from './api.ts';

export type QueueNotifyKind = 'queue' | 'notify';

export interface QueueNotifyDialogProps {
  kind: QueueNotifyKind;
  agentId: string;
  name: string;
  onClose: () => void;
}

/** The server's refusals, in the catalogue's words (the page's language). */
function refusalText(error: unknown, fallback: string): string {
  const t = queueNotifyCopy.errors;
  const known: Record<string, string> = {
    QUEUE_ADVISOR_NOT_BUSY: t.advisorNotBusy,
    QUEUE_NO_MINUTES: t.noMinutes,
    QUEUE_NO_PHONE: t.noPhone,
    NOTICE_ADVISOR_AVAILABLE: t.advisorAvailable,
    NOTICE_NO_PHONE: t.smsNeedsPhone,
  };
  if (isApiError(error) && known[error.code]) return known[error.code] as string;
  return hasServerMessage(error) ? error.message : fallback;
}

export function QueueNotifyDialog(props: QueueNotifyDialogProps) {
  return props.kind === 'queue' ? <JoinQueueDialog {...props} /> : <NotifyDialog {...props} />;
}

/** The confirmation: said, and focused so the next Tab stays in the dialog's end. */
function Done({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    announce(text);
    ref.current?.focus();
  }, [text]);
  return (
    <div ref={ref} tabIndex={-1}>
      <FormStatus>
        <p>{text}</p>
      </FormStatus>
    </div>
  );
}

function useRefreshAfterRequest() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () => {
    void queryClient.invalidateQueries({ queryKey: advisorFeedQueryKey });
    if (user) void queryClient.invalidateQueries({ queryKey: waitingQueryKey(user.id) });
  };
}

function JoinQueueDialog({ agentId, name, onClose }: QueueNotifyDialogProps) {
  const t = queueNotifyCopy.queue;
  const refresh = useRefreshAfterRequest();
  const { failure, show, clear, alertRef } = useFailureAlert();
  const join = useMutation({ mutationFn: () => joinQueue(agentId) });

  function submit() {
    if (join.isPending) return;
    clear();
    join.mutate(undefined, {
      onSuccess: refresh,
      onError: (error) => show({ message: refusalText(error, t.failed) }),
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title(name)}
      footer={
        join.isSuccess ? (
          <Button variant="secondary" onClick={onClose}>
            {copy.common.close}
          </Button>
        ) : (
          <Button loading={join.isPending} onClick={submit}>
            {t.join}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3">
        <p>{t.explain(name)}</p>
        <p>{t.needs}</p>
        {failure ? (
          <FormAlert ref={alertRef}>
            <p>{failure.message}</p>
          </FormAlert>
        ) : null}
        {join.data ? <Done text={t.joined(join.data.place)} /> : null}
      </div>
    </Dialog>
  );
}

function NotifyDialog({ agentId, name, onClose }: QueueNotifyDialogProps) {
  const t = queueNotifyCopy.notify;
  const brand = usePublicConfig().data?.brandName ?? '';
  const [channel, setChannel] = useState<NoticeChannel>('email');
  const consentId = useId();
  const refresh = useRefreshAfterRequest();
  const { failure, show, clear, alertRef } = useFailureAlert();
  const notify = useMutation({ mutationFn: () => requestNotice(agentId, channel) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (notify.isPending) return;
    clear();
    notify.mutate(undefined, {
      onSuccess: refresh,
      onError: (error) => show({ message: refusalText(error, t.failed) }),
    });
  }

  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title(name)}
      footer={
        notify.isSuccess ? (
          <Button variant="secondary" onClick={onClose}>
            {copy.common.close}
          </Button>
        ) : (
          <Button type="submit" form={formId} loading={notify.isPending}>
            {t.submit}
          </Button>
        )
      }
    >
      {notify.isSuccess ? (
        <Done text={t.done(name)} />
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t.channel}</legend>
            {(['email', 'sms'] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="channel"
                  value={option}
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                  aria-describedby={consentId}
                  className="size-5 accent-accent"
                />
                {option === 'email' ? t.email : t.sms}
              </label>
            ))}
          </fieldset>
          {/* The consent as the server records it (CASL): the same words, this language. */}
          <p id={consentId} className="text-sm text-ink-muted">
            {t.consent(brand, name, channel)}
          </p>
          {failure ? (
            <FormAlert ref={alertRef}>
              <p>{failure.message}</p>
            </FormAlert>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
