import { bestSellerRank, type Product, type Profile } from "../../model/index";
import type { MetadataRequest } from "./metadata-request";

/** Cursor tokens are the base64 of the next item's offset: opaque to clients, stable for a world. */
export const encodeCursor = (offset: number) => btoa(`offset:${offset}`);

export function decodeCursor(token: string): number | undefined {
  try {
    const match = /^offset:(\d+)$/.exec(atob(token));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The catalog products a request selects, in the order it asks for. */
export function selectProducts(profile: Profile, request: MetadataRequest): Product[] {
  const asins = request.asins && new Set(request.asins.map((asin) => asin.toUpperCase()));
  const skus = request.skus && new Set(request.skus);
  const search = request.searchStr?.toLowerCase();
  const selected = profile.catalog.filter(
    (product) =>
      (!asins || asins.has(product.asin)) &&
      (!skus || skus.has(product.sku)) &&
      (search === undefined || product.title.toLowerCase().includes(search)),
  );
  if (request.sortBy === "SUGGESTED") {
    // Best sellers first: those most likely to engage shoppers.
    const rank = new Map(selected.map((product) => [product, bestSellerRank(profile, product)]));
    return selected.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  }
  // The catalog is in listing order: CREATED_DATE DESC is newest first.
  return request.sortBy === "CREATED_DATE" && request.sortOrder === "DESC" ? selected.reverse() : selected;
}
