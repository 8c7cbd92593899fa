import type { DataColumn } from "../../../../components/data-table/data-column";
import { figureColumns } from "../../../../components/data-table/figure-columns";
import type { SkuKey } from "../api/advertised-sku-query";
import { AsinCell, AsinTargetBidCell, AsinTargetStateCell, PlacementCell } from "./asin-target-cells";
import type { AsinTarget } from "./target-types";

type AsinTargetColumnsOptions = { skuKey: SkuKey; limited: boolean; currency: string };

/** A SKU's ASIN target table: switch and ASIN pinned, bid and placements editable, figures. */
export const asinTargetColumns = ({
  skuKey,
  limited,
  currency,
}: AsinTargetColumnsOptions): DataColumn<AsinTarget>[] => [
  {
    id: "state",
    header: "Active",
    help: "Switch the target on (Enabled) or off (Paused); archived targets can't be switched.",
    width: "16",
    stickyLeft: "0",
    cell: (target) => <AsinTargetStateCell skuKey={skuKey} target={target} limited={limited} />,
  },
  {
    id: "asin",
    header: "ASIN",
    help: "The product whose page this target shows the ad on.",
    width: "36",
    stickyLeft: "16",
    cell: (target) => <AsinCell target={target} />,
  },
  {
    id: "bid",
    header: "Bid",
    help: "The most Skupilot pays for a click ('default': its ad group's default bid); editable while it is enabled.",
    numeric: true,
    minWidth: "24",
    cell: (target) => <AsinTargetBidCell skuKey={skuKey} target={target} limited={limited} />,
  },
  {
    id: "productPages",
    header: "Product pages",
    cell: (target) => (
      <PlacementCell skuKey={skuKey} target={target} limited={limited} placement="productPages" />
    ),
  },
  {
    id: "topOfSearch",
    header: "Top of search",
    cell: (target) => (
      <PlacementCell skuKey={skuKey} target={target} limited={limited} placement="topOfSearch" />
    ),
  },
  ...figureColumns<AsinTarget>((target) => target.report, currency),
];
