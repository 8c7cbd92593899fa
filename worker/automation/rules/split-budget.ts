/**
 * A SKU's Max daily budget split over the campaigns Skupilot built for it (docs/campaign-structure.md,
 * "The Max budget is the SKU's"): pure arithmetic in integer cents, shared by the services (Advertise,
 * Launch Brand / a competitor, a new Max budget, a seller's edit of one campaign's budget) and the
 * automation's BUDGET_SPLIT rule. The shares add up to the cap exactly, none under Amazon's minimum.
 */

/** Amazon's smallest daily budget of a campaign: 1.00 in the currency of every marketplace Skupilot serves. */
export const MIN_CAMPAIGN_BUDGET_CENTS = 100;

export type SplitMember = {
  id: string;
  /** How much of what is left over the minimums this campaign gets relative to the others (≥ 0). */
  weight: number;
  /** A budget the campaign keeps whatever the split (a seller's own edit, a held campaign): null to split. */
  fixedCents?: number | null;
  /**
   * The most the campaign would use (its recent spend with room to grow): a share over it goes to the
   * others, so money is not parked where it is not spent. Absent: no limit (it ran out, or is new).
   */
  ceilingCents?: number | null;
};

/** The least cap that holds the fixed budgets and Amazon's minimum for each other campaign. */
export const leastCapCents = (members: SplitMember[]) =>
  members.reduce((sum, member) => sum + (member.fixedCents ?? MIN_CAMPAIGN_BUDGET_CENTS), 0);

/**
 * Splits `capCents`: each fixed member keeps its budget; the others share the rest, each Amazon's
 * minimum plus a part of what is left over the minimums by weight (evenly when no weight is
 * positive), none over its ceiling while another can take more (what a ceiling stops goes to the
 * others by weight); once every member is at its ceiling the rest is shared by weight again. The
 * remainder cents go to the largest fractions, so the shares add up to the cap exactly. Null when
 * the cap cannot hold the fixed budgets and a minimum for every other member.
 */
export function splitBudget(capCents: number, members: SplitMember[]): Map<string, number> | null {
  if (leastCapCents(members) > capCents) return null;
  const shares = new Map<string, number>();
  const free = members.filter((member) => member.fixedCents === undefined || member.fixedCents === null);
  let left = capCents;
  for (const member of members) {
    if (member.fixedCents === undefined || member.fixedCents === null) continue;
    shares.set(member.id, member.fixedCents);
    left -= member.fixedCents;
  }
  if (free.length === 0) return shares;
  const spare = left - free.length * MIN_CAMPAIGN_BUDGET_CENTS;
  const weights = free.map((member) => Math.max(0, Number.isFinite(member.weight) ? member.weight : 0));
  const rooms = free.map((member) =>
    member.ceilingCents === undefined || member.ceilingCents === null
      ? Number.POSITIVE_INFINITY
      : Math.max(0, member.ceilingCents - MIN_CAMPAIGN_BUDGET_CENTS),
  );
  const exact = fillByWeight(spare, weights, rooms);
  const whole = exact.map(Math.floor);
  let remainder = spare - whole.reduce((sum, cents) => sum + cents, 0);
  const byFraction = exact
    .map((cents, index) => ({ index, fraction: cents - Math.floor(cents) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (remainder <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    remainder -= 1;
  }
  free.forEach((member, index) => {
    shares.set(member.id, MIN_CAMPAIGN_BUDGET_CENTS + (whole[index] ?? 0));
  });
  return shares;
}

/** `amount` shared by weight (evenly when none is positive) without passing a room while others have some. */
function fillByWeight(amount: number, weights: number[], rooms: number[]): number[] {
  const given = weights.map(() => 0);
  let open = weights.map((_, index) => index).filter((index) => (rooms[index] ?? 0) > 0);
  let left = amount;
  while (left > 1e-9 && open.length > 0) {
    const weightOf = (index: number) => weights[index] ?? 0;
    const total = open.reduce((sum, index) => sum + weightOf(index), 0);
    const part = (index: number) => (total > 0 ? (left * weightOf(index)) / total : left / open.length);
    const full = open.filter((index) => (given[index] ?? 0) + part(index) >= (rooms[index] ?? 0));
    if (full.length === 0) {
      for (const index of open) given[index] = (given[index] ?? 0) + part(index);
      left = 0;
      break;
    }
    for (const index of full) {
      left -= (rooms[index] ?? 0) - (given[index] ?? 0);
      given[index] = rooms[index] ?? 0;
    }
    open = open.filter((index) => !full.includes(index));
  }
  if (left <= 1e-9) return given;
  // Every member at its ceiling: the rest still belongs to the SKU's campaigns, shared as if unlimited.
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return given.map(
    (cents, index) => cents + (total > 0 ? (left * (weights[index] ?? 0)) / total : left / weights.length),
  );
}

/**
 * The split that keeps today's proportions (each campaign's budget over Amazon's minimum is its
 * weight): a new Max budget scales every share, and the same cap reproduces the same budgets.
 */
export const proportionalWeight = (budgetCents: number) =>
  Math.max(0, budgetCents - MIN_CAMPAIGN_BUDGET_CENTS);
