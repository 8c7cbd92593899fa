import { describe, expect, it } from "vitest";
import { EARLY_READ_FRESH_MS, type EarlyReads, takeEarlyRead } from "../../../web/src/api/early-reads";

const answered = (status: number) => Promise.resolve(new Response("{}", { status }));

describe("the page's early reads", () => {
  it("hands a started answer out once, to the first query that asks for it", async () => {
    const users = answered(200);
    const reads: EarlyReads = { "/api/users": { response: users, startedAt: 100 } };
    expect(takeEarlyRead(reads, "/api/users", 400)).toBe(users);
    expect(takeEarlyRead(reads, "/api/users", 450)).toBeUndefined();
  });

  it("hands out nothing for a read the page did not start, or when no script started any", () => {
    const reads: EarlyReads = { "/api/users": { response: answered(200), startedAt: 0 } };
    expect(takeEarlyRead(reads, "/api/clock", 10)).toBeUndefined();
    expect(takeEarlyRead(undefined, "/api/users", 10)).toBeUndefined();
  });

  it(`an answer started more than ${EARLY_READ_FRESH_MS / 1000} s before it is asked for is dropped, not handed out`, () => {
    const reads: EarlyReads = {
      "/api/amazon/profiles": { response: answered(401), startedAt: 1_000 },
      "/api/clock": { response: answered(200), startedAt: 1_000 },
    };
    expect(takeEarlyRead(reads, "/api/amazon/profiles", 1_000 + EARLY_READ_FRESH_MS + 1)).toBeUndefined();
    expect(reads["/api/amazon/profiles"]).toBeUndefined();
    expect(takeEarlyRead(reads, "/api/clock", 1_000 + EARLY_READ_FRESH_MS)).toBeDefined();
  });
});
