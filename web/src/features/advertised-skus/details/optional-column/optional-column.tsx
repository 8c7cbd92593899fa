import { Accordion, Heading, Stack } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import type { SkuKey } from "../api/advertised-sku-query";
import { BrandPanel } from "../brand/brand-panel";
import { CompetitorsPanel } from "../competitors/competitors-panel";
import { hostedPanels } from "./hosted-panels";
import { OptionalPanel } from "./optional-panel";

type OptionalColumnProps = { skuKey: SkuKey; sku: AdvertisedSku; limited: boolean };

/**
 * The 'Optional' column (spec 001 §2): collapsible panels, each mounted when first opened so its
 * reads happen only then. Brand and Competitors are ours; the others come from their own folders.
 */
export function OptionalColumn({ skuKey, sku, limited }: OptionalColumnProps) {
  const panelProps = { profileId: skuKey.profileId, sku, disabled: limited };
  return (
    <Stack gap="4" as="section" aria-labelledby="optional-heading">
      <Heading as="h2" size="lg" id="optional-heading">
        Optional
      </Heading>
      <Accordion.Root multiple collapsible lazyMount variant="enclosed" bg="bg.panel">
        <OptionalPanel value="brand" title="Brand">
          <BrandPanel skuKey={skuKey} sku={sku} limited={limited} />
        </OptionalPanel>
        <OptionalPanel value="competitors" title="Competitors" count={sku.competitorsCount}>
          <CompetitorsPanel skuKey={skuKey} sku={sku} limited={limited} />
        </OptionalPanel>
        {hostedPanels.map(({ value, title, count, Panel }) => (
          <OptionalPanel key={value} value={value} title={title} count={count?.(sku)}>
            <Panel {...panelProps} />
          </OptionalPanel>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
