import { Separator, Stack, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { addRules } from "../../../../lib/target-rules";
import { AsinLookup } from "./asin-lookup";
import { AsinTargetsTable } from "./asin-targets-table";
import { RecommendedAsins } from "./recommended-asins";

type AsinTargetsPanelProps = { profileId: number; sku: AdvertisedSku; disabled: boolean };

/** Spec 001 §2 'ASIN Targets': look an ASIN up, pick recommended ones, and manage the SKU's targets. */
export function AsinTargetsPanel({ profileId, sku, disabled }: AsinTargetsPanelProps) {
  const skuKey = { profileId, skuId: sku.id };
  const { showAdd, canAdd } = addRules(sku, disabled);
  return (
    <Stack gap="5">
      {showAdd && <AsinLookup skuKey={skuKey} canAdd={canAdd} />}
      {showAdd && !sku.isAdvertised && (
        <Text textStyle="sm" color="fg.muted">
          Advertise the SKU to add ASIN targets.
        </Text>
      )}
      <RecommendedAsins skuKey={skuKey} canAdd={canAdd} showAdd={showAdd} />
      <Separator />
      <AsinTargetsTable skuKey={skuKey} limited={disabled} />
    </Stack>
  );
}
