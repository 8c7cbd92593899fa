import type { DataColumn } from "../../../../components/data-table/data-column";
import { matchTypeLabel, stateLabel } from "../../../../lib/campaign-labels";
import { EMPTY } from "../../../../lib/format";
import type { SkuKey } from "../api/advertised-sku-query";
import type { KeywordTarget } from "../targets/target-types";
import { BoostSwitch } from "./boost-switch";
import { KeywordTextCell } from "./keyword-cells";

type BoostColumnsOptions = {
  skuKey: SkuKey;
  limited: boolean;
  /** No organic rank provider: a boost cannot start (a running one can still be stopped). */
  rankUnavailable: boolean;
  money: (amount: number | null) => string;
};

/** The Boost keywords table: the boost switch and keyword pinned, then match type, state, bid and max bid. */
export const boostColumns = ({
  skuKey,
  limited,
  rankUnavailable,
  money,
}: BoostColumnsOptions): DataColumn<KeywordTarget>[] => [
  {
    id: "boost",
    header: "Boost",
    help: "Switch on to raise the bid 50% a day for up to 5 days, up to the max bid, until the keyword ranks in the top 10.",
    width: "16",
    stickyLeft: "0",
    cell: (keyword) => (
      <BoostSwitch skuKey={skuKey} keyword={keyword} limited={limited} rankUnavailable={rankUnavailable} />
    ),
  },
  {
    id: "keyword",
    header: "Keyword",
    width: "40",
    stickyLeft: "16",
    cell: (keyword) => <KeywordTextCell keyword={keyword} />,
  },
  { id: "matchType", header: "Match type", cell: (keyword) => matchTypeLabel(keyword.matchType) },
  { id: "state", header: "State", cell: (keyword) => stateLabel(keyword.state) },
  { id: "bid", header: "Bid", numeric: true, cell: (keyword) => money(keyword.bid) },
  {
    id: "boostMaxBid",
    header: "Max bid",
    help: "The most a running boost raises the bid to.",
    numeric: true,
    cell: (keyword) => (keyword.isBoosted ? money(keyword.boostMaxBid) : EMPTY),
  },
];
