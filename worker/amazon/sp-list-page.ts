import type { AdsClient } from "./ads-client";
import { SP_KINDS, type SpKind } from "./sp-kinds";

export type SpListPage<T> = { items: T[]; totalResults: number; nextToken: string | null };

/** One page of `POST /sp/<kind>/list`: the items, Amazon's count of all matches, and the next page's token. */
export async function listPage<T = Record<string, unknown>>(
  client: AdsClient,
  profileId: string,
  kind: SpKind,
  body: Record<string, unknown>,
): Promise<SpListPage<T>> {
  const { contentType, key } = SP_KINDS[kind];
  const page = await client.send<Record<string, unknown>>({
    method: "POST",
    path: `/sp/${kind}/list`,
    profileId,
    contentType,
    body,
  });
  const items = (page[key] as T[] | undefined) ?? [];
  return {
    items,
    totalResults: typeof page.totalResults === "number" ? page.totalResults : items.length,
    nextToken: typeof page.nextToken === "string" && page.nextToken !== "" ? page.nextToken : null,
  };
}
