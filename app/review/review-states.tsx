import { plural, t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CardEntry } from '../record/card-store';
import { nextReview } from './round';
import { whenLabel } from './when-label';

const BOX_CLASS =
  'mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-600 dark:text-slate-200';
const LINK_CLASS =
  'mt-4 inline-block rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 dark:bg-indigo-300 dark:text-slate-950 dark:hover:bg-indigo-200';

const questions = (count: number) => plural(count, { one: '# question', other: '# questions' });

/** "tomorrow, 4 questions": when the next card falls due, and how many fall due that day. */
function nextText(cards: readonly CardEntry[], now: Date): string | null {
  const next = nextReview(cards, now);
  if (!next) return null;
  const when = whenLabel(next.due, now);
  const count = questions(next.count);
  return t`${when}, ${count}`;
}

// Three lines on a phone hold either text below, so the box keeps its height when one replaces the other.
const FIRST_TEXT_CLASS = 'min-h-18';

export function NothingYet() {
  return (
    <div className={BOX_CLASS}>
      <p className={FIRST_TEXT_CLASS}>
        {t`Answer some questions first: they come back here when it is time to review them.`}
      </p>
      <Link to="/topics" className={LINK_CLASS}>
        {t`Choose a topic`}
      </Link>
    </div>
  );
}

/**
 * What the server sends, and the browser shows until it has read its cards: the server cannot
 * see them. Shaped like NothingYet, what a first visit turns into, so that nothing below moves.
 */
export function LookingForDue() {
  return (
    <div className={BOX_CLASS}>
      <p role="status" className={FIRST_TEXT_CLASS}>
        {t`Looking for the questions due for review in this browser…`}
      </p>
      <span aria-hidden="true" className={`${LINK_CLASS} invisible`}>
        {t`Choose a topic`}
      </span>
    </div>
  );
}

/** The API answered 429 for longer than a short wait: too many requests from this address, not an outage. */
export function ApiBusy({ seconds, onRetry }: { seconds: number; onRetry: () => void }) {
  return (
    <div className={BOX_CLASS}>
      <p role="status" className={FIRST_TEXT_CLASS}>
        {plural(seconds, {
          one: 'The quiz API has had many requests from your network and asks to wait a little. Your questions are safe in this browser; try again in a second.',
          other:
            'The quiz API has had many requests from your network and asks to wait a little. Your questions are safe in this browser; try again in # seconds.',
        })}
      </p>
      <button type="button" onClick={onRetry} className={LINK_CLASS}>
        {t`Try again`}
      </button>
    </div>
  );
}

export function NothingDue({ cards }: { cards: readonly CardEntry[] }) {
  const next = nextText(cards, new Date());
  return (
    <div className={BOX_CLASS}>
      <p>{next ? t`All caught up. Next review: ${next}.` : t`All caught up.`}</p>
      <Link to="/topics" className={LINK_CLASS}>
        {t`Practise a topic`}
      </Link>
    </div>
  );
}

type SummaryProps = { results: readonly boolean[]; cards: readonly CardEntry[]; onAnotherRound: () => void };

/** The end of a round; it takes the focus, as each question did. */
export function RoundSummary({ results, cards, onAnotherRound }: SummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const now = new Date();
  const right = results.filter(Boolean).length;
  const dueNow = cards.filter((entry) => entry.card.due <= now.getTime()).length;
  const next = nextText(cards, now);

  return (
    <section
      aria-labelledby="round-summary"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2
        id="round-summary"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none dark:text-slate-50"
      >
        {t`Round complete`}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-slate-800 dark:text-slate-100">
        {[
          [t`Right`, right],
          [t`Wrong`, results.length - right],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-700 dark:text-slate-200">
        {dueNow > 0
          ? t`Next review: now, ${questions(dueNow)}.`
          : next
            ? t`Next review: ${next}.`
            : t`Nothing left to review.`}
      </p>
      {dueNow > 0 && (
        <button type="button" onClick={onAnotherRound} className={LINK_CLASS}>
          {t`Start another round`}
        </button>
      )}
    </section>
  );
}
