import type { ReactNode } from 'react';

/** The 24-unit stroked icons of the header and the question cards; decorative, their buttons carry the names. */
export function OutlineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} fill-none stroke-current`}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
