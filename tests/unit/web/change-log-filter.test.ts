import { describe, expect, it } from "vitest";
import { filterOfParams } from "../../../web/src/features/automation/change-log/use-change-log-filter";

describe("the change log's filters in the URL", () => {
  it("reads each filter the URL names", () => {
    const params = new URLSearchParams(
      "skuId=12&campaignId=c-1&rule=BID_OPTIMIZATION&who=SELLER&from=2026-10-01&to=2026-10-31&days=14",
    );
    expect(filterOfParams(params)).toEqual({
      skuId: 12,
      campaignId: "c-1",
      rule: "BID_OPTIMIZATION",
      who: "SELLER",
      from: "2026-10-01",
      to: "2026-10-31",
      days: "14",
    });
  });

  it("leaves out what is not a filter's value, and compares 7 days unless 14 is asked", () => {
    const params = new URLSearchParams("skuId=abc&rule=MAGIC&who=ROBOT&from=yesterday&days=30");
    expect(filterOfParams(params)).toEqual({
      skuId: undefined,
      campaignId: undefined,
      rule: undefined,
      who: undefined,
      from: undefined,
      to: undefined,
      days: "7",
    });
  });
});
