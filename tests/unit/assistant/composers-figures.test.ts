/** The analyst's answers about figures and the automation's history, composed from the tools' rows. */
import { describe, expect, it } from "vitest";
import { composeAutomationChanges } from "../../../worker/assistant/analyst/intents/automation-changes";
import { composeCompare } from "../../../worker/assistant/analyst/intents/compare-periods";
import { composePerformance } from "../../../worker/assistant/analyst/intents/performance";
import { composeWhyBid } from "../../../worker/assistant/analyst/intents/why-bid-changed";
import type { AutomationChangeRow } from "../../../worker/assistant/assistant";
import { DE, expectWidgetPlaced, RANGE, term, US } from "./support/composer-fixtures";

describe("figures and history answers", () => {
  it("performance: a row per campaign and each marketplace's totals in its currency", () => {
    const reply = composePerformance({
      range: RANGE,
      by: "campaign",
      rows: [term("Dog Beds – Auto", { level: "campaign", spend: 100, sales: 400, acos: 25, roas: 4 })],
      totals: [
        {
          profile: US,
          currency: "USD",
          impressions: 1,
          clicks: 2,
          spend: 100,
          sales: 400,
          orders: 9,
          acos: 25,
          roas: 4,
        },
        {
          profile: DE,
          currency: "EUR",
          impressions: 1,
          clicks: 2,
          spend: 50,
          sales: 100,
          orders: 3,
          acos: 50,
          roas: 2,
        },
      ],
      profiles: [US, DE],
    });
    expect(reply.text).toContain("| Dog Beds – Auto | US | $100.00 | $400.00 | 25.0 % | 4.00 |");
    expect(reply.text).toContain(
      "**US** (Seller US): spend $100.00, sales $400.00, ACOS 25.0 %, ROAS 4.00, 9 orders",
    );
    expect(reply.text).toContain("**DE** (Seller DE): spend €50.00, sales €100.00, ACOS 50.0 %");
  });

  it("compare: now, before and the change per profile", () => {
    const totals = (spend: number, sales: number) => ({
      currency: "USD",
      impressions: 100,
      clicks: 10,
      spend,
      sales,
      orders: 2,
      acos: (spend / sales) * 100,
      roas: sales / spend,
    });
    const reply = composeCompare({
      range: { from: "2026-11-22", to: "2026-11-28", label: "the last 7 days" },
      previous: { from: "2026-11-15", to: "2026-11-21", label: "the period before" },
      profiles: [{ profile: US, now: totals(110, 440), before: totals(100, 500) }],
    });
    expect(reply.text).toContain("| Spend | $110.00 | $100.00 | +10.0 % |");
    expect(reply.text).toContain("| Sales | $440.00 | $500.00 | -12.0 % |");
    expect(reply.text).toContain("| ACOS | 25.0 % | 20.0 % | +5.0 pts |");
  });

  const change = (overrides: Partial<AutomationChangeRow> = {}): AutomationChangeRow => ({
    profileId: 1,
    at: "2026-11-27T14:00:00.000Z",
    rule: "BID_OPTIMIZATION",
    campaignId: "c1",
    sku: "DOG-BED-L",
    entityType: "KEYWORD",
    entityId: "k1",
    entityName: "dog bed",
    field: "bid",
    from: "1.00",
    to: "0.80",
    reason: "ACOS 35 % over 14 days against a 25 % target; bid $1.00 → $0.80",
    status: "APPLIED",
    ...overrides,
  });

  it("automation changes: counts per rule and the newest with their reasons", () => {
    const reply = composeAutomationChanges({
      range: RANGE,
      changes: [
        change(),
        change({ rule: "NEGATIVE_OPTIMIZATION", field: "negativeKeyword", from: null, to: "free" }),
      ],
      profiles: [US],
    });
    expect(reply.text).toContain("made 2 changes");
    expect(reply.text).toContain("1 by bid optimisation, 1 by negative optimisation");
    expect(reply.text).toContain(
      "| 2026-11-27 14:00 UTC | dog bed (DOG-BED-L) | bid $1.00 → $0.80 | ACOS 35 %",
    );
  });

  it("why a bid changed: the keyword's bid changes with their reasons, and its bid widget", () => {
    const keyword = term("dog bed", { level: "keyword", id: "k1", bid: 0.8 });
    const reply = composeWhyBid({
      range: RANGE,
      keyword: "dog bed",
      entities: [keyword],
      changes: [change()],
      profiles: [US],
    });
    expect(reply.text).toContain("changed the bid of **dog bed** (Dog Beds – Auto) once");
    expect(reply.text).toContain("bid $1.00 → $0.80 by bid optimisation — ACOS 35 %");
    expect(reply.widget).toMatchObject({
      action: "UpdateBid",
      endpoint: "/api/widget-actions/1/keywords/k1/bid",
    });
    expectWidgetPlaced(reply);
    const none = composeWhyBid({
      range: RANGE,
      keyword: "dog bed",
      entities: [keyword],
      changes: [],
      profiles: [US],
    });
    expect(none.text).toContain("did not change the bid");
  });
});
