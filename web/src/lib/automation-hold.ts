import { AUTOMATION_HOLD_HOURS } from "@contracts/automation/holds";

/** A seller's edit of these holds the automation off the entity (the Worker writes the hold). */
export const holdsAutomation = (change: { state?: unknown; bid?: unknown; budget?: unknown }) =>
  change.state !== undefined || change.bid !== undefined || change.budget !== undefined;

/** The line under the save toast: "Skupilot's automation leaves this keyword alone for 72 hours." */
export const holdNotice = (entity: string) =>
  `Skupilot's automation leaves this ${entity} alone for ${AUTOMATION_HOLD_HOURS} hours.`;
