/**
 * The one target the rules steer to, as an ACOS %: the bid optimisation's target ACOS when set,
 * else the SKU's target ROAS read as its ACOS (100 / ROAS: ROAS 4 → ACOS 25 %); null when neither is set.
 */
export function targetAcosOf(targetAcos: number | null, targetRoas: number | null): number | null {
  if (targetAcos !== null && targetAcos > 0) return targetAcos;
  if (targetRoas !== null && targetRoas > 0) return 100 / targetRoas;
  return null;
}
