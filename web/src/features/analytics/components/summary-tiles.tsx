import { Card, SimpleGrid, Stat } from "@chakra-ui/react";
import type { Report } from "@contracts/metrics";
import { InfoTip } from "../../../components/ui/info-tip";
import { formatCount, formatMoney, formatPercent, formatRoas } from "../../../lib/format";

type Tile = { label: string; value: string; help: string };

const tilesOf = (total: Report): Tile[] => [
  { label: "Spend", value: formatMoney(total.spend), help: "What the ad clicks cost over the range." },
  { label: "Sales", value: formatMoney(total.sales), help: "Sales attributed to the ads over the range." },
  { label: "ROAS", value: formatRoas(total.roas), help: "Return on ad spend: sales divided by spend." },
  {
    label: "ACOS",
    value: formatPercent(total.acos),
    help: "Advertising cost of sales: spend as a percentage of sales.",
  },
  { label: "Impressions", value: formatCount(total.impressions), help: "How often the ads were shown." },
  { label: "Clicks", value: formatCount(total.clicks), help: "How often the ads were clicked." },
  { label: "CTR", value: formatPercent(total.ctr), help: "Click-through rate: clicks per impression." },
  { label: "CVR", value: formatPercent(total.cvr), help: "Conversion rate: orders per click." },
];

/** The range's totals, one tile per figure. */
export function SummaryTiles({ total }: { total: Report }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="section" aria-label="Totals of the range">
      {tilesOf(total).map((tile) => (
        <Card.Root key={tile.label} size="sm">
          <Card.Body py="3">
            <Stat.Root gap="1">
              <Stat.Label display="inline-flex" gap="1.5" alignItems="center">
                {tile.label}
                <InfoTip label={tile.label} content={tile.help} />
              </Stat.Label>
              <Stat.ValueText
                fontSize="xl"
                fontVariantNumeric="tabular-nums"
                data-testid={`total-${tile.label}`}
              >
                {tile.value}
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
