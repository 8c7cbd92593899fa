/**
 * One target per SKU (issue 29 item 2): target ACOS and target ROAS are one goal written two ways,
 * ACOS = 100 / ROAS (ROAS 4 is ACOS 25 %). Saving either stores both (`oneTarget`, used by
 * PUT /api/advertised-sku/{profileId}/{skuId}), so the Target ROAS card, the Bid optimization form,
 * the API and the automation all read the same goal. Rows saved before that could hold two different
 * values; migration `one_target` set each row's ROAS from its ACOS, the value the automation had been
 * bidding toward (docs/automation/bids.md).
 */
export function targetAcosOf(targetAcos: number | null, targetRoas: number | null): number | null {
  if (targetAcos !== null && targetAcos > 0) return targetAcos;
  if (targetRoas !== null && targetRoas > 0) return 100 / targetRoas;
  return null;
}

/** The target ROAS of a target ACOS in percent, and the other way round (the same formula). */
export const convertTarget = (value: number) => 100 / value;

/** Both written in one request agree when each is the other's conversion to within display rounding (0.01). */
export const targetsAgree = (targetAcos: number, targetRoas: number) =>
  Math.abs(targetAcos - convertTarget(targetRoas)) < 0.01 ||
  Math.abs(targetRoas - convertTarget(targetAcos)) < 0.01;

export const TARGETS_DISAGREE_MESSAGE =
  "Target ROAS and target ACOS are one goal (ACOS = 100 / ROAS): send one of them, or two that agree";

/**
 * The two columns a saved target sets: the value sent and its conversion. Undefined when neither is
 * sent; null when both are sent and disagree (the caller refuses the request).
 */
export function oneTarget(
  targetAcos: number | undefined,
  targetRoas: number | undefined,
): { targetAcos: number; targetRoas: number } | undefined | null {
  if (targetAcos !== undefined && targetRoas !== undefined) {
    return targetsAgree(targetAcos, targetRoas) ? { targetAcos, targetRoas } : null;
  }
  if (targetAcos !== undefined) return { targetAcos, targetRoas: convertTarget(targetAcos) };
  if (targetRoas !== undefined) return { targetAcos: convertTarget(targetRoas), targetRoas };
  return undefined;
}
