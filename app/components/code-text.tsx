import type { ReactNode } from 'react';

/**
 * Options, answers and explanations are plain text in which `backticks` mark code.
 * They become React elements, never HTML, so nothing in them can run.
 */
export function CodeText({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one unmatched: it is shown as typed.
  if (parts.length % 2 === 0) {
    const tail = parts.pop() ?? '';
    parts[parts.length - 1] += `\`${tail}`;
  }

  const nodes: ReactNode[] = parts.map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        // Code reads left to right in every locale; dir isolates it from a right-to-left sentence.
        dir="ltr"
        className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800 [overflow-wrap:anywhere] dark:bg-slate-800 dark:text-slate-100"
      >
        {part}
      </code>
    ) : (
      part
    ),
  );
  return <>{nodes}</>;
}
