import { t } from '@lingui/core/macro';
import { useNavigation } from 'react-router';

/**
 * The current screen stays while the next one loads; this bar is the only sign of it.
 * `always` covers the very first load, which is not a navigation.
 */
export function ProgressBar({ always = false }: { always?: boolean }) {
  const navigation = useNavigation();
  if (!always && navigation.state === 'idle') return null;

  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-indigo-100"
    >
      <div className="progress-slide h-full w-2/5 bg-indigo-600" />
    </div>
  );
}
