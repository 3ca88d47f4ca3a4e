import { plural, t } from '@lingui/core/macro';
import { useId, type FormEvent } from 'react';
import type { TopicSummary } from '../../contract/quiz';
import { isFiltered } from '../../contract/export/selection';
import { QuizFilters } from './quiz-filters';
import { QUESTION_COUNTS, type QuizSettings } from './settings';
import { FIELD_LABEL, PILL, SELECT } from './setup-styles';

type Props = {
  topics: readonly TopicSummary[];
  settings: QuizSettings;
  /** What the link asked for that could not be used, and what was set instead. */
  problems: readonly string[];
  /** The chosen topic's tags ([] while they load); absent for all topics. */
  tags?: readonly string[];
  /** With a difficulty or tag set, how many questions match; null while that is not known yet. */
  matched: number | null;
  onChange: (settings: QuizSettings) => void;
  onStart: () => void;
  loading: boolean;
  error: string | null;
};

/**
 * The settings live in the URL (the route keeps them there), so the form reads them from it and
 * each change is written back: what is on screen can always be shared or reloaded.
 */
export function QuizSetup(props: Props) {
  const { topics, settings, problems, tags, matched, onChange, onStart, loading, error } = props;
  const id = useId();
  const filtered = isFiltered(settings);
  const available = filtered
    ? (matched ?? settings.count)
    : settings.topic === 'all'
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
        {t`Settings`}
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
          {t`Topic`}
        </label>
        <select
          id={`${id}-topic`}
          value={String(settings.topic)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            // A tag is one topic's: another topic starts with any.
            onChange({ ...settings, topic: value === 'all' ? 'all' : Number(value), tag: undefined });
          }}
          className={SELECT}
        >
          <option value="all">{t`All topics`}</option>
          {topics.map((topic) => (
            <option key={topic.id} value={String(topic.id)}>
              {topic.name}
            </option>
          ))}
        </select>
      </div>
      <QuizFilters id={id} settings={settings} tags={tags} onChange={onChange} />
      <fieldset>
        <legend className={FIELD_LABEL}>{t({ message: 'Questions', context: 'how many' })}</legend>
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
        {t`Timed: one minute per question`}
      </label>
      <p className="text-slate-700 dark:text-slate-300">
        {filtered && matched === null
          ? t`Counting the questions that match…`
          : size === 0
            ? filtered
              ? t`No question matches these filters: choose another difficulty or tag.`
              : t`This topic has no questions yet.`
            : roundText(size, size < settings.count ? (filtered ? 'filtered' : 'topic') : null, settings.timed)}
      </p>
      <div>
        <button
          type="submit"
          disabled={size === 0 || loading}
          className="rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {loading ? t`Loading questions…` : t`Start quiz`}
        </button>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
            {t`${error}. Check your connection and start again.`}
          </p>
        )}
      </div>
    </form>
  );
}

/** "8 questions (all this topic has), 8 minutes in all.": the round the settings make. */
function roundText(size: number, short: 'filtered' | 'topic' | null, timed: boolean): string {
  const questions = plural(size, { one: '# question', other: '# questions' });
  const time = timed ? plural(size, { one: '# minute in all', other: '# minutes in all' }) : t`no time limit`;
  if (short === 'filtered') {
    const only = plural(size, { one: 'only # matches these filters', other: 'only # match these filters' });
    return t`${questions} (${only}), ${time}.`;
  }
  if (short === 'topic') return t`${questions} (all this topic has), ${time}.`;
  return t`${questions}, ${time}.`;
}
