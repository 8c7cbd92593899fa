/**
 * Node side of the contract tests (imported by vitest.config.ts, never by a test). The tests run
 * inside workerd, which cannot read ../shared; so the config reads the official OpenAPI documents
 * here, keeps only the operations the contract tests call plus every schema those reach through
 * `$ref`, and hands that bundle to the tests with `provide` (tests read it with `inject("openapi")`).
 * When the folder is absent the bundle is null and the contract tests skip, saying why.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where CI checks out the shared reference: `shared/` beside the clone (SANDBOX_OPENAPI_DIR overrides). */
export const OPENAPI_DIR =
  process.env.SANDBOX_OPENAPI_DIR ??
  fileURLToPath(new URL("../../../../shared/reference/openapi", import.meta.url));

export type Method = "get" | "post" | "put" | "delete";
export type OperationRef = { file: string; path: string; method: Method };

/** The operations covered by contract tests; add a line when a test covers one more. */
export const CONTRACT_OPERATIONS: OperationRef[] = [
  { file: "OfflineReport_prod_3p.json", path: "/reporting/reports", method: "post" },
  { file: "OfflineReport_prod_3p.json", path: "/reporting/reports/{reportId}", method: "get" },
  { file: "OfflineReport_prod_3p.json", path: "/reporting/reports/{reportId}", method: "delete" },
  { file: "SponsoredProducts_prod_3p.json", path: "/sp/targets/keywords/recommendations", method: "post" },
  { file: "SponsoredProducts_prod_3p.json", path: "/sp/targets/products/recommendations", method: "post" },
  { file: "SponsoredProducts_prod_3p.json", path: "/sp/targets/bid/recommendations", method: "post" },
  { file: "common-eligibility.json", path: "/eligibility/product/list", method: "post" },
  { file: "common-product-meta-data.json", path: "/product/metadata", method: "post" },
  { file: "authorization-profiles.json", path: "/v2/profiles", method: "get" },
  ...["campaigns", "adGroups", "productAds", "keywords", "targets"].flatMap((kind): OperationRef[] => [
    { file: "SponsoredProducts_prod_3p.json", path: `/sp/${kind}`, method: "post" },
    { file: "SponsoredProducts_prod_3p.json", path: `/sp/${kind}`, method: "put" },
  ]),
  ...[
    "campaigns",
    "adGroups",
    "productAds",
    "keywords",
    "negativeKeywords",
    "campaignNegativeKeywords",
    "targets",
    "negativeTargets",
    "campaignNegativeTargets",
  ].flatMap((kind): OperationRef[] => [
    { file: "SponsoredProducts_prod_3p.json", path: `/sp/${kind}/list`, method: "post" },
    { file: "SponsoredProducts_prod_3p.json", path: `/sp/${kind}/delete`, method: "post" },
  ]),
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = { paths: Record<string, Record<string, Json>>; components?: { schemas?: Record<string, Json> } };

export type OperationContract = {
  file: string;
  /** Request body schemas by media type. */
  request: Record<string, Json>;
  /** Response body schemas by status, then media type. */
  responses: Record<string, Record<string, Json>>;
};

export type OpenApiBundle = {
  dir: string;
  /** `components.schemas` of each document, only the schemas the operations reach. */
  schemas: Record<string, Record<string, Json>>;
  /** Keyed "post /reporting/reports". */
  operations: Record<string, OperationContract>;
};

const SCHEMA_REF = "#/components/schemas/";

function refsIn(node: Json, into: Set<string>) {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith(SCHEMA_REF)) {
        into.add(value.slice(SCHEMA_REF.length));
      } else if (key !== "examples" && key !== "example") refsIn(value, into);
    }
  }
}

const schemasOf = (content: Json | undefined): Record<string, Json> =>
  Object.fromEntries(
    Object.entries((content ?? {}) as Record<string, { schema?: Json }>).flatMap(([type, media]) =>
      media.schema ? [[type, media.schema]] : [],
    ),
  );

export function loadOpenApiBundle(dir = OPENAPI_DIR): OpenApiBundle | null {
  if (!existsSync(dir)) return null;
  const docs = new Map<string, Doc>();
  const bundle: OpenApiBundle = { dir, schemas: {}, operations: {} };
  for (const { file, path, method } of CONTRACT_OPERATIONS) {
    if (!docs.has(file)) docs.set(file, JSON.parse(readFileSync(join(dir, file), "utf8")) as Doc);
    const op = docs.get(file)?.paths[path]?.[method] as
      | { requestBody?: { content?: Json }; responses?: Record<string, { content?: Json }> }
      | undefined;
    if (!op) throw new Error(`${file} has no ${method} ${path}`);
    bundle.operations[`${method} ${path}`] = {
      file,
      request: schemasOf(op.requestBody?.content),
      responses: Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([status, response]) => [status, schemasOf(response.content)]),
      ),
    };
  }
  for (const [file, doc] of docs) {
    const all = doc.components?.schemas ?? {};
    const wanted = new Set<string>();
    for (const op of Object.values(bundle.operations))
      if (op.file === file) refsIn(op as unknown as Json, wanted);
    const kept: Record<string, Json> = {};
    const queue = [...wanted];
    while (queue.length > 0) {
      const name = queue.pop() as string;
      if (name in kept) continue;
      kept[name] = all[name] ?? null;
      const more = new Set<string>();
      refsIn(kept[name], more);
      queue.push(...more);
    }
    bundle.schemas[file] = kept;
  }
  return bundle;
}

declare module "vitest" {
  export interface ProvidedContext {
    openapi: OpenApiBundle | null;
  }
}
