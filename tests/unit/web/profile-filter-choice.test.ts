import { describe, expect, it } from "vitest";
import { profileFilterChoice, profileSync } from "../../../web/src/lib/accounts/profile-filter-choice";

describe("the 'Profiles' filter's choice from the address bar", () => {
  const own = [21, 22, 23];

  it("follows the header's current profile until the seller chooses", () => {
    expect(profileFilterChoice(null, own, 22)).toBe(22);
  });

  it("'all' asks for every profile: no profileId", () => {
    expect(profileFilterChoice("all", own, 22)).toBeUndefined();
  });

  it("takes one of the seller's own profiles", () => {
    expect(profileFilterChoice("23", own, 22)).toBe(23);
  });

  it("falls back to the current profile for an id that is not the seller's, or not a number", () => {
    expect(profileFilterChoice("99", own, 22)).toBe(22);
    expect(profileFilterChoice("abc", own, 22)).toBe(22);
    expect(profileFilterChoice("", own, 22)).toBe(22);
  });

  it("is every profile when there is no current profile", () => {
    expect(profileFilterChoice(null, [], undefined)).toBeUndefined();
  });
});

describe("one profile for the header and the page (issue 33, item 5)", () => {
  const own = [21, 22, 23];

  it("moves the header to a profile the address names, when the header has not just moved", () => {
    expect(profileSync("23", own, 22, false)).toEqual({ kind: "HEADER_FOLLOWS_PAGE", profileId: 23 });
  });

  it("moves the page to the header's new profile, out of All too", () => {
    expect(profileSync("23", own, 21, true)).toEqual({ kind: "PAGE_FOLLOWS_HEADER", profileId: 21 });
    expect(profileSync("all", own, 21, true)).toEqual({ kind: "PAGE_FOLLOWS_HEADER", profileId: 21 });
  });

  it("leaves both alone when they agree, under All while the header stays, without a choice, and for an id not the seller's", () => {
    expect(profileSync("22", own, 22, true)).toEqual({ kind: "NONE" });
    expect(profileSync("22", own, 22, false)).toEqual({ kind: "NONE" });
    expect(profileSync("all", own, 22, false)).toEqual({ kind: "NONE" });
    expect(profileSync(null, own, 22, true)).toEqual({ kind: "NONE" });
    expect(profileSync("99", own, 22, false)).toEqual({ kind: "NONE" });
    expect(profileSync("23", own, undefined, false)).toEqual({ kind: "NONE" });
  });
});
