import { HStack, Link, Text } from "@chakra-ui/react";
import type { AdvertisedSkuLink } from "@contracts/campaigns/campaign-list";
import { ExternalLink } from "lucide-react";

/** 'ASIN B0… ↗ · SKU …' under the campaign name. */
export function AdvertisedSkuLine({ sku }: { sku: AdvertisedSkuLink }) {
  return (
    <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
      <HStack gap="1">
        <Text>ASIN</Text>
        <Link href={sku.url} target="_blank" rel="noreferrer" color="blue.fg" fontWeight="medium">
          {sku.asin} <ExternalLink size={12} />
        </Link>
      </HStack>
      <HStack gap="1">
        <Text>SKU</Text>
        <Text color="fg" fontWeight="medium">
          {sku.sku}
        </Text>
      </HStack>
    </HStack>
  );
}
