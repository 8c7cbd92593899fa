import { jsonSchema } from "ai";

/** The subset of JSON Schema the assistant's tool inputs are written in. */
export type InputSchema = {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  description?: string;
  properties?: Record<string, InputSchema>;
  required?: string[];
  items?: InputSchema;
  enum?: readonly (string | number | boolean)[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

/**
 * A tool's input as the model sees it (a JSON schema) and as it is checked before the tool runs: one
 * schema, read by `problemWith` for the subset of JSON Schema the assistant's tools use (object,
 * string, number, integer, boolean, array; properties, required, enum, pattern, minimum, maximum,
 * items). A refused input goes back to the model as the tool's error, naming the field.
 */
export function inputSchema<T>(schema: InputSchema) {
  return jsonSchema<T>(schema, {
    validate: (value) => {
      const problem = problemWith(schema, value, "input");
      return problem ? { success: false, error: new Error(problem) } : { success: true, value: value as T };
    },
  });
}

/** Why `value` does not fit `schema` (naming the field by its path), or null when it fits. */
export function problemWith(schema: InputSchema, value: unknown, path: string): string | null {
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) {
    return `${path}: must be one of ${schema.enum.map((allowed) => JSON.stringify(allowed)).join(", ")}`;
  }
  switch (schema.type) {
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value))
        return `${path}: must be an object`;
      const record = value as Record<string, unknown>;
      for (const name of schema.required ?? []) {
        if (record[name] === undefined) return `${path}.${name}: is required`;
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (record[name] === undefined) continue;
        const problem = problemWith(property, record[name], `${path}.${name}`);
        if (problem) return problem;
      }
      return null;
    }
    case "array": {
      if (!Array.isArray(value)) return `${path}: must be an array`;
      const items = schema.items;
      if (!items) return null;
      for (const [index, item] of value.entries()) {
        const problem = problemWith(items, item, `${path}[${index}]`);
        if (problem) return problem;
      }
      return null;
    }
    case "string":
      if (typeof value !== "string") return `${path}: must be a string`;
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
        return `${path}: must match ${schema.pattern}`;
      }
      return null;
    case "number":
    case "integer": {
      if (typeof value !== "number" || !Number.isFinite(value)) return `${path}: must be a number`;
      if (schema.type === "integer" && !Number.isInteger(value)) return `${path}: must be a whole number`;
      if (schema.minimum !== undefined && value < schema.minimum)
        return `${path}: must be at least ${schema.minimum}`;
      if (schema.maximum !== undefined && value > schema.maximum)
        return `${path}: must be at most ${schema.maximum}`;
      return null;
    }
    case "boolean":
      return typeof value === "boolean" ? null : `${path}: must be true or false`;
    default:
      return null;
  }
}
