import { Card, Flex, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { ProductImage } from "../../../../components/product-image";
import { formatPrice } from "../../../../lib/format";
import { SkuStatusBadge } from "../../list/sku-status-badge";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="1.5" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text as="span" fontWeight="medium">
        {children}
      </Text>
    </HStack>
  );
}

/** The product: picture, title, ASIN out to the marketplace, SKU, price, status, and the advertising buttons. */
export function ProductCard({ sku, actions }: { sku: AdvertisedSku; actions: ReactNode }) {
  const title = sku.title ?? sku.sku;
  return (
    <Card.Root as="article" aria-label={`Product ${sku.sku}`} bg="bg.panel">
      <Card.Body>
        <Flex gap="5" direction={{ base: "column", sm: "row" }} align={{ sm: "flex-start" }}>
          <ProductImage src={sku.imageUrl ?? sku.thumbnail} alt={title} />
          <Stack gap="2" flex="1" minWidth="0">
            <Heading as="h2" size="md" lineClamp={2}>
              {title}
            </Heading>
            <HStack gap="5" wrap="wrap">
              <Fact label="ASIN">
                <Link href={sku.url} target="_blank" rel="noreferrer" color="blue.fg">
                  {sku.asin} <ExternalLink size={12} />
                </Link>
              </Fact>
              <Fact label="SKU">{sku.sku}</Fact>
              <Fact label="Price">{formatPrice(sku.priceToPay?.amount, sku.priceToPay?.currency)}</Fact>
              <Fact label="Status">
                <SkuStatusBadge status={sku.advertisingStatus} />
              </Fact>
            </HStack>
            {sku.category && (
              <Text fontSize="sm" color="fg.muted">
                {sku.category}
              </Text>
            )}
          </Stack>
          {actions}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
