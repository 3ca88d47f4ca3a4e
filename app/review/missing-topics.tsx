/** "A, B and C" */
function listOf(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The topics whose due questions the round leaves out, because they could not be loaded now:
 * offline and not saved on this device, or the quiz API out of reach. Their cards are kept.
 */
export function MissingTopics({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      Not in this round: the questions due from {listOf(names)}, which could not be loaded (not saved on this device for
      offline use, or the quiz API cannot be reached). They wait for your next review online.
    </p>
  );
}
