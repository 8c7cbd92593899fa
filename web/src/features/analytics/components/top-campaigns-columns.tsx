import { Link } from "@chakra-ui/react";
import type { TopCampaign } from "@contracts/statistics/statistics";
import { Link as RouterLink } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/data-column";
import { metricColumns } from "../../../components/data-table/metric-columns";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { CAMPAIGN_METRICS } from "../../../lib/metrics/metric-catalogue";
import { campaignHref } from "../campaign-href";

/**
 * Columns of the Analytics top-campaigns table: name, then the figures of the range. `onOpen` runs as a
 * campaign's link is followed: the campaign page reads the current profile, which may be another one
 * when the 'Profiles' filter shows All or another profile.
 */
export function topCampaignColumns(
  range: DateRange,
  onOpen: (campaign: TopCampaign) => void,
  currency: string,
): DataColumn<TopCampaign>[] {
  return [
    {
      id: "name",
      header: "Campaign",
      help: "The campaigns with the most sales in the range (then the most spend).",
      width: "56",
      stickyLeft: "0",
      cell: (row) =>
        row.source ? (
          <Link asChild color="blue.fg" fontWeight="medium" lineClamp={2}>
            <RouterLink to={campaignHref(row, range)} onClick={() => onOpen(row)}>
              {row.name}
            </RouterLink>
          </Link>
        ) : (
          row.name
        ),
      csv: (row) => row.name,
      sortValue: (row) => row.name,
    },
    ...metricColumns(CAMPAIGN_METRICS, (row: TopCampaign) => row.report, currency),
  ];
}
