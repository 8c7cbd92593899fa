import { Badge } from "@chakra-ui/react";
import { stateLabel } from "../../lib/campaign-labels";

const PALETTES: Record<string, string> = { ENABLED: "green", PAUSED: "orange" };

/** Enabled green, Paused orange; Archived and any other value (shown raw) in the archived grey. */
export function CampaignStateBadge({ state }: { state: string }) {
  return (
    <Badge variant="subtle" colorPalette={PALETTES[state] ?? "gray"} opacity={PALETTES[state] ? 1 : 0.8}>
      {stateLabel(state)}
    </Badge>
  );
}
