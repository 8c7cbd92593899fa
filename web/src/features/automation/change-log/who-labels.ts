import type { ChangeActor } from "@contracts/automation/change-author";

/** Who made a change, as the log names them. */
export const WHO_LABELS: Record<ChangeActor, string> = {
  AUTOMATION: "Automation",
  SELLER: "You",
  ASSISTANT: "Assistant widget",
};
