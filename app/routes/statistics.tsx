import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchTopics } from '../lib/api';
import { useDocumentHead } from '../hooks/use-document-head';
import { StatisticsPage } from '../stats/statistics-page';

export function loader({ request }: LoaderFunctionArgs) {
  return fetchTopics(request.signal);
}

export function Component() {
  const topics = useLoaderData<typeof loader>();
  useDocumentHead('Statistics – Quiz Dojo', 'Your activity, streak and accuracy in every Quiz Dojo topic.');
  return <StatisticsPage topics={topics} />;
}
