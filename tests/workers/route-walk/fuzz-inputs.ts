/**
 * Broken inputs for a route, built from its description's valid ones (route-table.ts) so that each is
 * invalid by construction: one path parameter, query value or body field made wrong (wrong JSON type,
 * huge, tiny, negative or non-finite number, over-long unicode text, removed), often with extra
 * fields besides; or the whole body broken (bad JSON, not an object, wrong content type). Each input names
 * its kind: what was broken and how, without the random part (a constant junk value is its own kind,
 * unicode or over-long text one kind each), so a route can be sent every kind its generator makes.
 */
import fc from "fast-check";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a broken input must be answered with: 1005 naming a field, or for an id 1003/1006 too. */
export type Expect = "validation" | "validation-or-not-found";

export type BrokenInput = {
  what: string;
  /** `what` without its random part: inputs of one kind differ only in random text or extra fields. */
  kind: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  /** The raw body text and its content type; undefined sends none. */
  body?: { text: string; contentType: string };
  expect: Expect;
};

const unicode = (minLength: number, maxLength: number) =>
  fc.string({ unit: "grapheme", minLength, maxLength });

/** Text longer than any field takes (the longest, a chat message, is 2,000 characters): a short piece repeated. */
const overLong = fc
  .oneof(unicode(1, 6), fc.constantFrom("x", "é", "😀", "名", "\u0000", " "))
  .map((piece) => piece.repeat(Math.ceil(2_500 / piece.length)));

const numberWords = [
  "-1",
  "0",
  "-0",
  "1.5",
  "1e3",
  "1e999",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x1F",
  " 7",
  "7 ",
];

type Junk = { text: string; kind: string };

/** Path and query values: whatever the field, none of these keeps its shape (see sameShape). */
const junkText: fc.Arbitrary<Junk> = fc.oneof(
  fc
    .constantFrom(...numberWords, "", "null", "undefined", "[]", "{}", "true", "../..", "%00", "9".repeat(40))
    .map((text) => ({ text, kind: JSON.stringify(text) })),
  unicode(1, 40).map((text) => ({ text, kind: "unicode text" })),
  overLong.map((text) => ({ text, kind: "over-long text" })),
);

/** Would `junk` pass for a value shaped like `valid`? Those are skipped: they may be valid. */
function sameShape(valid: string, junk: string) {
  if (junk === valid) return true;
  if (/^\d+$/.test(valid)) return /^\d{1,12}$/.test(junk) && !/^0+$/.test(junk);
  if (/^[A-Z_]+$/.test(valid)) return /^[A-Z_]+$/.test(junk);
  if (valid.includes("://")) return junk.includes("://");
  return junk.trim().length === valid.length || (junk.trim().length >= 3 && junk.length <= 100);
}

const junkFor = (valid: string) => junkText.filter((junk) => !sameShape(valid, junk.text));

/** A number no money, count, percentage or id field takes (each has a minimum, a maximum and a step). */
const badNumber = fc.constantFrom(1e300, -1e300, -1, 0, 0.001, 1.005, 2 ** 53 + 2, 1e21, 5e-324, -0.01);
/** Tokens JSON cannot carry as numbers, put raw into the text: the body no longer parses, or reads Infinity. */
const RAW_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "0x10", "01", ".5"];

const otherType = (value: Json): fc.Arbitrary<Json> => {
  const all: fc.Arbitrary<Json>[] = [
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(1, -3.5),
    fc.constantFrom("", "text", "12"),
    fc.constant([]),
    fc.constant({}),
    fc.constant([1, "two"]),
  ];
  return fc
    .oneof(...all)
    .filter(
      (other) =>
        typeof other !== typeof value ||
        Array.isArray(other) !== Array.isArray(value) ||
        (value === null) !== (other === null),
    );
};

type Leaf = { path: (string | number)[]; value: Json };

function leavesOf(value: Json, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      { path: [...path, key], value: item },
      ...leavesOf(item, [...path, key]),
    ]);
  }
  return [];
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !["__proto__", "constructor"].includes(key)),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant<Json>({ nested: [1, 2] })),
  { minKeys: 1, maxKeys: 3 },
);

const jsonText = (value: Json) => ({ text: JSON.stringify(value), contentType: "application/json" });

type Replacement = { what: string; kind?: string; value: Json | undefined; raw?: string };

