// On a card and the profile page (docs/decisions/052): for a Busy advisor how many wait for a
// call back and Call me back; for a Busy or Offline one Notify me. Tiny on purpose: the dialogs
// (and their texts) are a chunk of their own, loaded on the first click. A visitor's buttons
// are links to sign in, which brings them back to this page.
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { displayStatus } from '#shared/advisors/status.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { loginPathFor } from '#web/lib/auth/redirect-target.ts';
import type { QueueNotifyKind } from '../queue-notify/queue-notify-dialogs.tsx';

const QueueNotifyDialog = lazy(() =>
  import('../queue-notify/queue-notify-dialogs.tsx').then((m) => ({
    default: m.QueueNotifyDialog,
  })),
);

const small = buttonClassName('secondary', 'sm');

/** "3 people waiting" on a busy advisor's card; nothing when nobody waits. */
export function QueueLength({ advisor }: { advisor: AdvisorRecord }) {
  if (displayStatus(advisor.status) !== 'busy' || !advisor.queueLength) return null;
  return <p className="text-sm text-ink">{copy.board.card.waiting(advisor.queueLength)}</p>;
}

export function QueueNotifyActions({ advisor }: { advisor: AdvisorRecord }) {
  const t = copy.board.card;
  const { user, loading } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState<QueueNotifyKind | null>(null);
  const status = displayStatus(advisor.status);
  if (loading || status === 'available') return null;
  const name = advisor.agentName;

  const kinds: { kind: QueueNotifyKind; label: string; named: string }[] = [
    ...(status === 'busy'
      ? [{ kind: 'queue' as const, label: t.joinQueue, named: t.joinQueueOf(name) }]
      : []),
    { kind: 'notify', label: t.notifyMe, named: t.notifyMeOf(name) },
  ];

  return (
    <div className="flex flex-wrap gap-2">
      {kinds.map(({ kind, label, named }) =>
        user ? (
          <button
            key={kind}
            type="button"
            aria-label={named}
            className={small}
            onClick={() => setOpen(kind)}
          >
            {label}
          </button>
        ) : (
          <Link key={kind} to={loginPathFor(location)} aria-label={named} className={small}>
            {label}
          </Link>
        ),
      )}
      {open ? (
        <Suspense fallback={null}>
          <QueueNotifyDialog
            kind={open}
            agentId={advisor.agentId}
            name={name}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
