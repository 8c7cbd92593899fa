import type { OwnProfile } from "../../../access/own-profile";
import type { ImpactGroup } from "../../../contracts/automation/change-impact";
import { shiftDate } from "../../../contracts/date-range";
import type { Database } from "../../../db/client";
import { dailyFigures } from "../../statistics/daily";
import { scopeMoney } from "../../statistics/scope-money";
import { beforeAfter } from "./before-after";

export type GroupStart = Omit<ImpactGroup, "before" | "after">;

/**
 * Each group's SKU figures before and after its first change, from the daily statistics the sync
 * stores: one read of a SKU's days covers every group of that SKU.
 */
export async function skuWindows(
  db: Database,
  owner: { organisationId: string; profile: OwnProfile },
  groups: GroupStart[],
  days: number,
  reportedThrough: string | null,
): Promise<ImpactGroup[]> {
  const money = scopeMoney([owner.profile]);
  const bySku = new Map<number, GroupStart[]>();
  for (const group of groups) bySku.set(group.skuId, [...(bySku.get(group.skuId) ?? []), group]);
  const figures = new Map<number, Awaited<ReturnType<typeof dailyFigures>>>();
  for (const [skuId, skuGroups] of bySku) {
    const dates = skuGroups.map((group) => group.changedOn).sort();
    const range = {
      startDate: shiftDate(dates[0] ?? "", -days),
      endDate: shiftDate(dates[dates.length - 1] ?? "", days - 1),
    };
    const scope = {
      organisationId: owner.organisationId,
      profileId: owner.profile.id,
      state: "ALL",
      advertisedSkuId: skuId,
    } as const;
    figures.set(skuId, await dailyFigures(db, scope, range, money));
  }
  return groups.map((group) => ({
    ...group,
    ...beforeAfter(figures.get(group.skuId) ?? new Map(), group.changedOn, days, reportedThrough),
  }));
}
