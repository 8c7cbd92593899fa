/**
 * Texts and options of the pagination control (spec 000 §2.6, §9). Pure. The spec's texts are
 * 'x-y of N items' and 'of N pages' with no singular form, so one item reads '1-1 of 1 items'.
 */

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A page size as a list route's query takes it ("20"): the pagination offers no other sizes. */
export const pageSizeParam = (size: number) => String(size) as `${(typeof PAGE_SIZE_OPTIONS)[number]}`;

/** 'x-y of N items' for a 1-based page; '0-0 of 0 items' when there is nothing. */
export function itemRangeText(page: number, pageSize: number, totalItems: number) {
  if (totalItems === 0) return "0-0 of 0 items";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  return `${first}-${last} of ${totalItems} items`;
}

/** 'of N pages' beside the page selector. */
export const pageCountText = (totalPages: number) => `of ${totalPages} pages`;
