import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Question } from '../../contract/quiz';
import { QuestionCard } from '../components/question-card';
import { saveAnswer } from '../record/progress-store';
import { reveal } from '../lib/reveal';
import { readCards } from '../record/card-store';
import { recordedAnswer } from '../record/source-options';
import type { StoredCard } from '../record/card-schema';
import { RatingChoice } from './rating-choice';
import { buildRound, type ReviewTopic } from './round';
import { NothingDue, NothingYet, RoundSummary } from './review-states';
import { useReviewCards } from './use-review-cards';

type Props = {
  topics: Readonly<Record<string, ReviewTopic>>;
  onAnotherRound: () => Promise<void>;
  /** Due questions were left out (their topics could not be loaded), which the page says above. */
  leftOut?: boolean;
};
/** The card as it was before the first answer, to rate that answer again (Hard or Easy). */
type FirstAnswer = { correct: boolean; before: StoredCard | undefined; at: Date };

const BUTTON_CLASS =
  'rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 dark:bg-indigo-300 dark:text-slate-950 dark:hover:bg-indigo-200';

/**
 * One round: the due questions fixed when it starts, one at a time. The first answer to each is
 * the one that counts (it rates the card and the summary); another try after the feedback is kept
 * as the topic's answer but changes no card.
 */
export function ReviewRound({ topics, onAnotherRound, leftOut = false }: Props) {
  const cards = useReviewCards();
  const [items] = useState(() => buildRound(topics, cards, Date.now()));
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [first, setFirst] = useState<FirstAnswer | null>(null);
  const [results, setResults] = useState<boolean[]>([]);
  const position = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const answered = first !== null;

  // Each new question takes the focus, so a keyboard or screen reader user starts on it.
  useEffect(() => {
    if (index > 0) position.current?.focus();
  }, [index]);
  // The feedback and the way on appear under the options: on a phone, below the fold.
  useEffect(() => {
    if (answered) reveal(nextButton.current);
  }, [answered]);

  const choose = useCallback(
    (option: string, question: Question) => {
      if (!item) return;
      const answer = recordedAnswer(question, option);
      setChosen(option);
      if (first === null) {
        setFirst({ correct: answer.correct, before: readCards()[item.topicId]?.[question.id], at: new Date() });
        setResults((done) => [...done, answer.correct]);
      }
      saveAnswer(item.topicId, item.total, question.id, answer, { recall: first === null });
    },
    [item, first],
  );

  // Not "All caught up" while questions due wait for their topics.
  if (items.length === 0) return leftOut ? null : cards.length === 0 ? <NothingYet /> : <NothingDue cards={cards} />;
  if (!item) return <RoundSummary results={results} cards={cards} onAnotherRound={() => void onAnotherRound()} />;

  const number = index + 1;
  const count = items.length;
  const { topicName } = item;
  const next = () => {
    setIndex((value) => value + 1);
    setChosen(null);
    setFirst(null);
  };

  return (
    <section aria-labelledby="review-position" className="mt-8">
      <h2
        id="review-position"
        ref={position}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none dark:text-slate-50"
      >
        {t`Question ${number} of ${count}`}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t`From ${topicName}`}</p>
      {/* A round exists only once the app has taken the page over (routes/review.tsx): nothing to disable. */}
      <ul className="mt-4">
        <QuestionCard
          key={`${item.topicId}/${item.question.id}`}
          question={item.question}
          number={item.number}
          chosen={chosen}
          firstRight={first?.correct}
          onChoose={choose}
        />
      </ul>
      {first?.correct && <RatingChoice key={index} item={item} before={first.before} at={first.at} />}
      {first && (
        <button ref={nextButton} type="button" onClick={next} className={`mt-6 ${BUTTON_CLASS}`}>
          {index + 1 < items.length ? t`Next question` : t`See summary`}
        </button>
      )}
    </section>
  );
}
