import { Card, HStack, Stat, Text } from "@chakra-ui/react";
import { InfoTip } from "../../../components/ui/info-tip";
import type { MetricChange } from "../dashboard-content";

type Props = {
  label: string;
  value: string;
  explanation: string;
  change: MetricChange | null;
  /** For a figure read from sales: its line about the days still arriving (room kept while unknown). */
  lagNote?: { note: { days: string; estimate: string } | null; why: string };
};

/** One ANALYTICS tile: the figure, what it means, and how it moved against the 7 days before. */
export function MetricTile({ label, value, explanation, change, lagNote }: Props) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <HStack gap="1.5">
            <Stat.Label fontWeight="medium">{label}</Stat.Label>
            <InfoTip label={label} content={explanation} />
          </HStack>
          <HStack gap="2" align="baseline">
            <Stat.ValueText fontSize="2xl" fontVariantNumeric="tabular-nums" data-testid={`tile-${label}`}>
              {value}
            </Stat.ValueText>
            {change && (
              <Text
                fontSize="sm"
                fontWeight="medium"
                color={change.negative ? "red.fg" : "green.fg"}
                data-testid={`tile-${label}-change`}
              >
                {change.text}
              </Text>
            )}
          </HStack>
          {lagNote && (
            <Text
              fontSize="xs"
              color="fg.muted"
              lineHeight="1rem"
              minHeight="2rem"
              title={lagNote.note ? lagNote.why : undefined}
              data-testid={`tile-${label}-note`}
            >
              {lagNote.note && (
                <>
                  {lagNote.note.days}
                  <br />
                  {lagNote.note.estimate}
                </>
              )}
            </Text>
          )}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
