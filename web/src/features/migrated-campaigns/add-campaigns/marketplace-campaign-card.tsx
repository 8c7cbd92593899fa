import { Badge, Card, DataList, Flex, Heading, Stack } from "@chakra-ui/react";
import type { MarketplaceCampaign } from "@contracts/campaigns/marketplace-campaigns";
import { stateLabel, targetingLabel } from "../../../lib/campaign-labels";
import { useMoney } from "../../../lib/currency";
import { formatDisplayDate } from "../../../lib/format";
import { ProductAdRow } from "./product-ad-row";

function AddedBadge({ added }: { added: boolean }) {
  return (
    <Badge colorPalette={added ? "green" : "gray"} variant="subtle" size="md" flexShrink={0}>
      {added ? "Added" : "Not Added"}
    </Badge>
  );
}

/** One campaign of the seller's Amazon account, its figures and its product ads (spec 000 §2.7). */
export function MarketplaceCampaignCard({
  profileId,
  campaign,
}: {
  profileId: number;
  campaign: MarketplaceCampaign;
}) {
  const money = useMoney();
  const facts = [
    ["State", stateLabel(campaign.state)],
    ["Targeting type", targetingLabel(campaign.targetingType)],
    ["Start date", formatDisplayDate(campaign.startDate)],
    ["End date", formatDisplayDate(campaign.endDate)],
    ["Budget", money(campaign.budget.budget)],
  ] as const;

  return (
    <Card.Root as="article" size="sm" variant="outline" aria-label={campaign.name}>
      <Card.Header>
        <Flex gap="3" justify="space-between" align="flex-start">
          <Heading as="h3" size="md" wordBreak="break-word">
            {campaign.name}
          </Heading>
          <AddedBadge added={campaign.isAdded} />
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minWidth="28">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Product ads">
          {campaign.productAds.map((productAd) => (
            <ProductAdRow
              key={productAd.adId}
              profileId={profileId}
              campaignId={campaign.campaignId}
              campaignIsAdded={campaign.isAdded}
              productAd={productAd}
            />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
