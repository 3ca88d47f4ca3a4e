import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { formatClock, startCountdown } from './countdown';

/**
 * The time left of a timed round. The clock itself is not live (a screen reader would read it every
 * second); one polite announcement says when a minute is left, and `onEnd` stops the round at zero.
 */
export function QuizTimer({ deadline, onEnd }: { deadline: number; onEnd: () => void }) {
  const [left, setLeft] = useState(() => Math.max(0, deadline - Date.now()));
  const [warned, setWarned] = useState(false);

  useEffect(
    () => startCountdown(deadline, { onTick: setLeft, onWarning: () => setWarned(true), onEnd }),
    [deadline, onEnd],
  );

  return (
    <div className="text-end">
      <p
        className={`font-mono text-lg font-semibold tabular-nums ${warned ? 'text-amber-800 dark:text-amber-300' : 'text-slate-800 dark:text-slate-100'}`}
      >
        <span className="font-sans text-sm font-medium">{t`Time left`} </span>
        <span role="timer">{formatClock(left)}</span>
      </p>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-amber-800 dark:text-amber-300">
        {warned ? t`One minute left` : ''}
      </p>
    </div>
  );
}
