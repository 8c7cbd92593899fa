import { HStack, Stack, Text } from "@chakra-ui/react";
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
      <Text color="green.fg" fontWeight="medium" data-testid="sale">
        Save {formatDollars(pricing.sale)}
        {pricing.percentOff !== null && ` with your ${pricing.percentOff}% promo code`}
      </Text>
    </Stack>
  );
}
