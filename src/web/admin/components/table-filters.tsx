// The filters above a server-paged table: a search landmark whose fields the page gives, applied
// together on submit (one request, not one per keystroke) and cleared together. The values
// typed are the page's until applied; the table's query string holds the applied ones.
import type { FormEvent, ReactNode } from 'react';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';

export function TableFilters({
  onApply,
  onClear,
  children,
}: {
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const texts = adminCopy.table;
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply();
  }
  return (
    <form
      role="search"
      aria-label={texts.filters}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">{children}</div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          {texts.apply}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClear}>
          {texts.clear}
        </Button>
      </div>
    </form>
  );
}
