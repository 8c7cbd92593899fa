/**
 * A compact validator for the part of JSON Schema (OpenAPI 3.0 flavour) the Amazon Ads documents
 * use: type (with nullable), enum, properties, required, additionalProperties, items,
 * min/maxItems, min/maxLength, minimum/maximum, allOf, anyOf, oneOf (with discriminator) and
 * `#/components/schemas/…` references. Answers the problems found, empty when valid.
 */
type Schema = { [key: string]: unknown };

const REF = "#/components/schemas/";

const typeOf = (value: unknown) =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "array"
      : typeof value === "number"
        ? "number"
        : typeof value;

function typeMatches(type: string, value: unknown): boolean {
  if (type === "integer") return Number.isInteger(value);
  return typeOf(value) === type;
}

export function validate(
  schemas: Record<string, unknown>,
  schema: unknown,
  value: unknown,
  at = "$",
): string[] {
  if (!schema || typeof schema !== "object") return [];
  const s = schema as Schema;
  if (typeof s.$ref === "string") {
    const target = s.$ref.startsWith(REF) ? schemas[s.$ref.slice(REF.length)] : undefined;
    if (target === undefined) return [`${at}: unresolved ${s.$ref}`];
    return validate(schemas, target, value, at);
  }
  if (value === null && s.nullable === true) return [];
  const errors: string[] = [];
  for (const part of (s.allOf as unknown[] | undefined) ?? [])
    errors.push(...validate(schemas, part, value, at));
  if (Array.isArray(s.anyOf) && !s.anyOf.some((part) => validate(schemas, part, value, at).length === 0)) {
    errors.push(`${at}: matches none of anyOf`);
  }
  if (Array.isArray(s.oneOf)) errors.push(...validateOneOf(schemas, s, value, at));
  if (typeof s.type === "string" && !typeMatches(s.type, value)) {
    return [...errors, `${at}: expected ${s.type}, got ${typeOf(value)}`];
  }
  if (Array.isArray(s.enum) && !s.enum.includes(value)) {
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`);
  }
  if (typeof value === "string") errors.push(...lengthErrors(s, value.length, at));
  if (typeof value === "number") {
    if (typeof s.minimum === "number" && value < s.minimum) errors.push(`${at}: ${value} < ${s.minimum}`);
    if (typeof s.maximum === "number" && value > s.maximum) errors.push(`${at}: ${value} > ${s.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems)
      errors.push(`${at}: fewer than ${s.minItems} items`);
    if (typeof s.maxItems === "number" && value.length > s.maxItems)
      errors.push(`${at}: more than ${s.maxItems} items`);
    if (s.items)
      for (const [index, item] of value.entries())
        errors.push(...validate(schemas, s.items, item, `${at}[${index}]`));
  }
  if (typeOf(value) === "object")
    errors.push(...objectErrors(schemas, s, value as Record<string, unknown>, at));
  return errors;
}

function lengthErrors(s: Schema, length: number, at: string): string[] {
  const errors: string[] = [];
  if (typeof s.minLength === "number" && length < s.minLength)
    errors.push(`${at}: shorter than ${s.minLength}`);
  if (typeof s.maxLength === "number" && length > s.maxLength)
    errors.push(`${at}: longer than ${s.maxLength}`);
  return errors;
}

function objectErrors(
  schemas: Record<string, unknown>,
  s: Schema,
  value: Record<string, unknown>,
  at: string,
) {
  const errors: string[] = [];
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  for (const name of (s.required as string[] | undefined) ?? []) {
    if (value[name] === undefined) errors.push(`${at}.${name}: required`);
  }
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (name in properties) errors.push(...validate(schemas, properties[name], item, `${at}.${name}`));
    else if (s.additionalProperties === false) errors.push(`${at}.${name}: not allowed`);
    else if (typeof s.additionalProperties === "object") {
      errors.push(...validate(schemas, s.additionalProperties, item, `${at}.${name}`));
    }
  }
  return errors;
}

function validateOneOf(schemas: Record<string, unknown>, s: Schema, value: unknown, at: string): string[] {
  const discriminator = s.discriminator as
    | { propertyName?: string; mapping?: Record<string, string> }
    | undefined;
  const tag =
    discriminator?.propertyName && (value as Record<string, unknown> | null)?.[discriminator.propertyName];
  const mapped = typeof tag === "string" ? discriminator?.mapping?.[tag] : undefined;
  if (mapped) return validate(schemas, { $ref: mapped }, value, at);
  const passing = (s.oneOf as unknown[]).filter((part) => validate(schemas, part, value, at).length === 0);
  return passing.length === 1 ? [] : [`${at}: matches ${passing.length} of oneOf (expected exactly one)`];
}
