import { Card, SimpleGrid, Stat, Text } from "@chakra-ui/react";
import type { DailyStatistics } from "@contracts/statistics/statistics";
import { InfoTip } from "../../../components/ui/info-tip";
import { useCurrency } from "../../../lib/currency";
import {
  METRICS,
  type MetricKey,
  type MetricReport,
  showMetric,
} from "../../../lib/metrics/metric-catalogue";
import {
  isLagged,
  type ReadAt,
  rangeLag,
  STILL_ARRIVING_WHY,
  stillArrivingNote,
} from "../../../lib/metrics/still-arriving";

/** The tiles' figures, money first. */
const TILES: readonly MetricKey[] = ["spend", "sales", "roas", "acos", "impressions", "clicks", "ctr", "cvr"];

type Props = { total: MetricReport; daily: DailyStatistics[]; at?: ReadAt };

/**
 * The range's totals, one tile per figure. A figure read from sales keeps room for its note on the
 * days still arriving, so the tiles do not jump when a range with such days is picked.
 */
export function SummaryTiles({ total, daily, at }: Props) {
  const lag = at ? rangeLag(daily, at) : null;
  const currency = useCurrency();
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="section" aria-label="Totals of the range">
      {TILES.map((key) => ({ key, ...METRICS[key] })).map((tile) => {
        const note = stillArrivingNote(tile.key, lag, currency);
        return (
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
                  {showMetric(tile.key, total, currency)}
                </Stat.ValueText>
                {isLagged(tile.key) && (
                  <Text
                    fontSize="xs"
                    color="fg.muted"
                    lineHeight="1rem"
                    minHeight={{ base: "3rem", md: "2rem" }}
                    title={note ? `${STILL_ARRIVING_WHY}.` : undefined}
                    data-testid={`total-${tile.label}-note`}
                  >
                    {note && (
                      <>
                        {note.days}
                        <br />
                        {note.estimate}
                      </>
                    )}
                  </Text>
                )}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
