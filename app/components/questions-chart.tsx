export type ChartRow = { name: string; total: number; answered: number };

const ROW = 36;
const LABEL = 120;
const WIDTH = 560;
const BAR_MAX = WIDTH - LABEL - 48;

/**
 * Our own SVG (docs/decisions/0004-statistics-chart.md): a few bars need no library.
 * The table beside it carries the same figures for screen readers, so the drawing is one image.
 */
export function QuestionsChart({ rows }: { rows: ChartRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.total));
  const height = rows.length * ROW + 8;
  const scale = (value: number) => (value / max) * BAR_MAX;

  return (
    <svg
      role="img"
      aria-label={`Questions per topic: ${rows.map((row) => `${row.name} ${row.total}, ${row.answered} answered`).join('; ')}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="w-full max-w-2xl text-slate-700 dark:text-slate-200"
    >
      {rows.map((row, index) => {
        const y = index * ROW + 4;
        return (
          <g key={row.name}>
            <text
              x={LABEL - 8}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-current text-[13px]"
            >
              {row.name.length > 16 ? `${row.name.slice(0, 15)}…` : row.name}
            </text>
            <Bar y={y} width={scale(row.total)} className="fill-indigo-200 dark:fill-indigo-900" />
            <Bar y={y} width={scale(row.answered)} className="fill-indigo-600 dark:fill-indigo-400" />
            <text
              x={LABEL + scale(row.total) + 6}
              y={y + ROW / 2}
              dominantBaseline="middle"
              className="fill-current text-[13px]"
            >
              {row.total}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The answered bar is drawn over the total bar, in the same row. */
function Bar({ y, width, className }: { y: number; width: number; className: string }) {
  return <rect x={LABEL} y={y + 6} width={width} height={ROW - 12} rx={4} className={className} />;
}
