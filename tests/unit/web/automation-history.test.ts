import type { ChangeRow } from "@contracts/automation/change-api";
import { describe, expect, it } from "vitest";
import { describeChange, formatChangeValue } from "../../../web/src/features/automation/lib/format-change";
import { historyCsv } from "../../../web/src/features/automation/lib/history-csv";
import { holdNotice, holdsAutomation } from "../../../web/src/lib/automation-hold";

const row = (change: Partial<ChangeRow>): ChangeRow => ({
  id: 1,
  time: "2026-10-12T10:00:00.000Z",
  skuId: 7,
  sku: "SHOE-1",
  campaignId: "c-1",
  campaignName: "Shoes, keywords",
  entityType: "KEYWORD",
  entityId: "k-1",
  entityLabel: "running shoes (exact)",
  field: "bid",
  from: 0.92,
  to: 0.78,
  rule: "BID_OPTIMIZATION",
  reason: "ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.78",
  who: "AUTOMATION",
  actorUserId: null,
  actorName: "Automation",
  batchId: null,
  status: "APPLIED",
  error: null,
  undoable: true,
  ...change,
});

describe("a change, as the History writes it", () => {
  it("shows bids and budgets in dollars, from → to", () => {
    expect(describeChange(row({}), "USD")).toBe("Bid $0.92 → $0.78");
    expect(describeChange(row({ field: "budget", from: 10, to: 15 }), "USD")).toBe("Budget $10.00 → $15.00");
    expect(describeChange(row({ field: "bid", from: 1234.5, to: 0.02 }), "USD")).toBe(
      "Bid $1,234.50 → $0.02",
    );
  });

  it("names states the way the tables do", () => {
    expect(describeChange(row({ field: "state", from: "ENABLED", to: "PAUSED" }), "USD")).toBe(
      "Enabled → Paused",
    );
    expect(formatChangeValue("state", "ARCHIVED", "USD")).toBe("Archived");
  });

  it("says what an addition added", () => {
    expect(describeChange(row({ field: "keyword", from: null, to: 0.45 }), "USD")).toBe("Added at $0.45 bid");
    expect(describeChange(row({ field: "negativeKeyword", from: null, to: "cheap shoes" }), "USD")).toBe(
      "Added as negative",
    );
    expect(formatChangeValue("negativeTarget", "B0COMPET01", "USD")).toBe("B0COMPET01");
    expect(formatChangeValue("bid", null, "USD")).toBe("-");
  });
});

describe("the History's CSV", () => {
  it("has one header line and one line a change, raw values, fields quoted when they need it", () => {
    const csv = historyCsv(
      [
        row({}),
        row({
          id: 2,
          who: "SELLER",
          actorUserId: "u-1",
          actorName: "Maya, PPC",
          field: "state",
          from: "ENABLED",
          to: "PAUSED",
          status: "FAILED",
          error: 'Amazon said "no"',
        }),
      ],
      "USD",
    );
    expect(csv.split("\r\n")).toEqual([
      "Time (UTC),SKU,Campaign,Rule,By,Entity,Field,From,To,Reason,Status,Note,Currency",
      '2026-10-12T10:00:00.000Z,SHOE-1,"Shoes, keywords",Bid optimization,Automation,running shoes (exact),bid,0.92,0.78,ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.78,Applied,,USD',
      '2026-10-12T10:00:00.000Z,SHOE-1,"Shoes, keywords",Bid optimization,"Maya, PPC",running shoes (exact),state,ENABLED,PAUSED,ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.78,Failed,"Amazon said ""no""",',
    ]);
  });

  it("is only the header line without changes", () => {
    expect(historyCsv([], "USD")).toBe(
      "Time (UTC),SKU,Campaign,Rule,By,Entity,Field,From,To,Reason,Status,Note,Currency",
    );
  });
});

describe("the hold a seller's edit puts on the automation", () => {
  it("comes with a bid, state or budget edit, not with other settings", () => {
    expect(holdsAutomation({ bid: 0.5 })).toBe(true);
    expect(holdsAutomation({ state: "PAUSED" })).toBe(true);
    expect(holdsAutomation({ budget: 12 })).toBe(true);
    expect(holdsAutomation({})).toBe(false);
    expect(holdNotice("keyword")).toBe("Skupilot's automation leaves this keyword alone for 72 hours.");
  });
});
