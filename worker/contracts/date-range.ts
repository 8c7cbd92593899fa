/** A range of marketplace days, both ends included, written YYYY-MM-DD. */
export type DateRange = { startDate: string; endDate: string };
