import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QuickQuizLink } from '../components/quick-quiz-link';
import { TopicCard } from '../components/topic-card';
import { prefetchTopic } from './prefetch-topic';
import { apiFetchOf } from '../lib/api-url';
import { useDocumentHead } from '../hooks/use-document-head';
import { useFollowLinks } from '../hooks/use-follow-links';
import { useProgressByTopic } from '../hooks/use-progress-by-topic';
import { SaveAllTopics } from '../offline/save-all-topics';
import { useOnline } from '../hooks/use-online';
import { useSavedTopics } from '../offline/use-saved-topics';

/** Cards in the first row on the widest grid; later ones wait until scrolled near. */
const FIRST_ROW = 4;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The fetchers and their schemas load with the loader: a page the server rendered needs neither.
  const { fetchTopics } = await import('../lib/api');
  return fetchTopics(request.signal, apiFetchOf(context));
}

export function Component() {
  const topics = useLoaderData<typeof loader>();
  const followLinks = useFollowLinks();
  // One subscription for the whole list: a page of cards hydrates and updates as one.
  const topicIds = useMemo(() => topics.map((topic) => topic.id), [topics]);
  const progress = useProgressByTopic(topicIds);
  const saved = useSavedTopics();
  const online = useOnline();
  useDocumentHead(
    t`Topics – Quiz Dojo`,
    t`Pick a coding topic, from JavaScript to Git, and start practising its questions.`,
  );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">{t`Topics`}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t`Pick a topic and start practising.`}</p>
        </div>
        {topics.length > 0 && <QuickQuizLink topic="all" />}
      </div>
      {topics.length > 0 && <SaveAllTopics topicIds={topicIds} />}
      {topics.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          {t`No topics yet.`}
        </p>
      ) : (
        <ul
          onClick={followLinks}
          className="mt-6 grid grid-cols-1 gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4"
        >
          {topics.map((topic, index) => (
            <TopicCard
              key={topic.id}
              topic={topic}
              answered={progress.get(topic.id)?.answered ?? 0}
              savedOffline={saved?.has(topic.id) ?? false}
              unavailable={!online && saved !== null && !saved.has(topic.id)}
              eager={index < FIRST_ROW}
              onIntent={prefetchTopic}
            />
          ))}
        </ul>
      )}
    </>
  );
}
