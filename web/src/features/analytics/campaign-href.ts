import type { TopCampaign } from "@contracts/statistics/statistics";
import type { DateRange } from "../../components/date-range-picker/date-range-rules";
import { paths } from "../../config/paths";

/** The campaign's own page, carrying the range (Quick Launch unless it was migrated). */
export function campaignHref(campaign: Pick<TopCampaign, "id" | "source">, range: DateRange) {
  const page =
    campaign.source === "MIGRATED" ? paths.migratedCampaign(campaign.id) : paths.campaign(campaign.id);
  return `${page}?startDate=${range.startDate}&endDate=${range.endDate}`;
}
