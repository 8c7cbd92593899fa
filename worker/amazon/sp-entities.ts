import type { AdsClient } from "./ads-client";
import { SP_BATCH_LIMIT, SP_KINDS, type SpKind } from "./sp-kinds";

export type SpItemError = { index: number; errors: unknown[] };
export type SpItemSuccess = { index: number; id: string; entity?: Record<string, unknown> };
export type SpMutationResult = { success: SpItemSuccess[]; error: SpItemError[] };

type ListPage = Record<string, unknown> & { nextToken?: string | null; totalResults?: number };

/** The entities of a kind that match `filters`, a page at a time, following nextToken to the last page. */
export async function* listPages<T = Record<string, unknown>>(
  client: AdsClient,
  profileId: string,
  kind: SpKind,
  filters: Record<string, unknown> = {},
  pageSize = 1000,
): AsyncGenerator<T[]> {
  const { contentType, key } = SP_KINDS[kind];
  let nextToken: string | undefined;
  do {
    const page = await client.send<ListPage>({
      method: "POST",
      path: `/sp/${kind}/list`,
      profileId,
      contentType,
      body: { ...filters, maxResults: pageSize, ...(nextToken ? { nextToken } : {}) },
    });
    yield (page[key] as T[] | undefined) ?? [];
    nextToken = page.nextToken ?? undefined;
  } while (nextToken);
}

/** Every entity of a kind that matches `filters`, every page collected (small, filtered lists). */
export async function listAll<T = Record<string, unknown>>(
  client: AdsClient,
  profileId: string,
  kind: SpKind,
  filters: Record<string, unknown> = {},
  pageSize = 1000,
): Promise<T[]> {
  const items: T[] = [];
  for await (const page of listPages<T>(client, profileId, kind, filters, pageSize)) items.push(...page);
  return items;
}

type Verb = "create" | "update" | "delete";
const REQUESTS: Record<Verb, { method: "POST" | "PUT"; suffix: string }> = {
  create: { method: "POST", suffix: "" },
  update: { method: "PUT", suffix: "" },
  delete: { method: "POST", suffix: "/delete" },
};

/**
 * Create, update or delete (archive) items in batches of 1000. Items fail one by one (207); the
 * answer lists each success and error with its index in `items`.
 */
export async function mutate(
  client: AdsClient,
  profileId: string,
  kind: SpKind,
  verb: Verb,
  items: unknown[],
): Promise<SpMutationResult> {
  const { contentType, key, id, deleteFilter } = SP_KINDS[kind];
  const result: SpMutationResult = { success: [], error: [] };
  for (let offset = 0; offset < items.length; offset += SP_BATCH_LIMIT) {
    const batch = items.slice(offset, offset + SP_BATCH_LIMIT);
    const body = verb === "delete" ? { [deleteFilter]: { include: batch } } : { [key]: batch };
    const answer = await client.send<
      Record<string, { success?: Record<string, unknown>[]; error?: SpItemError[] }>
    >({
      method: REQUESTS[verb].method,
      path: `/sp/${kind}${REQUESTS[verb].suffix}`,
      profileId,
      contentType,
      body,
    });
    const part = answer[key] ?? {};
    for (const success of part.success ?? []) {
      const entity = Object.values(success).find((value) => value && typeof value === "object") as
        | Record<string, unknown>
        | undefined;
      result.success.push({ index: offset + Number(success.index), id: String(success[id]), entity });
    }
    for (const error of part.error ?? []) result.error.push({ ...error, index: offset + error.index });
  }
  return result;
}
