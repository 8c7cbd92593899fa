import { describe, expect, it } from "vitest";
import {
  createEntities,
  deleteEntities,
  ENTITY_KINDS,
  type EntityKind,
  updateEntities,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld } from "./fixtures";

const world = demoWorld();
const us = demoUs(world);
const campaign = us.ads.campaigns.find((c) => c.state === "ENABLED" && c.targetingType === "MANUAL");
const adGroup = us.ads.adGroups.find((g) => g.campaignId === campaign?.campaignId);

const junk: unknown[] = [
  null,
  42,
  "text",
  [],
  {},
  { state: 7, name: ["x"], budget: "lots", bid: "1", keywordText: 5, matchType: {}, expression: "asin" },
  {
    campaignId: campaign?.campaignId,
    adGroupId: adGroup?.adGroupId,
    state: "ENABLED",
    expression: [null, { type: 3 }],
  },
  {
    campaignId: campaign?.campaignId,
    adGroupId: adGroup?.adGroupId,
    state: "ENABLED",
    keywordText: "   ",
    matchType: "EXACT",
  },
  {
    campaignId: campaign?.campaignId,
    dynamicBidding: { strategy: "NOPE", placementBidding: [{ placement: "X", percentage: 1000 }] },
  },
  { campaignId: campaign?.campaignId, budget: { budgetType: "DAILY", budget: Number.NaN } },
];

describe("mutations never throw on malformed items", () => {
  for (const kind of Object.keys(ENTITY_KINDS) as EntityKind[]) {
    it(`${kind}: every item is answered once, as success or error`, () => {
      for (const outcome of [
        createEntities(world, us.profileId, kind, junk),
        updateEntities(world, us.profileId, kind, junk),
        deleteEntities(world, us.profileId, kind, junk),
      ]) {
        const indexes = [...outcome.result.success, ...outcome.result.error]
          .map((item) => item.index)
          .sort((a, b) => a - b);
        expect(indexes).toEqual(junk.map((_, index) => index));
        for (const failure of outcome.result.error) {
          expect(failure.errors.length).toBeGreaterThan(0);
          for (const error of failure.errors)
            expect(Object.keys(error.errorValue)).toEqual([error.errorType]);
        }
      }
    });
  }
});
