import { Card, DataList, Heading, SimpleGrid, Stack, Stat } from "@chakra-ui/react";
import type { CampaignDetail } from "@contracts/campaigns/campaign-detail";
import { NoData } from "../../../components/ui/no-data";
import { biddingStrategyLabel, targetingLabel } from "../../../lib/campaign-labels";
import { formatDisplayDate } from "../../../lib/format";
import { CAMPAIGN_METRICS, METRICS, showMetric } from "../../../lib/metrics/metric-catalogue";
import type { CampaignEditing } from "../columns/editing";
import { CampaignBudgetControl, CampaignStateControl } from "./summary-controls";

export const NO_DATA_HINT = "Please try adjusting your filters to see performance data";

type SummaryProps = { campaign: CampaignDetail; editing: CampaignEditing };

function Facts({ campaign, editing }: SummaryProps) {
  const facts = [
    { label: "State", value: <CampaignStateControl campaign={campaign} editing={editing} /> },
    { label: "Targeting", value: targetingLabel(campaign.targetingType) },
    { label: "Start date", value: formatDisplayDate(campaign.startDate) },
    { label: "End date", value: formatDisplayDate(campaign.endDate) },
    { label: "Daily budget", value: <CampaignBudgetControl campaign={campaign} editing={editing} /> },
    { label: "Bidding strategy", value: biddingStrategyLabel(campaign.dynamicBidding.strategy) },
  ];
  return (
    <DataList.Root
      orientation="vertical"
      size="sm"
      display="grid"
      gridTemplateColumns={{ base: "1fr 1fr", md: "repeat(3, 1fr)", xl: "repeat(6, 1fr)" }}
      gap="4"
    >
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Figures({ campaign, currency }: { campaign: CampaignDetail; currency: string }) {
  const { report } = campaign;
  if (!report) return <NoData hint={NO_DATA_HINT} />;
  const figures = CAMPAIGN_METRICS.map((key) => ({
    label: METRICS[key].label,
    value: showMetric(key, report, currency),
  }));
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 8 }} gap="3">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.subtle">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText
            fontSize="lg"
            fontVariantNumeric="tabular-nums"
            data-testid={`campaign-${figure.label}`}
          >
            {figure.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** The campaign's settings and its figures over the range. */
export function CampaignSummary({ campaign, editing }: SummaryProps) {
  return (
    <Card.Root as="section" aria-labelledby="campaign-summary">
      <Card.Header>
        <Heading id="campaign-summary" size="md">
          Campaign summary
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Facts campaign={campaign} editing={editing} />
          <Figures campaign={campaign} currency={editing.currency} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
