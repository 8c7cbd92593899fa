import { Box } from "@chakra-ui/react";
import type { SkuKey } from "../api/advertised-sku-query";
import { AdvertiseButton } from "./advertise-button";

type AdvertiseActionProps = { skuKey: SkuKey; sku: string; canAdvertise: boolean };

/**
 * The Advertise action a rule's notice offers (harvesting with nowhere to go): the card's own
 * Advertise button, so it previews what Advertise will build first and only Confirm launches.
 */
export function AdvertiseAction({ skuKey, sku, canAdvertise }: AdvertiseActionProps) {
  return (
    <Box>
      <AdvertiseButton skuKey={skuKey} sku={sku} size="xs" disabled={!canAdvertise} />
    </Box>
  );
}
