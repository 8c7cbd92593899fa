/** How long a seller's edit in Skupilot keeps the automation off that entity (bid, state or budget). */
export const AUTOMATION_HOLD_HOURS = 72;
