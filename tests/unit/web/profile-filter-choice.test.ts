import { describe, expect, it } from "vitest";
import { profileFilterChoice } from "../../../web/src/lib/accounts/profile-filter-choice";

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
