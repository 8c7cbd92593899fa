/**
 * How long the automation leaves an entity alone after a seller changed it in Skupilot (an edit or an
 * undo): the next runs skip it until the hold expires, so the seller's choice is not overwritten at once.
 */
export const AUTOMATION_HOLD_HOURS = 72;
