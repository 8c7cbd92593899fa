import { Card, HStack, Icon, Stack, Stat, Text, VisuallyHidden } from "@chakra-ui/react";
import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { InfoTip } from "../../../components/ui/info-tip";
import type { ChangeTone, MetricChange } from "../tiles/metric-change";

type Props = {
  label: string;
  value: string;
  explanation: string;
  change: MetricChange | null;
  /** What the change is against, 'vs previous 7 days', and its dates when known. */
  comparison: { label: string; dates: string | null };
  /** For a figure read from sales: its line about the days still arriving (room kept while unknown). */
  lagNote?: { note: { days: string; estimate: string } | null; why: string };
};

const TONE_COLOURS: Record<ChangeTone, string> = { good: "green.fg", bad: "red.fg", neutral: "fg.muted" };
const TONE_WORDS: Record<ChangeTone, string> = { good: "better", bad: "worse", neutral: "" };

/** One ANALYTICS tile: the figure, what it means, and how it moved against the period before. */
export function MetricTile({ label, value, explanation, change, comparison, lagNote }: Props) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stat.Root>
          <HStack gap="1.5">
            <Stat.Label fontWeight="medium">{label}</Stat.Label>
            <InfoTip label={label} content={explanation} />
          </HStack>
          <Stat.ValueText fontSize="2xl" fontVariantNumeric="tabular-nums" data-testid={`tile-${label}`}>
            {value}
          </Stat.ValueText>
          {/* The lines keep their height without a change, so the tiles of a row stay aligned. */}
          <Stack gap="0" minHeight="2.5rem">
            {change && (
              <>
                <HStack gap="1" fontSize="sm">
                  <Icon size="sm" color={TONE_COLOURS[change.tone]} aria-hidden>
                    {change.direction === "up" ? <ArrowUpRight /> : <ArrowDownRight />}
                  </Icon>
                  <Text
                    fontWeight="medium"
                    fontVariantNumeric="tabular-nums"
                    color={TONE_COLOURS[change.tone]}
                    data-tone={change.tone}
                    data-testid={`tile-${label}-change`}
                  >
                    {change.text}
                  </Text>
                  {TONE_WORDS[change.tone] && <VisuallyHidden>({TONE_WORDS[change.tone]})</VisuallyHidden>}
                </HStack>
                <Text
                  fontSize="xs"
                  color="fg.muted"
                  title={comparison.dates ?? undefined}
                  data-testid={`tile-${label}-comparison`}
                >
                  {comparison.label}
                </Text>
              </>
            )}
          </Stack>
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
