import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inChunks, jsonArrayItems } from "../../../worker/amazon/json-array-stream";

async function* pieces(text: string, cuts: number[]) {
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield text.slice(start, cut);
    start = cut;
  }
  yield text.slice(start);
}

const read = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

const flatObject = fc.dictionary(
  fc.string(),
  fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
);
const jsonValue = fc.oneof(flatObject, fc.array(fc.integer()), fc.string(), fc.integer(), fc.boolean());

describe("jsonArrayItems", () => {
  it("reads every item of an array, however the text is cut into chunks (strings with quotes, brackets, escapes)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(jsonValue, { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        async (items, cuts, spaced) => {
          const text = spaced ? JSON.stringify(items, null, 2) : JSON.stringify(items);
          const at = cuts.map((cut) => cut % (text.length + 1));
          expect(await read(jsonArrayItems(pieces(text, at)))).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 300, seed: 202026 },
    );
  });

  it("reads a report's rows one character at a time", async () => {
    const rows = [
      { date: "2026-11-01", keywordId: "1", searchTerm: 'a "},[' },
      { cost: 1.25, clicks: null },
    ];
    const text = JSON.stringify(rows);
    expect(
      await read(
        jsonArrayItems(
          pieces(
            text,
            [...text].map((_, index) => index),
          ),
        ),
      ),
    ).toEqual(rows);
  });

  it("refuses what is not one whole array", async () => {
    for (const text of ['{"a":1}', "[1,2", "[1,,2]", "[1] 2", "[{]"]) {
      await expect(read(jsonArrayItems(pieces(text, [])))).rejects.toThrow(SyntaxError);
    }
    expect(await read(jsonArrayItems(pieces(" [ ] ", [2])))).toEqual([]);
  });
});

describe("inChunks", () => {
  it("groups items into arrays of at most the size, the last one shorter", async () => {
    async function* numbers() {
      for (let n = 1; n <= 7; n++) yield n;
    }
    expect(await read(inChunks(numbers(), 3))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
