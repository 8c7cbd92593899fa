import { inject } from "vitest";
import { type AdsCall, adsFetch } from "./ads";
import { validate } from "./json-schema";
import type { OpenApiBundle } from "./openapi-bundle";

/** The OpenAPI operations and schemas vitest.config.ts read from ../shared (null when absent). */
export const openapi: OpenApiBundle | null = inject("openapi");

const ABSENT =
  "SKIPPED: the OpenAPI documents (../shared/reference/openapi beside the repository) are absent";

/** A describe title that says why the block is skipped when the documents are missing. */
export function contractTitle(title: string): string {
  if (!openapi) console.warn(`contract tests "${title}" ${ABSENT}`);
  return openapi ? `${title} (contract: ${openapi.dir})` : `${title} — ${ABSENT}`;
}

const mediaType = (header: string | null) => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

function schemaFor(operation: string) {
  const op = openapi?.operations[operation];
  if (!openapi || !op) throw new Error(`no contract for ${operation}`);
  return { op, schemas: openapi.schemas[op.file] ?? {} };
}

/** Validates a request body against the operation's schema for its media type; throws the problems. */
export function checkRequest(operation: string, contentType: string, body: unknown) {
  const { op, schemas } = schemaFor(operation);
  const schema = op.request[contentType];
  if (!schema) throw new Error(`${operation}: the document has no request media type ${contentType}`);
  const errors = validate(schemas, schema, body);
  if (errors.length > 0) throw new Error(`${operation} request breaks the contract:\n${errors.join("\n")}`);
}

/** Validates a response (status, media type, body) against the operation; answers the parsed body. */
export async function checkResponse(operation: string, response: Response): Promise<unknown> {
  const { op, schemas } = schemaFor(operation);
  const byType = op.responses[String(response.status)];
  if (!byType) throw new Error(`${operation}: status ${response.status} is not documented`);
  const type = mediaType(response.headers.get("Content-Type"));
  // Media types compare case-insensitively (the SP v3 document spells them application/vnd.spCampaign.v3+json).
  const schema = Object.entries(byType).find(([documented]) => documented.toLowerCase() === type)?.[1];
  if (!schema) {
    throw new Error(
      `${operation} ${response.status}: media type ${type} is not one of ${Object.keys(byType).join(", ")}`,
    );
  }
  const body = await response.json();
  const errors = validate(schemas, schema, body);
  if (errors.length > 0) {
    throw new Error(`${operation} ${response.status} response breaks the contract:\n${errors.join("\n")}`);
  }
  return body;
}

/**
 * One Ads API call checked both ways: the request body against the document's request schema
 * (when `checkBody`), the answer against the documented response for its status and media type.
 */
export async function contractCall<T>(
  operation: string,
  path: string,
  call: AdsCall & { contentType?: string; accept?: string; checkBody?: boolean },
): Promise<{ status: number; body: T }> {
  const { contentType, accept, checkBody = true, ...rest } = call;
  if (contentType && rest.body !== undefined && checkBody) checkRequest(operation, contentType, rest.body);
  const response = await adsFetch(path, {
    ...rest,
    headers: {
      ...(contentType && { "Content-Type": contentType }),
      ...(accept && { Accept: accept }),
      ...rest.headers,
    },
  });
  return { status: response.status, body: (await checkResponse(operation, response)) as T };
}
