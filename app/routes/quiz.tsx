import { t } from '@lingui/core/macro';
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
import { matchingPool } from '../quiz/select';
import { parseSettings, settingsSearch, withTopicTags, type QuizSettings } from '../quiz/settings';
import { useSelectionPool } from '../quiz/use-selection-pool';
import { isFiltered, selectExport, tagsOf, type Selection } from '../../contract/export/selection';
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
  const linked = useMemo(() => {
    const parsed = parseSettings(params);
    const { topic } = parsed.settings;
    if (topic === 'all' || topics.some((known) => known.id === topic)) return parsed;
    // A tag is one topic's; settingsSearch leaves it out for all topics.
    return {
      settings: { ...parsed.settings, topic: 'all' as const, tag: undefined },
      problems: [...parsed.problems, t`There is no topic ${topic}, so all topics are set.`],
    };
  }, [params, topics]);
  const { pool, error: poolError } = useSelectionPool(linked.settings, topics);
  const one = linked.settings.topic === 'all' ? undefined : pool?.[0];
  const tags = useMemo(() => (one ? tagsOf(one.questions) : undefined), [one]);
  const { settings, problems } = useMemo(
    () => (one && tags ? withTopicTags(linked, one.name, tags) : linked),
    [linked, one, tags],
  );
  const matched = pool && matchingPool(pool, settings).reduce((sum, topic) => sum + topic.questions.length, 0);
  const quiz = useQuizRound(settings, topics, pool);
  useDocumentHead(
    t`Quick quiz – Quiz Dojo`,
    t`Answer 5, 10 or 20 random questions from one topic or all of them, timed if you like, and see your score.`,
  );
  // Replace, not push: Back leaves the quiz instead of stepping through every setting tried.
  const change = (next: QuizSettings) => setParams(settingsSearch(next), { replace: true, preventScrollReset: true });

  const { round } = quiz;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">{t`Quick quiz`}</h1>
      {round === null ? (
        <>
          <QuizSetup
            topics={topics}
            settings={settings}
            problems={problems}
            tags={settings.topic === 'all' ? undefined : (tags ?? [])}
            matched={matched}
            onChange={change}
            onStart={quiz.start}
            loading={quiz.loading}
            error={quiz.error ?? poolError}
          />
          {settings.topic !== 'all' && matched !== 0 && (
            <SetupDownload topicId={String(settings.topic)} selection={settings} />
          )}
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

/**
 * The chosen topic as a file, whole or only the questions matching the filters (the round itself is
 * drawn only when it starts).
 */
function SetupDownload({ topicId, selection: { difficulty, tag } }: { topicId: string; selection: Selection }) {
  const selection = { difficulty, tag };
  return (
    <div className="mt-4">
      <ExportMenu
        label={isFiltered(selection) ? t`Download this selection` : t`Download this topic`}
        topicId={topicId}
        selection={selection}
        load={async () => selectExport(await loadTopicExport(topicId), selection)}
      />
    </div>
  );
}

/** The round's questions, read again from their topics: the round's copies are shuffled and sanitized for the screen. */
function RoundDownload({ items }: { items: Round['items'] }) {
  const load = async () => {
    const refs = items.map((item) => ({ topicId: String(item.topicId), questionId: item.question.id }));
    return exportSetOf('quick-quiz', t`Quick quiz`, '/quiz', await questionsOf(refs));
  };
  return <ExportMenu label={t`Download these questions`} load={load} />;
}
