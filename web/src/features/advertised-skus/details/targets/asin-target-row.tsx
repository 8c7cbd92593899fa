import { HStack, Link, Table } from "@chakra-ui/react";
import { BidCell } from "../../../../components/ui/bid-cell";
import { StateSwitch } from "../../../../components/ui/state-switch";
import { targetRules } from "../../../../lib/target-rules";
import type { SkuKey } from "../api/advertised-sku-query";
import { FigureCells } from "./figure-cells";
import { PlacementCheckbox } from "./placement-checkbox";
import { ProductThumb } from "./product-thumb";
import type { AsinTarget } from "./target-types";
import { useUpdateAsinTarget } from "./targets-api";

type AsinTargetRowProps = { skuKey: SkuKey; target: AsinTarget; limited: boolean };

/** One ASIN target: its switch, product, bid and placements (edited only while ENABLED), figures. */
export function AsinTargetRow({ skuKey, target, limited }: AsinTargetRowProps) {
  const update = useUpdateAsinTarget(skuKey, target.id);
  const { canToggle, canEdit } = targetRules(target, limited);
  const asin = target.productAsin;
  return (
    <Table.Row>
      <Table.Cell>
        <StateSwitch
          state={target.state}
          label={`State of ${asin}`}
          disabled={!canToggle}
          pending={update.isPending}
          onChange={(state) => update.mutate({ state })}
        />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          <ProductThumb src={target.thumbnail} size="8" />
          <Link href={target.url} target="_blank" rel="noreferrer" color="blue.fg">
            {asin}
          </Link>
        </HStack>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <BidCell
          bid={target.bid}
          defaultBid={target.defaultBid}
          label={`Edit bid of ${asin}`}
          editable={canEdit}
          pending={update.isPending}
          onSave={(bid, done) => update.mutate({ bid }, { onSuccess: done })}
        />
      </Table.Cell>
      <Table.Cell>
        <PlacementCheckbox
          placement="Product pages"
          label={`Product pages of ${asin}`}
          checked={target.increaseProductPagesPlacement}
          disabled={!canEdit || update.isPending}
          onChange={(checked) => update.mutate({ increaseProductPagesPlacement: checked })}
        />
      </Table.Cell>
      <Table.Cell>
        <PlacementCheckbox
          placement="Top of search"
          label={`Top of search of ${asin}`}
          checked={target.increaseTopOfSearchPlacement}
          disabled={!canEdit || update.isPending}
          onChange={(checked) => update.mutate({ increaseTopOfSearchPlacement: checked })}
        />
      </Table.Cell>
      <FigureCells report={target.report} />
    </Table.Row>
  );
}
