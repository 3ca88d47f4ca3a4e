import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useDocumentHead } from '../hooks/use-document-head';
import { useServerView } from '../hooks/use-server-render';
import { readProgress, storedTopicIds } from '../record/progress-read';
import { sanitizerOf } from '../lib/sanitizer-of';
import { serverOptions } from '../lib/server-options';
import { ProgressTransfer } from '../progress-file/progress-transfer';
import { hasCards } from '../record/cards-signal';
import { ApiBusy, LookingForDue, NothingYet } from '../review/review-states';
import { MissingTopics } from '../review/missing-topics';
import type { ReviewTopic } from '../review/round';
import { busyFor } from '../lib/when-busy';
import { CardExtras } from '../components/card-extras';
import { ReportButton } from '../feedback/report-button';

/** A review card can be reported; how others answered is shown on topic pages only. */
const EXTRAS: CardExtras = { Report: ReportButton, topicId: null };

// The round, the card store and the scheduler load only for a learner who has cards (the loader starts them).
const roundModule = () => import('../review/review-round');
const ReviewRound = lazy(() => roundModule().then((module) => ({ default: module.ReviewRound })));

/**
 * Loads the topics of the next round (app/review/review-topics.ts). A 429 that outlasts a short
 * wait is not an outage: the page says when to try again instead of showing the error page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The server cannot see the learner's cards: it sends the page without a round, and the
  // browser runs this loader again once it has taken the page over (see Component).
  if (serverOptions(context)) return { topics: {}, checked: false, noCards: false, missing: [] };
  const answered = storedTopicIds()
    .map((id) => ({ id, answers: readProgress(id).answers }))
    .filter(({ answers }) => Object.keys(answers).length > 0);
  // A new learner has nothing to review: no store, scheduler or API call for them.
  if (!hasCards() && answered.length === 0) return { topics: {}, checked: true, noCards: true, missing: [] };
  void roundModule();
  // Every chunk the round needs is asked for at once: one after another, each link of the chain
  // waited for its turn on the CPU, which on a busy machine took seconds (issue 22).
  const [{ seedCards }, { loadReviewTopics }, sanitize] = await Promise.all([
    import('../record/card-store'),
    import('../review/review-topics'),
    sanitizerOf(context),
  ]);
  const now = new Date();
  // An answer stored without its card (the page was left before the card store had loaded, or it
  // could not load offline) gets one here, not only on the topic's next visit.
  for (const { id, answers } of answered) seedCards(id, answers, now);
  let fetched;
  try {
    fetched = await loadReviewTopics(now, request.signal);
  } catch (error) {
    const seconds = busyFor(error);
    if (seconds === undefined) throw error;
    return { topics: {}, checked: true, noCards: false, missing: [], busyFor: seconds };
  }
  const topics: Record<string, ReviewTopic> = {};
  for (const [id, topic] of Object.entries(fetched.topics))
    topics[id] = {
      name: topic.name,
      questions: topic.questions.map((question) => ({ ...question, question: sanitize(question.question) })),
    };
  return { topics, checked: true, noCards: false, missing: fetched.missing.map((topic) => topic.name) };
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const { topics, checked, noCards, missing } = loaded;
  const busy = 'busyFor' in loaded ? loaded.busyFor : undefined;
  const serverView = useServerView();
  useDocumentHead(t`Review – Quiz Dojo`, t`Questions you answered before, back when it is time to review them.`);
  const revalidator = useRevalidator();
  const [round, setRound] = useState(0);
  // A new round with the cards as they are now (after a round, or an import), their topics loaded first.
  useEffect(() => {
    if (!checked && !serverView) void revalidator.revalidate();
    // Once, when the server's page has been taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, serverView]);
  const anotherRound = async () => {
    await revalidator.revalidate();
    setRound((value) => value + 1);
  };

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">{t`Review`}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t`Questions you answered come back here, wrong ones at once and right ones after a growing interval.`}
      </p>
      {!checked || serverView ? (
        <LookingForDue />
      ) : noCards ? (
        <NothingYet />
      ) : busy !== undefined ? (
        <ApiBusy seconds={busy} onRetry={() => void anotherRound()} />
      ) : (
        <>
          <MissingTopics names={missing} />
          <Suspense fallback={<LookingForDue />}>
            <CardExtras.Provider value={EXTRAS}>
              <ReviewRound key={round} topics={topics} onAnotherRound={anotherRound} leftOut={missing.length > 0} />
            </CardExtras.Provider>
          </Suspense>
        </>
      )}
      <ProgressTransfer onImported={() => void anotherRound()} />
    </>
  );
}
