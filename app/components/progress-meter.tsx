import { t } from '@lingui/core/macro';

/** A determinate bar; the loading bar is the other progressbar, so each carries its own name. */
export function ProgressMeter({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={t`${value} of ${max}`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
    >
      {/* An SVG attribute, not a style attribute: the CSP refuses inline styles in the server's HTML. */}
      <svg aria-hidden="true" viewBox="0 0 100 1" preserveAspectRatio="none" className="block size-full">
        <rect width={percent} height="1" className="fill-indigo-600 dark:fill-indigo-400" />
      </svg>
    </div>
  );
}
