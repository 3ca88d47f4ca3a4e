import { t } from '@lingui/core/macro';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Question } from '../../contract/quiz';
import { sameAnswer, useCardIslands } from '../hooks/use-card-islands';
import { useServerRender } from '../hooks/use-server-render';
import type { Answer } from '../record/progress-store';
import { shownAnswer } from '../record/source-options';
import { isFirstPass } from '../lib/take-over';
import { QuestionCard } from './question-card';

/** Cards per group; each group is laid out, hit-tested and painted only near the screen. */
const GROUP_SIZE = 20;

/**
 * Room held for a group off screen: 20 of the bundled topics' cards measure 680 to 800rem on a
 * 412px phone and 450 to 560rem from 640px up. A short last group is always laid out, so the page
 * never holds room for cards it does not have.
 */
const SKIPPABLE_GROUP_CLASS =
  'space-y-6 [contain-intrinsic-size:auto_720rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_500rem]';
/** Blocks, not a flex column: a card that grows moves the ones after it without a flex pass. */
const LIST_CLASS = 'mt-8 min-w-0 space-y-6';
/** What keeps the server's cards as they are while the page is hydrated (Preact leaves this HTML alone). */
const SERVER_HTML = { __html: '' };
/** Room held for a full group the app has not rendered yet, as for one off screen: the page does not grow as they come. */
const PENDING_GROUP_CLASS = 'h-[720rem] sm:h-[500rem]';

type Props = {
  questions: Question[];
  answers: Record<string, Answer>;
  onChoose: (option: string, question: Question) => void;
};

/**
 * A topic's questions, every one in the page, in lists of GROUP_SIZE. `content-visibility` sits on
 * the groups: the browser tracks 50 boxes of a 1,000-question topic instead of 1,000, and an answer
 * redoes layout for one group (docs/decisions/0007). On a page the server sent, the cards stay its
 * HTML and each becomes interactive on its own as it nears the screen or is first used
 * (useCardIslands, docs/decisions/0006); elsewhere the app renders them, a group a task.
 */
export function QuestionList({ questions, answers, onChoose }: Props) {
  const server = useServerRender() !== null;
  // Only hydration's first pass finds the cards in the page: a topic opened from a link while the
  // rest of the last page still hydrates would otherwise keep an empty list as "the server's".
  const [sent] = useState(() => (isFirstPass() ? questions : null));
  const islands = !server && sent === questions;
  const container = useRef<HTMLDivElement>(null);
  useCardIslands(container, islands ? questions : null, answers, onChoose);
  const groups = useMemo(() => groupsOf(questions), [questions]);
  // Rendered by the app (a topic opened from within it, or offline), the first group, taller than
  // any screen, comes at once and each other one in a task of its own: no task grows with the topic.
  const [rendered, setRendered] = useState({ of: questions, groups: 1 });
  const ready = server ? groups.length : rendered.of === questions ? rendered.groups : 1;
  useEffect(() => {
    if (islands || ready >= groups.length) return;
    const timer = window.setTimeout(() => setRendered({ of: questions, groups: ready + 1 }), 0);
    return () => window.clearTimeout(timer);
  }, [islands, questions, ready, groups.length]);

  if (islands) return <div ref={container} className={LIST_CLASS} dangerouslySetInnerHTML={SERVER_HTML} />;
  return (
    <div className={LIST_CLASS}>
      {groups.map((group, index) =>
        index >= ready ? (
          <div key={index} className={group.length === GROUP_SIZE ? PENDING_GROUP_CLASS : undefined} />
        ) : (
          <QuestionGroup
            key={index}
            questions={group}
            first={index * GROUP_SIZE + 1}
            only={groups.length === 1}
            answers={answers}
            onChoose={onChoose}
          />
        ),
      )}
    </div>
  );
}

type GroupProps = Props & { first: number; only: boolean };

/** An answer renders its own group only: the others see no change in their questions' answers. */
const QuestionGroup = memo(function QuestionGroup({ questions, first, only, answers, onChoose }: GroupProps) {
  const last = first + questions.length - 1;
  return (
    <ol
      start={first}
      aria-label={only ? t`Questions` : t`Questions ${first} to ${last}`}
      className={questions.length === GROUP_SIZE ? SKIPPABLE_GROUP_CLASS : 'space-y-6'}
    >
      {questions.map((question, offset) => (
        <QuestionCard
          key={question.id}
          question={question}
          number={first + offset}
          chosen={shownAnswer(question, answers[question.id])}
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
    before.only === after.only &&
    before.onChoose === after.onChoose &&
    before.questions.every((question) => sameAnswer(before.answers[question.id], after.answers[question.id]))
  );
}

function groupsOf<T>(items: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += GROUP_SIZE) groups.push(items.slice(start, start + GROUP_SIZE));
  return groups;
}
