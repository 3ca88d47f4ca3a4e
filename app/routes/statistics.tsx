import { t } from '@lingui/core/macro';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { fetchTopics } from '../lib/api';
import { useDocumentHead } from '../hooks/use-document-head';
import { dueForecast } from '../review/due-forecast';
import { useReviewCards } from '../review/use-review-cards';
import { StatisticsPage } from '../stats/statistics-page';
import { SharingToggle } from '../feedback/sharing-toggle';
import { LearnerSetsSection } from '../export/learner-sets-section';

/** Reviews due over the next two weeks. */
const FORECAST_DAYS = 14;

export function loader({ request }: LoaderFunctionArgs) {
  return fetchTopics(request.signal);
}

export function Component() {
  const topics = useLoaderData<typeof loader>();
  const cards = useReviewCards();
  useDocumentHead(t`Statistics – Quiz Dojo`, t`Your activity, streak and accuracy in every Quiz Dojo topic.`);
  // A learner without review cards gets no forecast section rather than fourteen zeros.
  const dueCounts =
    cards.length > 0
      ? dueForecast(
          cards.map((entry) => entry.card),
          new Date(),
          FORECAST_DAYS,
        )
      : undefined;
  return (
    <>
      <StatisticsPage topics={topics} dueCounts={dueCounts} />
      <LearnerSetsSection />
      <SharingToggle />
    </>
  );
}
