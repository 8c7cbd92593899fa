/**
 * How many SKUs' snapshots one read loads. A SKU with 2,000 keywords and targets and 30 days of
 * figures is ~14 MB of heap as a snapshot (bench:automation): a profile of 50 such SKUs read at once
 * (~700 MB, 3.7 M rows in one answer) would not fit a Worker's 128 MB, two at a time do.
 */
export const SKUS_PER_READ = 2;

/**
 * At most this many reads an invocation (14 D1 statements each): the SKUs one invocation plans (at
 * most PLAN_BUDGET.skus) are read in larger groups when there are many, rather than pass the
 * invocation's 1,000 D1 queries.
 */
export const MAX_SNAPSHOT_READS = 25;

/** The SKUs in the groups their snapshots are read in, in order. */
export function snapshotGroups<T>(skus: T[]): T[][] {
  const size = Math.max(SKUS_PER_READ, Math.ceil(skus.length / MAX_SNAPSHOT_READS));
  const groups: T[][] = [];
  for (let start = 0; start < skus.length; start += size) groups.push(skus.slice(start, start + size));
  return groups;
}
