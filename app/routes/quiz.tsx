import { useMemo } from 'react';
import { CardExtras } from '../components/card-extras';
import { ReportButton } from '../feedback/report-button';
import {
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useDocumentHead } from '../hooks/use-document-head';
import { fetchTopics } from '../lib/api';
import { ExportMenu } from '../export/export-menu';
import { exportSetOf, loadTopicExport, questionsOf } from '../export/export-topics';
import { apiFetchOf } from '../lib/api-url';
import { QuizResults } from '../quiz/quiz-results';
import { QuizRun } from '../quiz/quiz-run';
import { QuizSetup } from '../quiz/quiz-setup';
import { parseSettings, settingsSearch, type QuizSettings } from '../quiz/settings';
import { useQuizRound } from '../quiz/use-quiz-round';
import type { Round } from '../quiz/round';

/** The topic list names the choices and sizes the draw; questions are fetched when a round starts. */

/** A question of the results can be reported. */
const EXTRAS: CardExtras = { Report: ReportButton, topicId: null };

export function loader({ request, context }: LoaderFunctionArgs) {
  return fetchTopics(request.signal, apiFetchOf(context));
}

/** The settings change only the query string, and the topic list does not depend on it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function Component() {
  const topics = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const { settings, problems } = useMemo(() => {
    const parsed = parseSettings(params);
    const { topic } = parsed.settings;
    if (topic === 'all' || topics.some((known) => known.id === topic)) return parsed;
    return {
      settings: { ...parsed.settings, topic: 'all' as const },
      problems: [...parsed.problems, `There is no topic ${topic}, so all topics are set.`],
    };
  }, [params, topics]);
  const quiz = useQuizRound(settings, topics);
  useDocumentHead(
    'Quick quiz – Quiz Dojo',
    'Answer 5, 10 or 20 random questions from one topic or all of them, timed if you like, and see your score.',
  );
  // Replace, not push: Back leaves the quiz instead of stepping through every setting tried.
  const change = (next: QuizSettings) => setParams(settingsSearch(next), { replace: true, preventScrollReset: true });

  const { round } = quiz;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">Quick quiz</h1>
      {round === null ? (
        <>
          <QuizSetup
            topics={topics}
            settings={settings}
            problems={problems}
            onChange={change}
            onStart={quiz.start}
            loading={quiz.loading}
            error={quiz.error}
          />
          {settings.topic !== 'all' && <SetupDownload topicId={String(settings.topic)} />}
        </>
      ) : round.endedAt === undefined ? (
        <QuizRun key={quiz.attempt} round={round} onAnswer={quiz.choose} onNext={quiz.next} onTimeUp={quiz.timeUp} />
      ) : (
        <CardExtras.Provider value={EXTRAS}>
          <QuizResults
            key={quiz.attempt}
            round={round}
            onRetryMistakes={quiz.retryMistakes}
            onNewRound={quiz.start}
            onSettings={quiz.toSettings}
            loading={quiz.loading}
            actions={<RoundDownload items={round.items} />}
          />
        </CardExtras.Provider>
      )}
    </>
  );
}

/** The chosen topic, whole, as a file (the round itself is drawn only when it starts). */
function SetupDownload({ topicId }: { topicId: string }) {
  return (
    <div className="mt-4">
      <ExportMenu label="Download this topic" topicId={topicId} load={() => loadTopicExport(topicId)} />
    </div>
  );
}

/** The round's questions, read again from their topics: the round's copies are shuffled and sanitized for the screen. */
function RoundDownload({ items }: { items: Round['items'] }) {
  const load = async () => {
    const refs = items.map((item) => ({ topicId: String(item.topicId), questionId: item.question.id }));
    return exportSetOf('quick-quiz', 'Quick quiz', '/quiz', await questionsOf(refs));
  };
  return <ExportMenu label="Download these questions" load={load} />;
}
