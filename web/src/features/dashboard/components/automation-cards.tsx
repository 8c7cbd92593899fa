import { Card, DataList, Heading, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import type { DashboardData } from "@contracts/statistics/dashboard";
import { ArrowRight } from "lucide-react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { formatCount } from "../../../lib/format";

type Figure = { label: string; value: number };

function AutomationCard({ title, figures, to }: { title: string; figures: Figure[]; to: string }) {
  return (
    <Card.Root size="sm" aria-label={title}>
      <Card.Header>
        <Heading size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {figures.map((figure) => (
            <DataList.Item key={figure.label}>
              <DataList.ItemLabel>{figure.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatCount(figure.value)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Link asChild fontSize="sm" fontWeight="semibold" color="blue.fg" letterSpacing="wide">
          <RouterLink to={to} aria-label={`Learn more about ${title}`}>
            LEARN MORE <ArrowRight size={14} />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** 'Advertising Automations': what Skupilot manages through Quick Launch and migration (spec 000 §2.5). */
export function AutomationCards({ data }: { data: DashboardData }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-automations">
      <Heading id="dashboard-automations" size="sm" letterSpacing="wider" color="fg.muted">
        Advertising Automations
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AutomationCard
          title="Quick Launch"
          to={paths.quickLaunch}
          figures={[
            { label: "Total Campaigns", value: data.quickLaunchCampaignsCount },
            { label: "Total Products", value: data.advertisedSkusCount },
          ]}
        />
        <AutomationCard
          title="Migrated Campaigns"
          to={paths.migratedCampaigns}
          figures={[{ label: "Total Campaigns", value: data.migratedCampaignsCount }]}
        />
      </SimpleGrid>
    </Stack>
  );
}
