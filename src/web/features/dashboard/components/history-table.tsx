// The frame of a history table (docs/product.md §2): a card with its title, a skeleton while loading, an
// empty state, and on narrow screens a table that scrolls sideways inside its card rather than
// squeezing its columns or widening the page.
import { useId, type ReactNode } from 'react';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { SkeletonRows } from './skeleton.tsx';

interface HistoryTableProps {
  title: string;
  /** Column headers, left to right. */
  columns: readonly string[];
  /** Columns whose values are numbers: right-aligned so their digits line up. */
  numericColumns?: readonly number[];
  loading: boolean;
  /** The rows could not be read (the error banner says so; the card does not claim "none"). */
  failed: boolean;
  empty: string;
  /** One <tr> per row; none shows `empty`. */
  rows: ReactNode[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidthClassName: string;
}

export function HistoryTable({
  title,
  columns,
  numericColumns = [],
  loading,
  failed,
  empty,
  rows,
  minWidthClassName,
}: HistoryTableProps) {
  const headingId = useId();
  const align = (index: number) => (numericColumns.includes(index) ? 'text-right' : 'text-left');

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      {loading ? (
        <SkeletonRows />
      ) : failed ? (
        <p className="text-ink-muted">{accountCopy.customer.dashboard.fetchFailed}</p>
      ) : rows.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div role="group" aria-labelledby={headingId} tabIndex={0} className="overflow-x-auto">
          <table className={`w-full border-collapse text-sm ${minWidthClassName}`}>
            <thead>
              <tr className="border-b border-line text-ink-muted">
                {columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 font-semibold whitespace-nowrap first:pl-0 last:pr-0 ${align(index)}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="text-ink [&_td]:px-3 [&_td]:py-2.5 [&_td:first-child]:pl-0 [&_td:last-child]:pr-0 [&_tr]:border-b [&_tr]:border-line/60 [&_tr:last-child]:border-0">
              {rows}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
