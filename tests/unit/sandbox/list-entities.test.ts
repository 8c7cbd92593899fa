import { describe, expect, it } from "vitest";
import { listEntities } from "../../../sandbox/model/index";
import { demoUs, demoWorld } from "./fixtures";

const world = demoWorld();
const us = demoUs(world);

describe("SP v3 list", () => {
  it("pages with maxResults and nextToken through every entity once", () => {
    const seen: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = listEntities(world, us, "keywords", {
        maxResults: 3,
        ...(nextToken ? { nextToken } : {}),
      });
      if (!page.ok) throw new Error(page.message);
      expect(page.totalResults).toBe(us.ads.keywords.length);
      seen.push(...page.items.map((item) => String(item.keywordId)));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual(us.ads.keywords.map((keyword) => keyword.keywordId));
  });

  it("filters by state, ids, names and match types", () => {
    const archived = listEntities(world, us, "campaigns", { stateFilter: { include: ["ARCHIVED"] } });
    expect(archived.ok && archived.items.map((c) => c.state)).toEqual(["ARCHIVED"]);
    const first = us.ads.campaigns[0];
    if (!first) throw new Error("fixture");
    const byId = listEntities(world, us, "adGroups", { campaignIdFilter: { include: [first.campaignId] } });
    expect(byId.ok && byId.items.every((group) => group.campaignId === first.campaignId)).toBe(true);
    const byName = listEntities(world, us, "campaigns", {
      nameFilter: { queryTermMatchType: "BROAD_MATCH", include: ["auto"] },
    });
    expect(byName.ok && byName.items.length).toBe(
      us.ads.campaigns.filter((c) => c.name.toLowerCase().includes("auto")).length,
    );
    const exact = listEntities(world, us, "keywords", { matchTypeFilter: ["EXACT"] });
    expect(exact.ok && exact.items.every((k) => k.matchType === "EXACT")).toBe(true);
  });

  it("omits extended data unless asked, and refuses a foreign or forged token", () => {
    const plain = listEntities(world, us, "campaigns", {});
    expect(plain.ok && plain.items[0]).not.toHaveProperty("extendedData");
    const extended = listEntities(world, us, "campaigns", { includeExtendedDataFields: true });
    expect(extended.ok && extended.items[0]?.extendedData).toHaveProperty("servingStatus");
    const page = listEntities(world, us, "keywords", { maxResults: 2 });
    if (!page.ok || !page.nextToken) throw new Error("expected a next page");
    expect(
      listEntities(world, us, "keywords", {
        maxResults: 2,
        nextToken: page.nextToken,
        stateFilter: { include: ["PAUSED"] },
      }).ok,
    ).toBe(false);
    expect(listEntities(world, us, "keywords", { nextToken: "zz.forged" }).ok).toBe(false);
    expect(listEntities(world, us, "keywords", { maxResults: 5000 }).ok).toBe(false);
  });
});
