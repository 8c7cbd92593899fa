/**
 * One target per SKU for the automation: a target ACOS in percent. The seller may set a target ACOS
 * (Bid optimization) or a target ROAS; a ROAS is the same goal written the other way round,
 * ACOS = 100 / ROAS (ROAS 4 is ACOS 25 %). When both are stored the target ACOS wins: it is the
 * field of the bid optimisation form itself.
 */
export function targetAcosOf(targetAcos: number | null, targetRoas: number | null): number | null {
  if (targetAcos !== null && targetAcos > 0) return targetAcos;
  if (targetRoas !== null && targetRoas > 0) return 100 / targetRoas;
  return null;
}
