// A back-office page's title (the heading and the browser tab) and its loading and error states.
import { useEffect, type ReactNode } from 'react';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = adminCopy.pageTitle(children);
  }, [children]);
  return <h1 className="mb-6 font-display text-3xl font-semibold text-ink">{children}</h1>;
}

export function Loading({ label = adminCopy.states.loading }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-ink-muted">
      <Spinner /> {label}
    </p>
  );
}

export function LoadFailed({ onRetry, children }: { onRetry: () => void; children?: ReactNode }) {
  return (
    <FormAlert>
      <p>{children ?? adminCopy.states.loadFailed}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} className="self-start">
        {adminCopy.states.retry}
      </Button>
    </FormAlert>
  );
}

/** A ref that focuses its element when it appears (an alert after a failed submit). */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
