// The customer's pending requests (docs/decisions/052): the call-back lines they are in and the
// advisors they asked to be told about, each with when it lapses and a way to cancel it. What
// was cancelled is announced and focus moves to the list's heading, as its row is gone.
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueNotifyCopy } from '#shared/copy/queue-notify-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { announce } from '#web/lib/a11y/announce.ts';
import { waitingQueryKey } from '#web/lib/customer/waiting-query-key.ts';
import { cancelRequest, useWaiting, type PendingRequest } from '../api/waiting.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { SkeletonRows } from './skeleton.tsx';

export function WaitingCard({ customerId }: { customerId: string }) {
  const t = queueNotifyCopy.mine;
  const waiting = useWaiting(customerId);
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLUListElement>(null);
  const { failure, show, clear, alertRef } = useFailureAlert();
  const cancel = useMutation({ mutationFn: cancelRequest });

  function onCancel(request: PendingRequest) {
    clear();
    cancel.mutate(request, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: waitingQueryKey(customerId) });
        announce(
          request.kind === 'queue' ? queueNotifyCopy.queue.left : queueNotifyCopy.notify.cancelled,
        );
        listRef.current?.focus();
      },
      onError: () => show({ message: t.cancelFailed }),
    });
  }

  return (
    <DashboardCard title={t.title}>
      {failure ? (
        <FormAlert ref={alertRef}>
          <p>{failure.message}</p>
        </FormAlert>
      ) : null}
      {waiting.isPending ? (
        <SkeletonRows rows={2} />
      ) : waiting.data === undefined ? (
        <FormAlert>
          <p>{t.loadFailed}</p>
          <div>
            <Button size="sm" loading={waiting.isFetching} onClick={() => void waiting.refetch()}>
              {copy.common.tryAgain}
            </Button>
          </div>
        </FormAlert>
      ) : (
        <ul ref={listRef} tabIndex={-1} aria-label={t.title} className="flex flex-col gap-3">
          {waiting.data.length === 0 ? <li className="text-ink-muted">{t.empty}</li> : null}
          {waiting.data.map((request) => {
            const name = request.advisorName;
            const isQueue = request.kind === 'queue';
            return (
              <li
                key={`${request.kind}-${request.agentId}-${request.channel ?? ''}`}
                className="flex flex-col gap-2 rounded-lg border border-line p-3"
              >
                <p className="text-ink">
                  {isQueue ? t.inLine(name) : t.notifyBy(name, request.channel ?? 'email')}
                </p>
                <p className="text-sm text-ink-muted">
                  {t.until(formatBusinessDateTime(request.expiresAt))}
                </p>
                <div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={isQueue ? t.leaveOf(name) : t.cancelOf(name)}
                    loading={cancel.isPending && cancel.variables === request}
                    onClick={() => onCancel(request)}
                  >
                    {isQueue ? queueNotifyCopy.queue.leave : queueNotifyCopy.notify.cancel}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardCard>
  );
}
