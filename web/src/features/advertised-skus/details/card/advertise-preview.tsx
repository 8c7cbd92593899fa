import { Badge, Box, Heading, HStack, List, Stack, Text, Wrap } from "@chakra-ui/react";
import type { AdvertisePreview, PreviewCampaign } from "@contracts/advertised-skus/advertise-preview";
import { useMoney } from "../../../../lib/currency";

function CampaignItem({ campaign }: { campaign: PreviewCampaign }) {
  const money = useMoney();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" listStyleType="none" aria-label={campaign.name}>
      <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-word">
          {campaign.name}
        </Text>
        <Badge colorPalette={campaign.isNew ? "blue" : "gray"} variant="subtle">
          {campaign.isNew ? "New" : "Enabled again"}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {campaign.targeting}
      </Text>
      <HStack gap="5" mt="2" fontSize="sm" wrap="wrap">
        <Text>
          Daily budget <strong>{money(campaign.dailyBudget)}</strong>
        </Text>
        <Text>
          Default bid <strong>{money(campaign.defaultBid)}</strong>
        </Text>
      </HStack>
      {campaign.startingTargets.length > 0 && (
        <Wrap gap="1.5" mt="2" aria-label={`Starting targets of ${campaign.name}`}>
          {campaign.startingTargets.map((target) => (
            <Badge key={target.label} variant="outline" size="sm">
              {target.label} {money(target.bid)}
            </Badge>
          ))}
        </Wrap>
      )}
    </Box>
  );
}

/** The preview's content: the campaigns and their share of the Max budget, the bids, the first runs. */
export function AdvertisePreviewContent({ preview }: { preview: AdvertisePreview }) {
  const money = useMoney();
  const count = preview.campaigns.length;
  return (
    <Stack gap="5">
      <Stack gap="2" as="section" aria-label="Campaigns">
        <Heading as="h3" size="sm">
          {count} campaign{count === 1 ? "" : "s"}
        </Heading>
        <Text fontSize="sm">
          Max daily budget {money(preview.maxDailyBudget)}: the campaigns' daily budgets add up to{" "}
          <strong>{money(preview.totalDailyBudget)}</strong>. Bids start at the middle of your bid range (
          {money(preview.bidMin)}–{money(preview.bidMax)}).
        </Text>
        <Stack as="ul" gap="2" p="0" m="0">
          {preview.campaigns.map((campaign) => (
            <CampaignItem key={campaign.name} campaign={campaign} />
          ))}
        </Stack>
        {preview.enabledAgain.length > 0 && (
          <Text fontSize="sm">
            Also enabled again, as they were before Stop:{" "}
            {preview.enabledAgain.map((campaign) => campaign.name).join(", ")}.
          </Text>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-label="What the first runs change">
        <Heading as="h3" size="sm">
          What the first runs change
        </Heading>
        <List.Root gap="2" variant="plain">
          {preview.rules.map((rule) => (
            <List.Item key={rule.label} aria-label={rule.label} display="block">
              <HStack gap="2">
                <Text fontWeight="medium" fontSize="sm">
                  {rule.label}
                </Text>
                <Badge colorPalette={rule.isOn ? "green" : "gray"} variant="subtle" size="sm">
                  {rule.isOn ? "On" : "Off"}
                </Badge>
              </HStack>
              <Text fontSize="sm" color={rule.isOn ? undefined : "fg.muted"}>
                {rule.firstChange}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
