import type { ChangeActor } from "@contracts/automation/change-author";

/** Who made a change, as the log's "Made by" filter names them (each member: the Member filter). */
export const WHO_LABELS: Record<ChangeActor, string> = {
  AUTOMATION: "Automation",
  SELLER: "A member's edit",
  ASSISTANT: "Assistant widget",
};
