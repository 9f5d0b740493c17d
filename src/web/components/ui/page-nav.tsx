// Newer / Older buttons around "Page 2 of 5", for a list read a page at a time (the advisors'
// calls and reviews, a customer's records in the back office). Nothing when there is one page.
import { Button } from './button.tsx';

export function PageNav({
  page,
  pages,
  onPage,
  label,
  newer,
  older,
  position,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
  newer: string;
  older: string;
  /** "Page 2 of 5", announced when it changes. */
  position: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {newer}
      </Button>
      <p aria-live="polite" className="text-sm">
        {position}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {older}
      </Button>
    </nav>
  );
}
