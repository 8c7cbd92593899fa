import { Alert, Badge, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { BudgetRecommendation } from "@contracts/automation/budget-recommendation";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { budgetRecommendationsQuery } from "./budget-recommendations-query";

function Recommendation({ item, linked }: { item: BudgetRecommendation; linked: boolean }) {
  return (
    // Chakra's Alert is a plain div: the role names it for assistive technology (a label alone is ignored).
    <Alert.Root status="info" role="note" aria-label={`Budget-bound: ${item.sku}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <HStack gap="2" wrap="wrap">
            {linked ? (
              <Link asChild color="blue.fg">
                <RouterLink to={paths.advertisedSku(String(item.skuId))}>{item.sku}</RouterLink>
              </Link>
            ) : (
              <Text as="span">{item.sku}</Text>
            )}
            <Text as="span">is budget-bound: a bigger Max budget would sell more</Text>
            <Badge variant="subtle" colorPalette="orange" size="sm">
              Estimate
            </Badge>
          </HStack>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{item.reason}.</Text>
            <Text fontWeight="medium">{item.recommendation}</Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Budget-bound SKUs (issue 29, item 10): they sell at or under target but ran out of budget during
 * the day. One SKU's on its page (`skuId`), every SKU's of the profile on the dashboard, linked.
 * Nothing shows while loading, on an error or when no SKU is budget-bound: it is advice, not data.
 */
export function BudgetRecommendations({ profileId, skuId }: { profileId: number; skuId?: number }) {
  const query = useQuery(budgetRecommendationsQuery(profileId, skuId));
  const items = query.data?.recommendations ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-label="Budget recommendations">
      {items.map((item) => (
        <Recommendation key={item.skuId} item={item} linked={skuId === undefined} />
      ))}
    </Stack>
  );
}
