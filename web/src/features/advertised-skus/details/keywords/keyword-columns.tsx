import type { DataColumn } from "../../../../components/data-table/data-column";
import { figureColumns } from "../../../../components/data-table/figure-columns";
import { matchTypeLabel } from "../../../../lib/campaign-labels";
import type { SkuKey } from "../api/advertised-sku-query";
import type { KeywordTarget } from "../targets/target-types";
import { KeywordBidCell, KeywordStateCell, KeywordTextCell, OrganicCell } from "./keyword-cells";

type KeywordColumnsOptions = {
  skuKey: SkuKey;
  limited: boolean;
  /** No organic rank provider: organic search optimisation cannot be switched on. */
  rankUnavailable: boolean;
  currency: string;
};

/** The 14 columns of a SKU's keyword table: switch and keyword pinned, bid and organic ranking editable, figures. */
export const keywordColumns = ({
  skuKey,
  limited,
  rankUnavailable,
  currency,
}: KeywordColumnsOptions): DataColumn<KeywordTarget>[] => [
  {
    id: "state",
    header: "Active",
    help: "Switch the keyword on (Enabled) or off (Paused); archived or boosted keywords can't be switched.",
    width: "16",
    stickyLeft: "0",
    cell: (keyword) => <KeywordStateCell skuKey={skuKey} keyword={keyword} limited={limited} />,
  },
  {
    id: "keyword",
    header: "Keyword",
    help: "The search words this keyword bids on.",
    width: "40",
    stickyLeft: "16",
    cell: (keyword) => <KeywordTextCell keyword={keyword} />,
  },
  {
    id: "matchType",
    header: "Match type",
    help: "How closely a shopper's search must match the keyword: Exact, Phrase or Broad.",
    cell: (keyword) => matchTypeLabel(keyword.matchType),
  },
  {
    id: "bid",
    header: "Bid",
    help: "The most Skupilot pays for a click ('default': its ad group's default bid); editable while it is enabled.",
    numeric: true,
    minWidth: "24",
    cell: (keyword) => <KeywordBidCell skuKey={skuKey} keyword={keyword} limited={limited} />,
  },
  {
    id: "organicSearchOptimization",
    header: "Organic search optimization",
    help: "Lowers the bid of a keyword that ranks high in the organic results, once a day.",
    minWidth: "28",
    cell: (keyword) => (
      <OrganicCell skuKey={skuKey} keyword={keyword} limited={limited} rankUnavailable={rankUnavailable} />
    ),
  },
  ...figureColumns<KeywordTarget>((keyword) => keyword.report, currency),
];
