import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import type { PlanPricing } from "@contracts/billing/promotion-rule";
import { formatDollars } from "../../../lib/format";

/** List price struck through, the price a month, and the sale (document 001 §9). */
export function PlanPrice({ pricing }: { pricing: PlanPricing }) {
  return (
    <Stack gap="1">
      <HStack gap="2" alignItems="baseline" flexWrap="wrap">
        <Text as="s" color="fg.muted" fontSize="lg" data-testid="list-price">
          {formatDollars(pricing.listPrice)}
        </Text>
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="price">
          {formatDollars(pricing.price)}
        </Text>
        <Text color="fg.muted">/ month</Text>
      </HStack>
      <HStack gap="2" minHeight="6">
        <Text color="green.fg" fontWeight="medium" data-testid="sale">
          Save {formatDollars(pricing.sale)}
        </Text>
        {pricing.percentOff !== null && (
          <Badge colorPalette="green" variant="subtle" data-testid="promo-applied">
            {pricing.percentOff}% promo code
          </Badge>
        )}
      </HStack>
    </Stack>
  );
}
