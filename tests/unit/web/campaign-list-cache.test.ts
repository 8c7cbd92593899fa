import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { withUpdatedCampaign } from "../../../web/src/features/campaign-lists/api/update-cached-rows";
import { budgetFormSchema } from "../../../web/src/features/campaign-lists/components/budget-form-schema";
import type { CampaignList, CampaignListRow } from "../../../worker/contracts/campaigns/campaign-list";

const row = (id: string, state = "ENABLED", budget = 10): CampaignListRow => ({
  id,
  name: `Campaign ${id}`,
  state,
  targetingType: "AUTO",
  startDate: "2026-10-01",
  budget: { budget },
  dynamicBidding: { strategy: "LEGACY_FOR_SALES", placementBidding: [] },
});
const list: CampaignList = {
  campaigns: [row("1"), row("2")],
  total: {
    count: 2,
    impressions: 0,
    clicks: 0,
    spend: 0,
    sales: 0,
    unitsSoldClicks: 0,
    roas: null,
    acos: null,
    ctr: null,
    cvr: null,
  },
  totalPages: 1,
};

describe("a campaign update in the cached lists (spec 000 §7 notes)", () => {
  it("takes state, budget and bidding from the answer for that campaign only", () => {
    const updated = withUpdatedCampaign(list, {
      id: "2",
      state: "PAUSED",
      budget: { budget: 25 },
      dynamicBidding: { strategy: "MANUAL", placementBidding: [] },
    });
    expect(updated?.campaigns[0]).toEqual(list.campaigns[0]);
    expect(updated?.campaigns[1]).toMatchObject({
      id: "2",
      name: "Campaign 2",
      state: "PAUSED",
      budget: { budget: 25 },
    });
  });

  it("leaves a list without that campaign as it is", () => {
    const other = {
      id: "9",
      state: "PAUSED",
      budget: { budget: 1 },
      dynamicBidding: row("9").dynamicBidding,
    };
    expect(withUpdatedCampaign(list, other)).toBe(list);
    expect(withUpdatedCampaign(undefined, other)).toBeUndefined();
  });
});

describe("the budget form (spec 000 §5)", () => {
  const message = (budget: string) => v.safeParse(budgetFormSchema, { budget }).issues?.[0]?.message;

  it("requires a value", () => {
    expect(message("")).toBe("Required");
    expect(message("  ")).toBe("Required");
  });

  it("needs at least $1 in cents", () => {
    expect(message("0.5")).toBe("Min value - $1");
    expect(message("0.99")).toBe("Min value - $1");
    expect(message("0.555")).toBe("Min value - $1");
    expect(message("1.005")).toBe("Must be in steps of $0.01");
    expect(v.parse(budgetFormSchema, { budget: "1" })).toEqual({ budget: 1 });
    expect(v.parse(budgetFormSchema, { budget: "12.34" })).toEqual({ budget: 12.34 });
  });
});
