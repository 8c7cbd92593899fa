import { ASIN_TARGET_SORT_COLUMNS } from "@contracts/sku-targets/targeting-sort";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { BidSelectionBar } from "../../../../components/bulk-bids/bid-selection-bar";
import { useRowSelection } from "../../../../components/data-table/use-row-selection";
import { useCurrency } from "../../../../lib/currency";
import type { SkuKey } from "../api/advertised-sku-query";
import { TargetingTable } from "../targeting-table/targeting-table";
import { useTargetingList } from "../targeting-table/use-targeting-list";
import { asinTargetColumns } from "./asin-target-columns";
import { asinTargetsQuery } from "./targets-api";

/** The SKU's ASIN targets, searched by ASIN and sorted by the server, 10 per Load More; ticked ones re-bid together. */
export function AsinTargetsTable({ skuKey, limited }: { skuKey: SkuKey; limited: boolean }) {
  const list = useTargetingList("asinTargets", ASIN_TARGET_SORT_COLUMNS);
  const targets = useInfiniteQuery({
    ...asinTargetsQuery(skuKey, list.q, list.sort),
    placeholderData: (previous) => previous,
  });
  const currency = useCurrency();
  const selection = useRowSelection(`sku-${skuKey.skuId}`);
  const { profileId, skuId } = skuKey;
  const columns = useMemo(
    () => asinTargetColumns({ skuKey: { profileId, skuId }, limited, currency }),
    [profileId, skuId, limited, currency],
  );
  return (
    <TargetingTable
      label="ASIN targets"
      layoutKey="sku-asin-targets"
      list={list}
      columns={columns}
      sortable={ASIN_TARGET_SORT_COLUMNS}
      rows={targets.data?.pages.flatMap((page) => page.targets)}
      query={targets}
      // At the ad limit nothing can be edited: no rows to tick.
      selection={
        limited
          ? undefined
          : {
              selected: selection.selected,
              onChange: selection.setSelected,
              rowLabel: (target) => target.productAsin,
            }
      }
      footer={
        <BidSelectionBar
          profileId={profileId}
          keywordIds={[]}
          targetIds={selection.selected}
          adLimitReached={limited}
          onClear={selection.clear}
        />
      }
    />
  );
}
