import { describe, expect, it } from "vitest";
import {
  biddingStrategyLabel,
  isToggleableState,
  matchTypeLabel,
  placementLabel,
  stateLabel,
  targetingLabel,
} from "../../../web/src/lib/campaign-labels";

describe("marketplace labels (spec 000 §3, §4)", () => {
  it("targeting: AUTO 'Automatic targeting', MANUAL 'Manual targeting', others as given, missing '-'", () => {
    expect(targetingLabel("AUTO")).toBe("Automatic targeting");
    expect(targetingLabel("MANUAL")).toBe("Manual targeting");
    expect(targetingLabel("HYBRID")).toBe("HYBRID");
    expect(targetingLabel(null)).toBe("-");
    expect(targetingLabel(undefined)).toBe("-");
  });

  it("campaign states: Enabled, Paused, Archived, other values raw; only ENABLED and PAUSED switch", () => {
    expect(stateLabel("ENABLED")).toBe("Enabled");
    expect(stateLabel("PAUSED")).toBe("Paused");
    expect(stateLabel("ARCHIVED")).toBe("Archived");
    expect(stateLabel("PENDING_REVIEW")).toBe("PENDING_REVIEW");
    expect(isToggleableState("ENABLED")).toBe(true);
    expect(isToggleableState("PAUSED")).toBe(true);
    expect(isToggleableState("ARCHIVED")).toBe(false);
    expect(isToggleableState("PENDING_REVIEW")).toBe(false);
  });

  it("bidding strategies, placements and match types", () => {
    expect(biddingStrategyLabel("LEGACY_FOR_SALES")).toBe("Dynamic bids - down only");
    expect(biddingStrategyLabel(null)).toBe("-");
    expect(placementLabel("PLACEMENT_TOP")).toBe("Top of search (first page)");
    expect(placementLabel("OTHER")).toBe("OTHER");
    expect(matchTypeLabel("NEGATIVE_EXACT")).toBe("Negative Exact");
  });
});
