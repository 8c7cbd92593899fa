import { Grid, Stack } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { SkuKey } from "./api/advertised-sku-query";
import { useAutomationSlots } from "./automation-slots";
import { BudgetSplitCard } from "./budget-split/budget-split-card";
import { AdvertiseAction } from "./card/advertise-action";
import { AdvertisingButtons } from "./card/advertising-buttons";
import { ProductCard } from "./card/product-card";
import { DayPartingHeatmapCard } from "./day-parting-heatmap/day-parting-heatmap-card";
import { OptionalColumn } from "./optional-column/optional-column";
import { RequiredColumn } from "./required-column/required-column";
import { skuRules } from "./sku-rules";

type ProductDetailsProps = { skuKey: SkuKey; sku: AdvertisedSku; limited: boolean };

/** The product card over the two columns, Required and Optional (spec 001 §2 "Product Details"); one column below xl. */
export function ProductDetails({ skuKey, sku, limited }: ProductDetailsProps) {
  const rules = skuRules(sku, limited);
  const { BudgetRecommendations, SkuAutomation } = useAutomationSlots();
  return (
    <Stack gap="6">
      <ProductCard
        sku={sku}
        actions={
          <AdvertisingButtons
            skuKey={skuKey}
            sku={sku.sku}
            canAdvertise={rules.canAdvertise}
            canStop={rules.canStop}
          />
        }
      />
      {sku.isAdvertised && <BudgetRecommendations profileId={skuKey.profileId} skuId={skuKey.skuId} />}
      {/* Optional gets the wider share: its target and keyword tables carry many columns. */}
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 3fr)" }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          <RequiredColumn skuKey={skuKey} sku={sku} disabled={!rules.canEdit} />
          <BudgetSplitCard skuKey={skuKey} />
        </Stack>
        <OptionalColumn skuKey={skuKey} sku={sku} limited={limited} />
      </Grid>
      <DayPartingHeatmapCard skuKey={skuKey} sku={sku} />
      <SkuAutomation
        profileId={skuKey.profileId}
        skuId={skuKey.skuId}
        sku={sku.sku}
        limited={limited}
        advertiseAction={<AdvertiseAction skuKey={skuKey} sku={sku.sku} canAdvertise={rules.canAdvertise} />}
      />
    </Stack>
  );
}
