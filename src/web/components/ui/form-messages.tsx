// A form's own messages. FormAlert: what went wrong (role="alert", focusable so the form can
// move focus to it after a failed submit). FormStatus: what went right, announced politely.
// Each carries an icon and words, so neither relies on colour.
import type { ReactNode, Ref } from 'react';
import { ErrorIcon, SuccessIcon } from './status-icons.tsx';

export function FormAlert({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-lg border border-danger/70 bg-danger/10 p-3 text-sm text-ink"
    >
      <ErrorIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-2">{children}</div>
    </div>
  );
}

export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-success/60 bg-success/10 p-3 text-sm text-ink"
    >
      <SuccessIcon className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="flex min-w-0 flex-col gap-2">{children}</div>
    </div>
  );
}
