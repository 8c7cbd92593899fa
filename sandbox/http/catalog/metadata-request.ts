/** The checks of `ProductMetadataRequest` (common-product-meta-data.json). */
export interface MetadataRequest {
  pageIndex: number;
  pageSize: number;
  asins?: string[];
  skus?: string[];
  searchStr?: string;
  checkEligibility: boolean;
  cursorToken?: string;
  sortBy?: "SUGGESTED" | "CREATED_DATE";
  sortOrder: "ASC" | "DESC";
}

export const MAX_PAGE_SIZE = 300;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

export function parseMetadataRequest(body: unknown): MetadataRequest | string {
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object.";
  const b = body as Record<string, unknown>;
  if (!Number.isInteger(b.pageIndex) || (b.pageIndex as number) < 0)
    return "pageIndex must be an integer ≥ 0.";
  if (!Number.isInteger(b.pageSize) || (b.pageSize as number) < 1 || (b.pageSize as number) > MAX_PAGE_SIZE) {
    return `pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}.`;
  }
  const kinds = ["asins", "skus", "searchStr"].filter((key) => b[key] !== undefined);
  if (kinds.length > 1) return "Use only one of asins, skus or searchStr.";
  for (const key of ["asins", "skus"] as const) {
    if (b[key] !== undefined && (!isStringArray(b[key]) || (b[key] as string[]).length > MAX_PAGE_SIZE)) {
      return `${key} must be an array of at most ${MAX_PAGE_SIZE} strings.`;
    }
  }
  if (b.searchStr !== undefined && typeof b.searchStr !== "string") return "searchStr must be a string.";
  if (b.adType !== undefined && b.adType !== "SP" && b.adType !== "SB" && b.adType !== "SD") {
    return "adType must be SP, SB or SD.";
  }
  if (b.checkEligibility === true && b.adType === undefined)
    return "adType is required to check eligibility.";
  if (b.sortBy !== undefined && b.sortBy !== "SUGGESTED" && b.sortBy !== "CREATED_DATE") {
    return "sortBy must be SUGGESTED or CREATED_DATE.";
  }
  const sortOrder = b.sortOrder ?? "DESC";
  if (sortOrder !== "ASC" && sortOrder !== "DESC") return "sortOrder must be ASC or DESC.";
  if (b.cursorToken !== undefined && typeof b.cursorToken !== "string")
    return "cursorToken must be a string.";
  return {
    pageIndex: b.pageIndex as number,
    pageSize: b.pageSize as number,
    ...(b.asins !== undefined && { asins: b.asins as string[] }),
    ...(b.skus !== undefined && { skus: b.skus as string[] }),
    ...(b.searchStr !== undefined && { searchStr: b.searchStr as string }),
    checkEligibility: b.checkEligibility === true,
    ...(typeof b.cursorToken === "string" && b.cursorToken !== "" && { cursorToken: b.cursorToken }),
    ...(b.sortBy !== undefined && { sortBy: b.sortBy as "SUGGESTED" | "CREATED_DATE" }),
    sortOrder,
  };
}
