/** Topic fetches in flight at once: a round touches at most a few topics, and the API limits each address. */
export const TOPIC_FETCHES_AT_ONCE = 3;

/**
 * `task` over every item, at most `size` running at a time, results in the items' order. On the
 * first failure no further task starts, and the promise rejects with it once the running ones end.
 */
export async function inPool<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(size, items.length) }, worker));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
