/** A seeded generator of numbers in [0, 1), so a failing random case names a seed that runs it again. */
export function seededRandom(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}
