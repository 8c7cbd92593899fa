import { HStack, Text } from "@chakra-ui/react";
import { StateSwitch } from "../../../components/ui/state-switch";
import { isToggleableState, stateLabel } from "../../../lib/campaign-labels";
import { targetRules } from "../../../lib/target-rules";
import { type TargetKind, useUpdateTarget } from "../api/use-campaign-edits";
import type { CampaignEditing } from "../columns/editing";

type TargetStateCellProps = {
  editing: CampaignEditing;
  kind: TargetKind;
  row: { id: string; state: string; isBoosted?: boolean };
  /** Names the switch ('State of running shoes (Exact)'). */
  name: string;
};

/** ENABLED/PAUSED switch with the state written beside it (spec 001 §4); other states show a disabled switch. */
export function TargetStateCell({ editing, kind, row, name }: TargetStateCellProps) {
  const update = useUpdateTarget(editing.campaign, kind, row.id);
  const { canToggle } = targetRules(row, editing.limited);
  return (
    <HStack gap="2">
      <StateSwitch
        state={row.state}
        label={`State of ${name}`}
        disabled={!canToggle}
        pending={update.isPending}
        onChange={(state) => update.mutate({ state })}
      />
      {isToggleableState(row.state) && (
        <Text as="span" textStyle="xs" color="fg.muted">
          {stateLabel(row.state)}
        </Text>
      )}
    </HStack>
  );
}
