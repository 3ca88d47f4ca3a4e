import { CLOCK_SKEW_MS } from '../../contract/progress/time-bounds';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const beyond = (time: unknown, latest: number) => typeof time === 'number' && time > latest;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** Tomorrow on this device, YYYY-MM-DD: the latest day the bounds accept (isDayKey). */
function latestDay(now: number): string {
  const day = new Date(now);
  const tomorrow = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}

/**
 * The account's reply without what lies ahead of this device's clock. The server checked every
 * time against its own clock; a device whose clock is set back more than a day would refuse them
 * all (the stored progress accepts no later time, docs/progress-format.md#bounds), so such records
 * wait on the account, untouched, and come with the first reply after the clock is set right.
 * Answers, cards and days held back stay as this device has them; `heldBack` counts the answers.
 * A reset ahead of the clock still hides every answer this device has (none is later than its
 * clock allows), so it is taken as the latest time the bounds accept, which hides the same ones.
 * Anything not of the view's shape is left as it is, for the schema to judge.
 */
export function holdBackAhead(view: unknown, now: number): { view: unknown; heldBack: number } {
  if (!isObject(view)) return { view, heldBack: 0 };
  const latest = now + CLOCK_SKEW_MS;
  let heldBack = 0;
  const answers = mapTopics(view.answers, (answer) => {
    const ahead =
      isObject(answer) && (beyond(answer.at, latest) || (isObject(answer.first) && beyond(answer.first.at, latest)));
    if (ahead) heldBack++;
    return !ahead;
  });
  const cards = mapTopics(view.cards, (card) => !(isObject(card) && beyond(card.lastReview, latest)));
  const lastDay = latestDay(now);
  const activity = isObject(view.activity)
    ? Object.fromEntries(Object.entries(view.activity).filter(([day]) => !(DAY.test(day) && day > lastDay)))
    : view.activity;
  const resets = isObject(view.resets)
    ? Object.fromEntries(
        Object.entries(view.resets).map(([topicId, at]) => [topicId, beyond(at, latest) ? latest : at]),
      )
    : view.resets;
  return { view: { ...view, answers, cards, activity, resets }, heldBack };
}

/** Each topic's entries kept where `keep` says so; a value not of the shape stays as it is. */
function mapTopics(byTopic: unknown, keep: (entry: unknown) => boolean): unknown {
  if (!isObject(byTopic)) return byTopic;
  return Object.fromEntries(
    Object.entries(byTopic).map(([topicId, entries]) => [
      topicId,
      isObject(entries) ? Object.fromEntries(Object.entries(entries).filter(([, entry]) => keep(entry))) : entries,
    ]),
  );
}
