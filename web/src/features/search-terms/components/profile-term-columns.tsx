import { Button, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { ProfileSearchTermRow } from "@contracts/search-terms/profile-search-terms";
import { Link } from "react-router-dom";
import type { DataColumn } from "../../../components/data-table/data-column";
import { metricColumns } from "../../../components/data-table/metric-columns";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import {
  searchTermColumn,
  termActionsColumn,
  termStatusColumn,
  termTypeColumn,
} from "../../../components/search-terms/term-columns";
import { paths } from "../../../config/paths";
import type { MetricKey } from "../../../lib/metrics/metric-catalogue";
import { NOT_MANAGED_HINT } from "../lib/term-list-texts";

type Options = {
  currency: string;
  limited: boolean;
  range: DateRange | undefined;
  onAction: (kind: "negate" | "keyword", row: ProfileSearchTermRow) => void;
  onFilterCampaign: (row: ProfileSearchTermRow) => void;
  onFilterSku: (row: ProfileSearchTermRow) => void;
  /** The campaign or SKU the list is filtered to already: its link is not offered again. */
  filtered: { campaignId?: string; skuId?: string };
};

const campaignPath = (row: ProfileSearchTermRow, range: DateRange | undefined) => {
  const path =
    row.source === "MIGRATED" ? paths.migratedCampaign(row.campaignId) : paths.campaign(row.campaignId);
  return range ? `${path}?startDate=${range.startDate}&endDate=${range.endDate}` : path;
};

/** Where the term ran: its campaign (a link to its page when Skupilot manages it) and SKU, each also a filter. */
function CampaignCell({
  row,
  range,
  onFilterCampaign,
  onFilterSku,
  filtered,
}: { row: ProfileSearchTermRow } & Pick<Options, "range" | "onFilterCampaign" | "onFilterSku" | "filtered">) {
  return (
    <Stack gap="0" align="flex-start">
      {row.source ? (
        <ChakraLink asChild color="blue.fg" lineClamp={1}>
          <Link to={campaignPath(row, range)}>{row.campaignName}</Link>
        </ChakraLink>
      ) : (
        <Text lineClamp={1}>{row.campaignName}</Text>
      )}
      <Stack direction="row" gap="2">
        {filtered.campaignId === undefined && (
          <Button
            size="2xs"
            variant="plain"
            padding="0"
            color="fg.muted"
            onClick={() => onFilterCampaign(row)}
          >
            Only this campaign
          </Button>
        )}
        {row.sku && filtered.skuId === undefined && (
          <Button size="2xs" variant="plain" padding="0" color="fg.muted" onClick={() => onFilterSku(row)}>
            SKU {row.sku.sku}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** What wasted and converting terms are judged by, before the marks and actions: they show without scrolling at 1440 px. */
const FIRST_FIGURES: readonly MetricKey[] = ["clicks", "spend", "sales"];
const OTHER_FIGURES: readonly MetricKey[] = ["acos", "impressions", "units", "roas", "ctr", "cvr"];

/** The profile's search-term table: the campaign page's columns with the campaign (and SKU) each term ran in, sorted by the server. */
export function profileTermColumns(options: Options): DataColumn<ProfileSearchTermRow>[] {
  const campaign: DataColumn<ProfileSearchTermRow> = {
    id: "campaign",
    header: "Campaign",
    help: "The campaign the term ran in, and the SKU it advertises; filter the list by either.",
    minWidth: "48",
    cell: (row) => <CampaignCell row={row} {...options} />,
    csv: (row) => row.campaignName,
  };
  return [
    // The term stays in view while the campaign, marks and figures scroll sideways (a phone's 390 px).
    { ...searchTermColumn<ProfileSearchTermRow>(), minWidth: "40", stickyLeft: "0" },
    campaign,
    ...metricColumns<ProfileSearchTermRow>(FIRST_FIGURES, (row) => row, options.currency),
    termStatusColumn(),
    termActionsColumn({
      limited: options.limited,
      onAction: options.onAction,
      unavailable: (row) => (row.source ? null : NOT_MANAGED_HINT),
    }),
    ...metricColumns<ProfileSearchTermRow>(OTHER_FIGURES, (row) => row, options.currency),
    termTypeColumn(),
  ];
}
