import { memo, useMemo } from 'react';
import type { Question } from '../../contract/quiz';
import { useProgressiveCount } from '../hooks/use-progressive-count';
import type { Answer } from '../lib/progress-store';
import { QuestionCard } from './question-card';

/** Cards per group; each group is laid out, hit-tested and painted only near the screen. */
const GROUP_SIZE = 20;

/**
 * Room held for a group not yet rendered: 20 of the bundled topics' cards measure 680 to 800rem
 * on a 412px phone and 450 to 560rem from 640px up. A short last group is always rendered, so the
 * page never holds room for cards it does not have.
 */
const SKIPPABLE_GROUP_CLASS =
  'space-y-6 [contain-intrinsic-size:auto_720rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_500rem]';

type Props = {
  questions: Question[];
  answers: Record<string, Answer>;
  onChoose: (option: string, question: Question) => void;
  disabled: boolean;
};

/**
 * A topic's questions, rendered a few at a time (useProgressiveCount) in lists of GROUP_SIZE.
 * `content-visibility` sits on the groups, not on each card: the browser then tracks 50 boxes of
 * a 1,000-question topic instead of 1,000, and an answer redoes layout for one group
 * (docs/decisions/0007). Skipped groups stay in the page, so find-in-page still reaches them.
 */
export function QuestionList({ questions, answers, onChoose, disabled }: Props) {
  const rendered = useProgressiveCount(questions.length);
  // Cut once per list, so while the list grows only the group that gains cards renders again.
  const groups = useMemo(() => groupsOf(questions), [questions]);

  return (
    // Blocks, not a flex column: a card that grows moves the ones after it without a flex pass.
    // One fieldset disables every card's controls until the app has taken over: when it has, one
    // attribute changes instead of five per card, and no card renders again for it. role="none":
    // to a screen reader a fieldset is a group, and this one would be an unnamed one around the lists.
    <fieldset disabled={disabled} role="none" className="mt-8 min-w-0 space-y-6">
      {groups.slice(0, Math.ceil(rendered / GROUP_SIZE)).map((group, index) => (
        <QuestionGroup
          key={index}
          questions={group}
          first={index * GROUP_SIZE + 1}
          shown={Math.min(group.length, rendered - index * GROUP_SIZE)}
          only={groups.length === 1}
          answers={answers}
          onChoose={onChoose}
        />
      ))}
    </fieldset>
  );
}

/** `questions` is the whole group; the first `shown` of them are rendered so far. */
type GroupProps = Omit<Props, 'disabled'> & { first: number; shown: number; only: boolean };

/** An answer renders its own group only: the others see no change in their questions' answers. */
const QuestionGroup = memo(function QuestionGroup({ questions, first, shown, only, answers, onChoose }: GroupProps) {
  return (
    <ol
      start={first}
      aria-label={only ? 'Questions' : `Questions ${first} to ${first + questions.length - 1}`}
      className={questions.length === GROUP_SIZE ? SKIPPABLE_GROUP_CLASS : 'space-y-6'}
    >
      {questions.slice(0, shown).map((question, offset) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={first + offset}
          chosen={answers[question.id]?.chosen ?? null}
          firstRight={answers[question.id]?.first.correct}
          onChoose={onChoose}
        />
      ))}
    </ol>
  );
}, sameGroup);

function sameGroup(before: GroupProps, after: GroupProps) {
  return (
    before.questions === after.questions &&
    before.first === after.first &&
    before.shown === after.shown &&
    before.only === after.only &&
    before.onChoose === after.onChoose &&
    before.questions.every((question) => sameAnswer(before.answers[question.id], after.answers[question.id]))
  );
}

/** What a card shows of an answer: its chosen option and its first try's verdict. */
const sameAnswer = (before: Answer | undefined, after: Answer | undefined) =>
  before?.chosen === after?.chosen && before?.first.correct === after?.first.correct;

function groupsOf<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += GROUP_SIZE) groups.push(items.slice(start, start + GROUP_SIZE));
  return groups;
}
