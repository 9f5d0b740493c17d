// The advisor's status as a badge: Available, Busy or Offline in words, with a mark whose
// shape differs per status, so the colour is never the only sign.
import { displayStatus, statusLabel, type DisplayStatus } from '#shared/advisors/status.ts';

const styles: Record<DisplayStatus, string> = {
  available: 'border-success/60 bg-success/10 text-success',
  busy: 'border-accent/60 bg-accent/10 text-accent',
  offline: 'border-line bg-canvas/60 text-ink-muted',
};

function StatusMark({ status }: { status: DisplayStatus }) {
  return (
    <svg viewBox="0 0 10 10" aria-hidden="true" focusable="false" className="size-2.5 shrink-0">
      {status === 'available' ? <circle cx="5" cy="5" r="4.5" fill="currentColor" /> : null}
      {status === 'busy' ? (
        <rect x="1" y="1" width="8" height="8" rx="1" fill="currentColor" />
      ) : null}
      {status === 'offline' ? (
        <circle cx="5" cy="5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      ) : null}
    </svg>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const shown = displayStatus(status);
  return (
    <span
      data-status={shown}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${styles[shown]}`}
    >
      <StatusMark status={shown} />
      {statusLabel(shown)}
    </span>
  );
}
