import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** Something is on its way (PayPal's buttons, the payment's confirmation), announced politely. */
export function BusyNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-muted">
      <Spinner className="size-5" />
      <span>{children}</span>
    </p>
  );
}
