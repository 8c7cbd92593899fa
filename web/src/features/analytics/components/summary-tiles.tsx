import { Card, SimpleGrid, Stat } from "@chakra-ui/react";
import { InfoTip } from "../../../components/ui/info-tip";
import {
  METRICS,
  type MetricKey,
  type MetricReport,
  showMetric,
} from "../../../lib/metrics/metric-catalogue";

/** The tiles' figures, money first. */
const TILES: readonly MetricKey[] = ["spend", "sales", "roas", "acos", "impressions", "clicks", "ctr", "cvr"];

/** The range's totals, one tile per figure. */
export function SummaryTiles({ total }: { total: MetricReport }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="section" aria-label="Totals of the range">
      {TILES.map((key) => ({ key, ...METRICS[key] })).map((tile) => (
        <Card.Root key={tile.key} size="sm">
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
                {showMetric(tile.key, total)}
              </Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
