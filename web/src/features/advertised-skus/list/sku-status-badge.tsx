import { Badge } from "@chakra-ui/react";
import type { AdvertisingStatus } from "@contracts/advertised-skus/advertised-sku";
import { skuStatusColour, skuStatusLabel } from "./status-filter";

/** Advertised, Advertised through migrated campaigns, or Not Advertised (list and product card). */
export function SkuStatusBadge({ status }: { status: AdvertisingStatus }) {
  return (
    <Badge colorPalette={skuStatusColour(status)} variant="subtle" whiteSpace="normal">
      {skuStatusLabel(status)}
    </Badge>
  );
}
