/**
 * How many cards fall due on each of the next `days` local days: index 0 is today, overdue cards
 * included; cards due later are left out. Days are the browser's calendar days, so a day of a
 * daylight-saving change counts as one day.
 */
export function dueForecast(cards: readonly { due: number }[], now: Date, days: number): number[] {
  const counts = Array.from({ length: Math.max(0, days) }, () => 0);
  // Midnight at the end of each day: ends[i] is the start of day i + 1.
  const ends = counts.map((_, index) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + index + 1).getTime(),
  );
  for (const card of cards) {
    const day = ends.findIndex((end) => card.due < end);
    if (day >= 0) counts[day]! += 1;
  }
  return counts;
}
