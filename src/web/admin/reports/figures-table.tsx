// A report's table: a real <table> with its caption as its title, a header row, the figures
// (numbers aligned right) and an optional total row. On a narrow screen it scrolls sideways in
// a region the keyboard can reach.
import type { ReactNode } from 'react';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

export interface FiguresColumn {
  header: string;
  /** Figures align right; labels left. */
  numeric?: boolean;
}

export function FiguresTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: FiguresColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  /** The total row's cells after its first ("Total"). */
  total?: ReactNode[];
}) {
  const align = (index: number) => (columns[index]?.numeric ? 'text-right' : 'text-left');
  return (
    <ScrollRegion label={caption} className="rounded-lg border border-line">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-ink">{caption}</caption>
        <thead className="bg-surface-raised">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold whitespace-nowrap text-ink ${align(index)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center text-ink-muted">
                {adminCopy.reports.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((cell, index) =>
                  // Each row is named by its first cell (the period, advisor, package or tax).
                  index === 0 ? (
                    <th
                      key={index}
                      scope="row"
                      className={`px-3 py-2 font-normal whitespace-nowrap ${align(index)}`}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={`px-3 py-2 whitespace-nowrap ${align(index)}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {total && rows.length > 0 ? (
          <tfoot>
            <tr className="border-t-2 border-line font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                {adminCopy.reports.total}
              </th>
              {total.map((cell, index) => (
                <td key={index} className={`px-3 py-2 whitespace-nowrap ${align(index + 1)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
