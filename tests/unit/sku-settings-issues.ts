import * as v from "valibot";

/** Every issue of `input` as [field path, message], in order. */
export function issuesOf(schema: v.GenericSchema, input: unknown): [string, string][] {
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return result.issues.map((issue) => [v.getDotPath(issue) ?? "", issue.message]);
}
