import { describe, expect, it } from "vitest";
import { openapi } from "./support/contract";
import { validate } from "./support/json-schema";

const schemas = {
  Item: {
    type: "object",
    required: ["id"],
    properties: {
      id: { type: "string", minLength: 2 },
      size: { type: "integer", minimum: 1, nullable: true },
    },
  },
  Pet: {
    oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
    discriminator: {
      propertyName: "kind",
      mapping: { CAT: "#/components/schemas/Cat", DOG: "#/components/schemas/Dog" },
    },
  },
  Cat: { type: "object", properties: { kind: { enum: ["CAT"] }, lives: { type: "number", maximum: 9 } } },
  Dog: {
    type: "object",
    required: ["bark"],
    properties: { kind: { enum: ["DOG"] }, bark: { type: "boolean" } },
  },
};

describe("the contract tests' JSON Schema validator", () => {
  it("accepts what the schema allows", () => {
    const list = { type: "array", maxItems: 2, items: { $ref: "#/components/schemas/Item" } };
    expect(
      validate(schemas, list, [
        { id: "ab", size: null },
        { id: "cd", size: 3, extra: true },
      ]),
    ).toEqual([]);
    expect(validate(schemas, { $ref: "#/components/schemas/Pet" }, { kind: "CAT", lives: 7 })).toEqual([]);
  });

  it("reports wrong types, missing fields, enums, bounds, oneOf branches and unknown refs", () => {
    const list = { type: "array", maxItems: 1, items: { $ref: "#/components/schemas/Item" } };
    expect(validate(schemas, list, [{ size: 0 }, { id: "x", size: 1.5 }])).toEqual([
      "$: more than 1 items",
      "$[0].id: required",
      "$[0].size: 0 < 1",
      "$[1].id: shorter than 2",
      "$[1].size: expected integer, got number",
    ]);
    expect(validate(schemas, { $ref: "#/components/schemas/Pet" }, { kind: "DOG" })).toEqual([
      "$.bark: required",
    ]);
    expect(validate(schemas, { $ref: "#/components/schemas/Nope" }, 1)).toEqual([
      "$: unresolved #/components/schemas/Nope",
    ]);
  });

  it.skipIf(!openapi)("finds a broken AsyncReport in the real reporting document", () => {
    const schema =
      openapi?.operations["get /reporting/reports/{reportId}"]?.responses["200"]?.[
        "application/vnd.getasyncreportresponse.v3+json"
      ];
    const errors = validate(openapi?.schemas["OfflineReport_prod_3p.json"] ?? {}, schema, {
      reportId: "r",
      status: "DONE",
      updatedAt: "2026-11-02T08:00:00.000Z",
    });
    expect(errors).toContain('$.status: "DONE" is not one of ["COMPLETED","FAILED","PENDING","PROCESSING"]');
    expect(errors).toContain("$.configuration: required");
  });
});
