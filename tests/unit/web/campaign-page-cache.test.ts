import { describe, expect, it } from "vitest";
import { detailWithUpdate, withTargetChange } from "../../../web/src/features/campaign/api/cached-edits";
import type {
  CampaignDetail,
  CampaignTargets,
  KeywordTarget,
} from "../../../worker/contracts/campaigns/campaign-detail";

const detail: CampaignDetail = {
  id: "3",
  name: "Campaign 3",
  state: "ENABLED",
  targetingType: "MANUAL",
  startDate: "2026-10-01",
  endDate: null,
  budget: { budget: 10 },
  source: "MIGRATED",
  advertisedSku: null,
  advertisedSkuId: null,
  placements: [
    { placement: "PLACEMENT_TOP", percentage: 0 },
    { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 25 },
    { placement: "PLACEMENT_REST_OF_SEARCH", percentage: null },
  ],
  dynamicBidding: {
    strategy: "LEGACY_FOR_SALES",
    placementBidding: [{ placement: "PLACEMENT_PRODUCT_PAGE", percentage: 25 }],
  },
};

describe("a campaign update in the cached campaign page", () => {
  const answer = {
    id: "3",
    state: "PAUSED",
    budget: { budget: 7 },
    dynamicBidding: {
      strategy: "LEGACY_FOR_SALES",
      placementBidding: [{ placement: "PLACEMENT_TOP", percentage: 150 }],
    },
  };

  it("takes the answer's state, budget and bidding when it is the same campaign", () => {
    expect(detailWithUpdate(detail, answer)).toMatchObject({
      id: "3",
      state: "PAUSED",
      budget: { budget: 7 },
      source: "MIGRATED",
      dynamicBidding: answer.dynamicBidding,
    });
  });

  it("shows each placement's new adjustment, 0 when Amazon no longer lists it, rest of search untouched", () => {
    expect(detailWithUpdate(detail, answer)?.placements).toEqual([
      { placement: "PLACEMENT_TOP", percentage: 150 },
      { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 0 },
      { placement: "PLACEMENT_REST_OF_SEARCH", percentage: null },
    ]);
  });

  it("leaves another campaign's detail, or none, as it is", () => {
    expect(detailWithUpdate(detail, { ...answer, id: "4" })).toBe(detail);
    expect(detailWithUpdate(undefined, answer)).toBeUndefined();
  });
});

describe("a target change in the cached targets", () => {
  const keyword = (id: string): KeywordTarget => ({
    id,
    keywordText: `term ${id}`,
    matchType: "EXACT",
    state: "ENABLED",
    bid: 0.5,
    defaultBid: 0.45,
    organicSearchOptimization: false,
    isBoosted: false,
    boostMaxBid: null,
    campaignId: "3",
  });
  const targets: CampaignTargets = { keywordTargets: [keyword("k1"), keyword("k2")], asinTargets: [] };

  it("changes only the edited row of the named list", () => {
    const changed = withTargetChange(targets, "keywordTargets", "k2", { bid: 0.75 });
    expect(changed?.keywordTargets.map((row) => [row.id, row.bid, row.state])).toEqual([
      ["k1", 0.5, "ENABLED"],
      ["k2", 0.75, "ENABLED"],
    ]);
    expect(
      withTargetChange(targets, "keywordTargets", "k1", { state: "PAUSED" })?.keywordTargets[0]?.state,
    ).toBe("PAUSED");
  });

  it("leaves reads without that list, or no read, as they are", () => {
    expect(withTargetChange(targets, "negativeKeywordTargets", "k1", { state: "PAUSED" })).toBe(targets);
    expect(withTargetChange(undefined, "keywordTargets", "k1", { bid: 1 })).toBeUndefined();
  });
});
