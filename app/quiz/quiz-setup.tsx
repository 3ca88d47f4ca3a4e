import { useId, type FormEvent } from 'react';
import type { TopicSummary } from '../../contract/quiz';
import { QUESTION_COUNTS, type QuizSettings } from './settings';

type Props = {
  topics: readonly TopicSummary[];
  settings: QuizSettings;
  /** What the link asked for that could not be used, and what was set instead. */
  problems: readonly string[];
  onChange: (settings: QuizSettings) => void;
  onStart: () => void;
  loading: boolean;
  error: string | null;
};

const FIELD_LABEL = 'block font-semibold text-slate-900 dark:text-slate-50';
const PILL =
  'cursor-pointer rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 has-checked:border-indigo-700 has-checked:bg-indigo-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-400 dark:has-checked:text-slate-950';

/**
 * The settings live in the URL (the route keeps them there), so the form reads them from it and
 * each change is written back: what is on screen can always be shared or reloaded.
 */
export function QuizSetup({ topics, settings, problems, onChange, onStart, loading, error }: Props) {
  const id = useId();
  const available =
    settings.topic === 'all'
      ? topics.reduce((sum, topic) => sum + topic.total, 0)
      : (topics.find((topic) => topic.id === settings.topic)?.total ?? 0);
  const size = Math.min(settings.count, available);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (size > 0 && !loading) onStart();
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        Settings
      </h2>
      {problems.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-topic`} className={FIELD_LABEL}>
          Topic
        </label>
        <select
          id={`${id}-topic`}
          value={String(settings.topic)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ ...settings, topic: value === 'all' ? 'all' : Number(value) });
          }}
          className="mt-2 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        >
          <option value="all">All topics</option>
          {topics.map((topic) => (
            <option key={topic.id} value={String(topic.id)}>
              {topic.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={FIELD_LABEL}>Questions</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {QUESTION_COUNTS.map((count) => (
            <label key={count} className={PILL}>
              <input
                type="radio"
                name={`${id}-count`}
                value={count}
                checked={settings.count === count}
                onChange={() => onChange({ ...settings, count })}
                className="sr-only"
              />
              {count}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-3 text-slate-800 dark:text-slate-100">
        <input
          type="checkbox"
          checked={settings.timed}
          onChange={(event) => onChange({ ...settings, timed: event.currentTarget.checked })}
          className="size-4 accent-indigo-700 dark:accent-indigo-400"
        />
        Timed: one minute per question
      </label>
      <p className="text-slate-700 dark:text-slate-300">
        {size === 0
          ? 'This topic has no questions yet.'
          : `${size} ${size === 1 ? 'question' : 'questions'}${size < settings.count ? ` (all this topic has)` : ''}, ${
              settings.timed ? `${size} ${size === 1 ? 'minute' : 'minutes'} in all` : 'no time limit'
            }.`}
      </p>
      <div>
        <button
          type="submit"
          disabled={size === 0 || loading}
          className="rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {loading ? 'Loading questions…' : 'Start quiz'}
        </button>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
            {error}. Check your connection and start again.
          </p>
        )}
      </div>
    </form>
  );
}
