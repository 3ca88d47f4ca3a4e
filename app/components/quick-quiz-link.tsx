import { t } from '@lingui/core/macro';
import { useFollowLinks } from '../hooks/use-follow-links';
import { pagePath } from '../i18n/page-path';

/**
 * The way into a quick quiz of one topic (its id) or of all ('all'): a plain link to its settings,
 * which live in the URL (app/routes/quiz.tsx), followed in the app by the shared handler.
 */
export function QuickQuizLink({ topic }: { topic: string }) {
  const followLinks = useFollowLinks();
  return (
    <a
      href={pagePath(`/quiz?topic=${encodeURIComponent(topic)}`)}
      onClick={followLinks}
      className="inline-flex items-center rounded-lg border border-indigo-700 px-4 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 dark:border-indigo-300 dark:text-indigo-200 dark:hover:bg-indigo-950"
    >
      {t`Quick quiz`}
    </a>
  );
}
