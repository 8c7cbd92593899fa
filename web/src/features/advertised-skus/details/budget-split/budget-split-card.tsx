import { Badge, Box, Card, Heading, HStack, Progress, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { BudgetSplitCampaign, BudgetSplitView } from "@contracts/advertised-skus/budget-split";
import { useQuery } from "@tanstack/react-query";
import { useMoney } from "../../../../lib/currency";
import type { SkuKey } from "../api/advertised-sku-query";
import { budgetSplitQuery } from "../api/budget-split";

const ROLE_LABELS: Record<BudgetSplitCampaign["role"], string> = {
  AUTO: "Auto",
  KEYWORD: "Keywords",
  PRODUCT: "Product targets",
  BRAND: "Brand",
  COMPETITOR: "Competitor",
};

function CampaignLine({
  name,
  budget,
  badges,
}: {
  name: string;
  budget: number;
  badges: { label: string; palette: string }[];
}) {
  const money = useMoney();
  return (
    <HStack justify="space-between" gap="3" py="2" borderBottomWidth="1px" borderColor="border.muted">
      <Stack gap="1" minW="0">
        <Text fontSize="sm" truncate title={name}>
          {name}
        </Text>
        <HStack gap="1" wrap="wrap">
          {badges.map((badge) => (
            <Badge key={badge.label} size="sm" variant="subtle" colorPalette={badge.palette}>
              {badge.label}
            </Badge>
          ))}
        </HStack>
      </Stack>
      <Text fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums" flexShrink={0}>
        {money(budget)}
      </Text>
    </HStack>
  );
}

function SplitBody({ split }: { split: BudgetSplitView }) {
  const money = useMoney();
  if (split.campaigns.length === 0 && split.ownBudgets.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No campaigns share the Max budget yet. Advertise builds three that share it; Launch Brand and
        launching a competitor add one each.
      </Text>
    );
  }
  const share = split.cap > 0 ? Math.min(100, (split.total / split.cap) * 100) : 0;
  return (
    <Stack gap="4">
      {split.campaigns.length > 0 && (
        <Stack gap="2">
          <Box>
            {split.campaigns.map((campaign) => (
              <CampaignLine
                key={campaign.campaignId}
                name={campaign.name}
                budget={campaign.budget}
                badges={[
                  { label: ROLE_LABELS[campaign.role], palette: "blue" },
                  ...(campaign.state === "PAUSED" ? [{ label: "Paused", palette: "gray" }] : []),
                  ...(campaign.kept ? [{ label: "Your budget, kept", palette: "purple" }] : []),
                ]}
              />
            ))}
          </Box>
          <HStack justify="space-between" gap="3">
            <Text fontSize="sm" fontWeight="semibold">
              Together
            </Text>
            <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {money(split.total)} of {money(split.cap)}
            </Text>
          </HStack>
          <Progress.Root value={share} size="sm" colorPalette={split.total > split.cap ? "red" : "green"}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {split.seasonNote && (
            <Text fontSize="xs" color="fg.muted">
              {split.seasonNote}.
            </Text>
          )}
        </Stack>
      )}
      {split.ownBudgets.length > 0 && (
        <Stack gap="1">
          <Heading as="h4" size="xs">
            Migrated campaigns keep their own budgets
          </Heading>
          <Box>
            {split.ownBudgets.map((campaign) => (
              <CampaignLine
                key={campaign.campaignId}
                name={campaign.name}
                budget={campaign.budget}
                badges={[
                  { label: "Migrated, own budget", palette: "orange" },
                  ...(campaign.state === "PAUSED" ? [{ label: "Paused", palette: "gray" }] : []),
                ]}
              />
            ))}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Which campaigns share the SKU's Max budget (issue 29): each campaign Skupilot built with its daily
 * budget, the total against the Max budget (raised while a seasonal budget runs), and the migrated
 * campaigns that keep their own budgets outside the split.
 */
export function BudgetSplitCard({ skuKey }: { skuKey: SkuKey }) {
  const money = useMoney();
  const query = useQuery(budgetSplitQuery(skuKey));
  const split = query.data;
  return (
    <Card.Root as="section" aria-label="Budget split" bg="bg.panel" size="sm">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Budget split
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {split
              ? `The Max budget of ${money(split.maxDailyBudget)} is shared by the campaigns Skupilot built for this SKU. Once a day the automation gives more of it to those selling at or under your target, never under ${money(1)} each; a budget you set on one of them stays its share.`
              : "The campaigns Skupilot built for this SKU share its Max budget."}
          </Text>
        </Stack>
        {query.isPending ? (
          <Stack gap="2" aria-label="Loading the budget split">
            <Skeleton height="5" />
            <Skeleton height="5" />
            <Skeleton height="5" />
          </Stack>
        ) : query.isError ? (
          <Text fontSize="sm" color="fg.error">
            The budget split could not be loaded: {query.error.message}
          </Text>
        ) : split ? (
          <SplitBody split={split} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