/** One field of the body made wrong, extra fields added to its object at times. */
function brokenField(
  body: Json,
  leaf: Leaf,
): fc.Arbitrary<{ what: string; kind: string; value: Json; raw?: string }> {
  const where = leaf.path.join(".");
  const replacements: fc.Arbitrary<Replacement>[] = [
    fc.constant({ what: `${where} removed`, value: undefined }),
    otherType(leaf.value).map((value) => ({ what: `${where} = ${JSON.stringify(value)}`, value })),
  ];
  if (typeof leaf.value === "number") {
    replacements.push(badNumber.map((value) => ({ what: `${where} = ${value}`, value })));
    replacements.push(
      fc
        .constantFrom(...RAW_NUMBERS)
        .map((raw) => ({ what: `${where} = ${raw} (raw)`, value: "__RAW__", raw })),
    );
  }
  if (typeof leaf.value === "string") {
    replacements.push(
      overLong.map((value) => ({
        what: `${where} = ${value.length} characters`,
        kind: `${where} over-long`,
        value,
      })),
    );
    replacements.push(
      fc
        .constantFrom("", "   ", "\t\n")
        .map((value) => ({ what: `${where} = blank`, kind: `${where} = ${JSON.stringify(value)}`, value })),
    );
  }
  return fc
    .tuple(fc.oneof(...replacements), fc.option(extraFields, { nil: undefined }))
    .map(([broken, extra]) => {
      let value = setAt(body, leaf.path, broken.value);
      if (extra && value !== null && typeof value === "object" && !Array.isArray(value))
        value = { ...extra, ...value };
      const withExtra = extra ? " with extra fields" : "";
      return {
        what: broken.what + withExtra,
        kind: (broken.kind ?? broken.what) + withExtra,
        value,
        raw: broken.raw,
      };
    });
}

/** The whole body broken: not JSON, not an object, sent as another type, or absent. */
function brokenBody(body: Json): fc.Arbitrary<{ what: string; kind?: string; body?: BrokenInput["body"] }> {
  const text = JSON.stringify(body);
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => ({
      what: `JSON cut at ${cut}`,
      kind: "JSON cut",
      body: { text: text.slice(0, cut), contentType: "application/json" },
    })),
    unicode(1, 200)
      .filter((junk) => {
        try {
          JSON.parse(junk);
          return false;
        } catch {
          return true;
        }
      })
      .map((junk) => ({ what: "not JSON", body: { text: junk, contentType: "application/json" } })),
    fc.constantFrom<Json>(null, 42, "text", true, Array.isArray(body) ? {} : []).map((value) => ({
      what: `body ${JSON.stringify(value)}`,
      body: jsonText(value),
    })),
    fc
      .constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
      )
      .map((contentType) => ({ what: `sent as ${contentType}`, body: { text, contentType } })),
    fc.constant({ what: "no body", body: undefined }),
  );
}

/**
 * Every broken input of a route whose valid request has these path parameters, query and body.
 * Empty when the route takes no input at all (the caller then adds only junk it must ignore).
 */
export function brokenInputs(
  params: Record<string, string>,
  query: Record<string, string> | undefined,
  body: Json | undefined,
): fc.Arbitrary<BrokenInput> | undefined {
  const choices: fc.Arbitrary<BrokenInput>[] = [];
  for (const [name, valid] of Object.entries(params)) {
    choices.push(
      junkFor(valid).map((junk) => ({
        what: `:${name} = ${JSON.stringify(junk.text.slice(0, 60))}`,
        kind: `:${name} = ${junk.kind}`,
        params: { ...params, [name]: junk.text },
        query,
        body: body === undefined ? undefined : jsonText(body),
        expect: "validation-or-not-found" as const,
      })),
    );
  }
  // A query key is not removed: most are optional (a page size, a filter), and without one the read is valid.
  for (const [name, valid] of Object.entries(query ?? {})) {
    choices.push(
      junkFor(valid).map((junk) => ({
        what: `?${name}=${JSON.stringify(junk.text.slice(0, 60))}`,
        kind: `?${name}=${junk.kind}`,
        params,
        query: { ...query, [name]: junk.text },
        body: body === undefined ? undefined : jsonText(body),
        expect: "validation-or-not-found" as const,
      })),
    );
  }
  if (body !== undefined) {
    const leaves = leavesOf(body);
    if (leaves.length > 0) {
      choices.push(
        fc
          .constantFrom(...leaves)
          .chain((leaf) => brokenField(body, leaf))
          .map(({ what, kind, value, raw }) => {
            const text = JSON.stringify(value);
            return {
              what,
              kind,
              params,
              query,
              body: { text: raw ? text.replace('"__RAW__"', raw) : text, contentType: "application/json" },
              expect: "validation" as const,
            };
          }),
      );
    }
    choices.push(
      brokenBody(body).map(({ what, kind, body: broken }) => ({
        what,
        kind: kind ?? what,
        params,
        query,
        body: broken,
        expect: "validation" as const,
      })),
    );
  }
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

/**
 * Junk a route without inputs must ignore: unknown query keys, a body it never reads. Its kinds: the
 * shapes of the query's values (constant, unicode or over-long text) and of the body.
 */
export const ignoredJunk = fc
  .record({
    query: fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), junkText, { maxKeys: 3 }),
    body: fc.option(
      fc.oneof(
        unicode(0, 100).map((value) => ({ value, kind: "unicode text" })),
        fc.json().map((value) => ({ value, kind: "JSON text" })),
      ),
      { nil: undefined },
    ),
  })
  .map(({ query, body }) => ({
    query: Object.fromEntries(Object.entries(query).map(([key, junk]) => [key, junk.text])),
    body: body?.value,
    queryKind:
      Object.values(query)
        .map((junk) => (junk.kind.startsWith('"') ? "constant" : junk.kind))
        .sort()
        .join(", ") || "no query",
    bodyKind: body?.kind ?? "no body",
  }));
