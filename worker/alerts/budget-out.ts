import type { AlertRules } from "../contracts/alerts/alert-rules";
import { ALERT_LINKS, type RaisedAlert } from "./alert";

/** A campaign the hourly sync saw out of budget today, at the first local hour it saw it. */
export type BudgetOutToday = { campaignId: string; campaignName: string; hour: number };

const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** One alert per campaign out of budget today before the rule's hour (marketplace time). */
export function budgetOutAlerts(
  { beforeHour }: AlertRules["budgetOut"],
  today: string,
  outs: BudgetOutToday[],
): RaisedAlert[] {
  return outs
    .filter((out) => out.hour < beforeHour)
    .map((out) => ({
      kind: "budgetOut",
      dedupeKey: `budgetOut:${out.campaignId}:${today}`,
      title: `Budget ran out by ${hh(out.hour)}: ${out.campaignName}`,
      text: `Campaign "${out.campaignName}" spent its daily budget by ${hh(out.hour)} today (before ${hh(beforeHour)}, marketplace time) and shows no ads for the rest of the day. Raise its budget or the SKU's Max budget to keep it serving.`,
      link: ALERT_LINKS.campaign(out.campaignId),
    }));
}
