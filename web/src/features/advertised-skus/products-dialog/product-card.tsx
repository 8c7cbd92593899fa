import { Badge, Card, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { MarketplaceProduct } from "@contracts/advertised-skus/advertised-sku";
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { ProductImage } from "../../../components/product-image";
import { InfoTip } from "../../../components/ui/info-tip";
import { EMPTY, formatPrice } from "../../../lib/format";
import { AddProductForm } from "./add-product-form";
import { toNewSku } from "./api/new-sku-payload";
import { useAddProduct } from "./api/use-add-product";
import { availabilityText, canAddProduct, type ProductStatus, productStatus } from "./product-labels";

const STATUS_COLOURS: Record<ProductStatus, string> = {
  Added: "green",
  "Not Added": "gray",
  Ineligible: "red",
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="1.5" fontSize="sm" align="center">
      <Text color="fg.muted">{label}:</Text>
      {children}
    </HStack>
  );
}

/** One marketplace product (spec 001 §2, §3): picture, facts, status, and the add form while it can be added. */
export function ProductCard({ profileId, product }: { profileId: number; product: MarketplaceProduct }) {
  const add = useAddProduct(profileId);
  const status = productStatus(product);
  const availability = availabilityText(product.availability);
  const name = product.title ?? product.sku;

  return (
    <Card.Root as="article" size="sm" variant="outline" aria-label={product.sku}>
      <Card.Body gap="4">
        <Flex gap="4" direction={{ base: "column", sm: "row" }}>
          <ProductImage key={product.imageUrl} src={product.imageUrl} alt={name} />
          <Stack gap="1.5" minWidth="0" flex="1">
            <Flex justify="space-between" gap="3" align="flex-start">
              <Text fontWeight="semibold" fontSize="lg">
                {formatPrice(product.priceToPay?.amount, product.priceToPay?.currency)}
              </Text>
              <Badge colorPalette={STATUS_COLOURS[status]} variant="subtle" size="md" flexShrink={0}>
                {status}
              </Badge>
            </Flex>
            <Text lineClamp={2}>{name}</Text>
            <Detail label="ASIN">
              <Link
                href={product.url}
                target="_blank"
                rel="noopener noreferrer"
                colorPalette="blue"
                color="colorPalette.fg"
              >
                {product.asin} <ExternalLink size={12} />
              </Link>
            </Detail>
            <Detail label="SKU">
              <Text>{product.sku}</Text>
            </Detail>
            <Detail label="Brand">
              <Text>{product.brand ?? EMPTY}</Text>
            </Detail>
            <Detail label="Category">
              <Text>{product.category ?? EMPTY}</Text>
            </Detail>
            <Detail label="Best seller rank">
              <Text>{product.bestSellerRank ?? EMPTY}</Text>
            </Detail>
            <Detail label="Availability">
              <Text>{availability.label}</Text>
              {availability.tip && <InfoTip label={availability.label} content={availability.tip} />}
            </Detail>
          </Stack>
        </Flex>
        {canAddProduct(product) && (
          <AddProductForm
            sku={product.sku}
            pending={add.isPending}
            onAdd={(values) => add.mutate(toNewSku(product, values))}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
