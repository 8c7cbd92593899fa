import { HStack, Link } from "@chakra-ui/react";
import { BidCell } from "../../../../components/ui/bid-cell";
import { StateSwitch } from "../../../../components/ui/state-switch";
import { targetRules } from "../../../../lib/target-rules";
import type { SkuKey } from "../api/advertised-sku-query";
import { PlacementCheckbox } from "./placement-checkbox";
import { ProductThumb } from "./product-thumb";
import type { AsinTarget } from "./target-types";
import { useUpdateAsinTarget } from "./targets-api";

/** What each editable cell of a SKU's ASIN target needs. */
export type AsinTargetCellProps = { skuKey: SkuKey; target: AsinTarget; limited: boolean };

export function AsinTargetStateCell({ skuKey, target, limited }: AsinTargetCellProps) {
  const update = useUpdateAsinTarget(skuKey, target.id);
  return (
    <StateSwitch
      state={target.state}
      label={`State of ${target.productAsin}`}
      disabled={!targetRules(target, limited).canToggle}
      pending={update.isPending}
      onChange={(state) => update.mutate({ state })}
    />
  );
}

/** The ASIN with its thumbnail, linking to the product page. */
export function AsinCell({ target }: { target: AsinTarget }) {
  return (
    <HStack gap="2">
      <ProductThumb src={target.thumbnail} size="8" />
      <Link href={target.url} target="_blank" rel="noreferrer" color="blue.fg">
        {target.productAsin}
      </Link>
    </HStack>
  );
}

export function AsinTargetBidCell({ skuKey, target, limited }: AsinTargetCellProps) {
  const update = useUpdateAsinTarget(skuKey, target.id);
  return (
    <BidCell
      bid={target.bid}
      defaultBid={target.defaultBid}
      label={`Edit bid of ${target.productAsin}`}
      editable={targetRules(target, limited).canEdit}
      pending={update.isPending}
      onSave={(bid, done) => update.mutate({ bid }, { onSuccess: done })}
    />
  );
}

const PLACEMENTS = {
  productPages: { text: "Product pages", flag: "increaseProductPagesPlacement" },
  topOfSearch: { text: "Top of search", flag: "increaseTopOfSearchPlacement" },
} as const;

/** A placement switch of the target (raises that placement's adjustment), edited while it is enabled. */
export function PlacementCell({
  skuKey,
  target,
  limited,
  placement,
}: AsinTargetCellProps & { placement: keyof typeof PLACEMENTS }) {
  const update = useUpdateAsinTarget(skuKey, target.id);
  const { text, flag } = PLACEMENTS[placement];
  return (
    <PlacementCheckbox
      placement={text}
      label={`${text} of ${target.productAsin}`}
      checked={target[flag]}
      disabled={!targetRules(target, limited).canEdit || update.isPending}
      onChange={(checked) => update.mutate({ [flag]: checked })}
    />
  );
}
