import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Question } from '../../contract/quiz';
import { useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { QuestionList } from '../components/question-list';
import { CardExtras } from '../components/card-extras';
import { AnswerFigures } from '../feedback/answer-figures';
import { ReportButton } from '../feedback/report-button';
import { QuickQuizLink } from '../components/quick-quiz-link';
import { ExportMenu } from '../export/export-menu';
import { loadTopicExport } from '../export/export-topics';
import { ReviewModeNav } from '../components/review-mode-nav';
import { TopicScore } from '../components/topic-score';
import { useTopicProgress } from '../hooks/use-topic-progress';
import { apiFetchOf } from '../lib/api-url';
import { sanitizerOf } from '../lib/sanitizer-of';
import { nextTask } from '../lib/take-over';
import { readProgress, saveAnswer, syncTopic } from '../record/progress-store';
import { parseMode, questionsFor } from '../record/review-modes';
import { recordedAnswer } from '../record/source-options';
import { useDocumentHead } from '../hooks/use-document-head';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // The fetchers and their schemas load with the loader: a page the server rendered needs neither.
  const { fetchTopic } = await import('../lib/api');
  // The API, not the app, decides which ids are valid, so a bad one gets the API's 400.
  const [topic, sanitize] = await Promise.all([
    fetchTopic(params.id ?? '', request.signal, apiFetchOf(context)),
    // Question HTML is reduced to the allowlist here, once, before it reaches any component.
    sanitizerOf(context),
  ]);
  const questions: Question[] = [];
  for (const [index, question] of topic.questions.entries()) {
    // A task per batch: sanitizing a 1,000-question topic at once was a task of 370 ms at 4x CPU.
    if (index > 0 && index % SANITIZE_BATCH === 0) await nextTask();
    questions.push({ ...question, question: sanitize(question.question) });
  }
  return { ...topic, questions };
}

/** Questions sanitized in one task, like a group of cards rendered in one (docs/decisions/0007). */
const SANITIZE_BATCH = 20;

const EMPTY_CLASS =
  'mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300';

export function Component() {
  const topic = useLoaderData<typeof loader>();
  const { name } = topic;
  const questionCount = topic.questions.length;
  useDocumentHead(
    t`${name} – Quiz Dojo`,
    t`Practise ${questionCount} multiple-choice questions on ${name} and check your answers.`,
  );
  const topicId = useParams().id ?? '';
  const mode = parseMode(useSearchParams()[0].get('mode'));
  const { progress, answered, correct } = useTopicProgress(topicId);
  const extras = useMemo(() => ({ Report: ReportButton, Figures: AnswerFigures, topicId }), [topicId]);
  const count = topic.questions.length;

  useEffect(() => {
    void syncTopic(topicId, topic.questions);
    // Kept for offline use from the page itself, however it was opened (app/offline/keep-shown.ts).
    if (import.meta.env.PROD)
      void import('../offline/keep-shown').then(
        (module) => module.keepShownTopic(topicId, topic),
        () => undefined,
      );
  }, [topicId, topic]);

  // Read once per mode, not live: a mistake put right stays on screen until the mode is chosen again.
  const shown = useMemo(() => questionsFor(mode, topic.questions, readProgress(topicId)), [mode, topic, topicId]);
  // A question's first answer on this screen rates its review card; another try after the feedback does not.
  const tried = useRef(new Set<string>());
  // Stable across answers, so the memoised cards that did not change are skipped.
  const choose = useCallback(
    (option: string, question: Question) => {
      const key = `${topicId}/${question.id}`;
      const recall = !tried.current.has(key);
      tried.current.add(key);
      void saveAnswer(topicId, count, question.id, recordedAnswer(question, option), { recall });
    },
    [topicId, count],
  );

  return (
    <>
      {/* Quick quiz sits by the heading, as on /topics, so the modes below keep one line on a phone;
          Download follows it, and goes to a line of its own where the three do not fit. */}
      <div className="flex flex-wrap items-start gap-x-2 gap-y-3">
        <h1 className="me-auto min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-slate-50">
          {t`Quiz of ${name}`}
        </h1>
        {count > 0 && (
          <>
            <div className="py-1 sm:py-1.5">
              <QuickQuizLink topic={topicId} />
            </div>
            <div className="py-1 sm:py-1.5">
              <ExportMenu label={t`Download`} load={() => loadTopicExport(topicId)} topicId={topicId} />
            </div>
          </>
        )}
      </div>
      {count === 0 ? (
        <p className={EMPTY_CLASS}>{t`This topic has no questions yet.`}</p>
      ) : (
        <>
          <TopicScore topicId={topicId} total={count} answered={answered} correct={correct} />
          <div className="mt-6">
            <ReviewModeNav current={mode} />
          </div>
          {shown.length === 0 ? (
            <p className={EMPTY_CLASS}>{t`No mistakes to practise: every answered question is right.`}</p>
          ) : (
            <CardExtras.Provider value={extras}>
              <QuestionList questions={shown} answers={progress.answers} onChoose={choose} />
            </CardExtras.Provider>
          )}
        </>
      )}
      <footer className="mt-10 border-t border-slate-200 pt-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {t`Total Quiz: ${count}`}
      </footer>
    </>
  );
}
