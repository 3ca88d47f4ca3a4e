/** The look of the quick quiz's settings, shared by the form and its filters. */
export const FIELD_LABEL = 'block font-semibold text-slate-900 dark:text-slate-50';
export const PILL =
  'cursor-pointer rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 has-checked:border-indigo-700 has-checked:bg-indigo-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-400 dark:has-checked:text-slate-950';
export const SELECT =
  'mt-2 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';
