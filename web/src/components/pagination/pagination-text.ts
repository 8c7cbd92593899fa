/** Texts and options of the pagination control (spec 000 §2.6, §9). Pure. */

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** 'x-y of N items' for a 1-based page. */
export function itemRangeText(page: number, pageSize: number, totalItems: number) {
  if (totalItems === 0) return "0-0 of 0 items";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  return `${first}-${last} of ${totalItems} ${totalItems === 1 ? "item" : "items"}`;
}

export const pageCountText = (totalPages: number) =>
  `of ${totalPages} ${totalPages === 1 ? "page" : "pages"}`;
