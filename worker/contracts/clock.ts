/** GET /api/clock: the marketplace's "now" (ISO 8601). */
export type ClockView = { now: string };
