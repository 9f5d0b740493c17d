// The dashboard's error banner (docs/product.md §2, §8): what went wrong loading the page or changing a
// phone number, until the customer dismisses it.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { ErrorIcon } from '#web/components/ui/status-icons.tsx';
import { CloseIcon } from './dashboard-icons.tsx';

export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-danger/70 bg-danger/10 p-4 text-ink"
    >
      <ErrorIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <p className="min-w-0 flex-1 font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
      >
        <CloseIcon />
        <span className="sr-only">{accountCopy.customerArea.dashboard.dismissError}</span>
      </button>
    </div>
  );
}
