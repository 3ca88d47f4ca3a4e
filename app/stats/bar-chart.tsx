import { Fragment } from 'react';

export type BarLayer = { value: number; className: string };
export type BarRow = { key: string | number; label: string; layers: BarLayer[]; text: string };
export type LegendEntry = { label: string; className: string };

const TRACK = 'fill-slate-100 dark:fill-slate-800';

/**
 * Horizontal bars, one row each, our own (docs/decisions/0004-statistics-chart.md). Labels are HTML
 * in a column that fits them, so a long name wraps instead of being cut; the bars are SVG attributes,
 * which the CSP allows where it refuses inline styles. Layers are drawn in order, each over the last.
 * The chart is one image named by `name`, which must carry every figure; the legend is plain text.
 */
export function BarChart({
  name,
  rows,
  max,
  legend = [],
}: {
  name: string;
  rows: BarRow[];
  max: number;
  legend?: LegendEntry[];
}) {
  const scale = (value: number) => (max > 0 ? Math.min(100, (value / max) * 100) : 0);
  return (
    <>
      <div
        role="img"
        aria-label={name}
        className="grid grid-cols-[fit-content(40%)_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm text-slate-700 dark:text-slate-200"
      >
        {rows.map((row) => (
          <Fragment key={row.key}>
            <span className="break-words" data-chart-label>
              {row.label}
            </span>
            <svg aria-hidden="true" viewBox="0 0 100 1" preserveAspectRatio="none" className="block h-5 w-full">
              <rect width="100" height="1" className={TRACK} />
              {row.layers.map((layer, index) => (
                <rect key={index} width={scale(layer.value)} height="1" className={layer.className} />
              ))}
            </svg>
            <span className="tabular-nums">{row.text}</span>
          </Fragment>
        ))}
      </div>
      {legend.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          {legend.map((entry) => (
            <li key={entry.label} className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 1 1" className="size-3">
                <rect width="1" height="1" className={entry.className} />
              </svg>
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
