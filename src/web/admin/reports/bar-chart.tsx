// A report's chart: bars per bucket, stacked by series (payment method, package, advisor), drawn
// by recharts, which only this page loads (the router loads each page's module on demand). A
// chart alone says nothing to a screen reader or a keyboard: the page puts a table of the same
// figures under each one, so the drawing is hidden from assistive technology and takes no focus.
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';

export interface ChartSeries {
  key: string;
  label: string;
}

/** One bar per bucket: its label and a value per series key. */
export type ChartRow = { label: string } & Record<string, string | number>;

// Told apart by people with the common colour-vision deficiencies (Okabe and Ito's palette).
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000'];

export function StackedBarChart({
  title,
  rows,
  series,
  formatValue,
}: {
  title: string;
  rows: ChartRow[];
  series: ChartSeries[];
  formatValue: (value: number) => string;
}) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-2">
      <figcaption id={titleId} className="font-semibold text-ink">
        {title}
      </figcaption>
      <div aria-hidden="true" className="min-w-0">
        <BarChart
          responsive
          accessibilityLayer={false}
          data={rows}
          style={{ width: '100%', height: 280 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(value: number) => formatValue(value)} width={88} />
          <Tooltip formatter={(value) => formatValue(Number(value))} />
          <Legend />
          {series.map((one, index) => (
            <Bar
              key={one.key}
              dataKey={one.key}
              name={one.label}
              stackId="stack"
              fill={palette[index % palette.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      <p className="text-sm text-ink-muted">{adminCopy.reports.chartTableNote}</p>
    </figure>
  );
}
