/** The median and range of a few timed samples, in whole ms. */
export function spread(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle] ?? 0) + (sorted[middle + 1] ?? 0)) / 2;
  return { median: Math.round(median), min: Math.round(sorted[0] ?? 0), max: Math.round(sorted.at(-1) ?? 0) };
}
