/** Spec 001 §9: targets, keywords and recommendation lists come 10 per cursor page. */
export const CURSOR_PAGE_SIZE = 10;
