import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { ComponentType } from "react";
import type { HostedPanelProps } from "../hosted-panel-props";
import { BoostKeywordsPanel, KeywordsPanel } from "../keywords";
import {
  DayPartingSeasonalityPanel,
  NegativeOptimizationPanel,
  SearchTermExpansionPanel,
  TargetBidExpansionPanel,
} from "../settings";
import { AsinTargetsPanel } from "../targets";

type HostedPanel = {
  value: string;
  title: string;
  /** The count shown on the panel's title, where spec 001 §2 gives one. */
  count?: (sku: AdvertisedSku) => number;
  Panel: ComponentType<HostedPanelProps>;
};

/**
 * The Optional panels built in their own folders (details/targets, details/keywords, details/settings),
 * in the spec's order. Each gets the same props.
 */
export const hostedPanels: HostedPanel[] = [
  {
    value: "asin-targets",
    title: "ASIN Targets",
    count: (sku) => sku.asinTargetsCount,
    Panel: AsinTargetsPanel,
  },
  { value: "keywords", title: "Keywords", count: (sku) => sku.keywordTargetsCount, Panel: KeywordsPanel },
  // The Boost panel lists the SKU's keywords (any of them can be boosted), so it counts them too.
  {
    value: "boost-keywords",
    title: "Boost Keywords",
    count: (sku) => sku.keywordTargetsCount,
    Panel: BoostKeywordsPanel,
  },
  { value: "target-bid-expansions", title: "Target Bid Expansions", Panel: TargetBidExpansionPanel },
  { value: "search-term-expansions", title: "Search Term Expansions", Panel: SearchTermExpansionPanel },
  { value: "negative-optimization", title: "Negative Optimization", Panel: NegativeOptimizationPanel },
  { value: "day-parting-seasonality", title: "Day Parting & Seasonality", Panel: DayPartingSeasonalityPanel },
];
