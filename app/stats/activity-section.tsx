import { plural, t } from '@lingui/core/macro';
import type { ActivityLog } from '../record/days';
import { ActivityCalendar, ActivityLegend } from './activity-calendar';
import { calendarWeeks, currentStreak, dayKey, firstDayOfWeek } from '../record/days';

const WEEKS = 12;

const days = (count: number) => plural(count, { one: '# day', other: '# days' });
const answerCount = (count: number) => plural(count, { one: '# answer', other: '# answers' });
const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';

/** The streak and the last twelve weeks of practice, from the activity log. */
export function ActivitySection({ log, today }: { log: ActivityLog; today: Date }) {
  const streak = currentStreak(log, today);
  const practisedToday = log.has(dayKey(today));
  const weeks = calendarWeeks(log, today, WEEKS, firstDayOfWeek());
  const practised = weeks.flat().filter((day) => day.answered > 0);
  const answers = answerCount(practised.reduce((sum, day) => sum + day.answered, 0));
  const onDays = days(practised.length);
  const hint = practisedToday
    ? t`You have practised today.`
    : streak > 0
      ? t`Answer a question today to keep it going.`
      : t`Answer a question today to start one.`;

  return (
    <section aria-labelledby="activity" className="mt-10">
      <h2 id="activity" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {t`Your activity`}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[16rem_1fr]">
        <div className={CARD}>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t`Current streak`}</p>
          <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-50">{days(streak)}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t`Days in a row with at least one answer, up to today (or yesterday, until today's first answer).`} {hint}
          </p>
        </div>
        <div className={CARD}>
          <p className="mb-3 text-slate-700 dark:text-slate-200">{t`Last ${WEEKS} weeks: ${answers} on ${onDays}.`}</p>
          <p className="-mt-2 mb-3 text-sm text-slate-600 dark:text-slate-300">
            {t`A question counts each time it is answered on a visit or in a review round; another try after its feedback does not.`}
          </p>
          <ActivityCalendar weeks={weeks} />
          <ActivityLegend />
        </div>
      </div>
    </section>
  );
}
