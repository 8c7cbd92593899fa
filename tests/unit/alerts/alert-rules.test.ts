import { describe, expect, it } from "vitest";
import { accountReconnectAlert } from "../../../worker/alerts/account-reconnect";
import { acosOverTargetAlerts } from "../../../worker/alerts/acos-over-target";
import { adLimitNearAlert } from "../../../worker/alerts/ad-limit-near";
import { budgetOutAlerts } from "../../../worker/alerts/budget-out";
import { evaluateProfileAlerts, type ProfileFacts } from "../../../worker/alerts/evaluate-alerts";
import { outOfStockAlerts } from "../../../worker/alerts/out-of-stock";
import { runFailedAlert } from "../../../worker/alerts/run-failed";
import { DEFAULT_ALERT_RULES } from "../../../worker/contracts/alerts/alert-rules";

const TODAY = "2026-12-07";
const on = { enabled: true, delivery: "IN_APP" } as const;

describe("budget ran out before a given hour", () => {
  const outs = [
    { campaignId: "C1", campaignName: "Mugs exact", hour: 11 },
    { campaignId: "C2", campaignName: "Mugs auto", hour: 18 },
  ];

  it("raises one alert per campaign out before the hour, with its time and a link to the campaign", () => {
    const [alert, ...rest] = budgetOutAlerts({ ...on, beforeHour: 18 }, TODAY, outs);
    expect(rest).toEqual([]);
    expect(alert).toEqual({
      kind: "budgetOut",
      dedupeKey: "budgetOut:C1:2026-12-07",
      title: "Budget ran out by 11:00: Mugs exact",
      text: 'Campaign "Mugs exact" spent its daily budget by 11:00 today (before 18:00, marketplace time) and shows no ads for the rest of the day. Raise its budget or the SKU\'s Max budget to keep it serving.',
      link: "/campaign/C1",
    });
  });

  it("counts the hour itself as late enough (out at 18:00 is not before 18:00)", () => {
    expect(budgetOutAlerts({ ...on, beforeHour: 19 }, TODAY, outs).map((a) => a.link)).toEqual([
      "/campaign/C1",
      "/campaign/C2",
    ]);
    expect(budgetOutAlerts({ ...on, beforeHour: 11 }, TODAY, outs)).toEqual([]);
  });
});

describe("ACOS over target by X points for N days", () => {
  const day = (date: string, costCents: number, salesCents: number) => ({ date, costCents, salesCents });
  const sku = (days: ReturnType<typeof day>[]) => [{ skuId: 7, sku: "MUG-1", targetAcos: 25, days }];

  it("raises when every one of the last N days is at least X points over, naming the ACOS over them", () => {
    const days = [
      day("2026-12-03", 100, 1000),
      day("2026-12-04", 400, 1000),
      day("2026-12-05", 350, 1000),
      day("2026-12-06", 500, 1000),
    ];
    const [alert] = acosOverTargetAlerts({ ...on, points: 10, days: 3 }, TODAY, sku(days));
    expect(alert).toMatchObject({
      dedupeKey: "acosOverTarget:7:2026-12-07",
      title: "ACOS over target: MUG-1",
      link: "/advertised-sku/7",
    });
    expect(alert?.text).toBe(
      "MUG-1's ACOS was at least 10 points over its 25 % target on each of the last 3 days (41.7 % over them). Check its bids, keywords and search terms.",
    );
  });

  it("stays quiet when one day is under target + X, when there are fewer days than N, or on a day with no spend", () => {
    const rule = { ...on, points: 10, days: 3 };
    expect(
      acosOverTargetAlerts(rule, TODAY, sku([day("a", 400, 1000), day("b", 340, 1000), day("c", 400, 1000)])),
    ).toEqual([]);
    expect(acosOverTargetAlerts(rule, TODAY, sku([day("b", 400, 1000), day("c", 400, 1000)]))).toEqual([]);
    expect(
      acosOverTargetAlerts(rule, TODAY, sku([day("a", 400, 1000), day("b", 0, 0), day("c", 400, 1000)])),
    ).toEqual([]);
  });

  it("counts spend without sales as over any target, and says 'no sales'", () => {
    const [alert] = acosOverTargetAlerts({ ...on, points: 50, days: 1 }, TODAY, sku([day("c", 300, 0)]));
    expect(alert?.text).toContain("on each of the last 1 day (no sales over them)");
  });
});

describe("out of stock or running low", () => {
  const skus = [
    { skuId: 1, sku: "A", availability: "OUT_OF_STOCK" },
    { skuId: 2, sku: "B", availability: "IN_STOCK_SCARCE" },
    { skuId: 3, sku: "C", availability: "IN_STOCK" },
    { skuId: 4, sku: "D", availability: null },
  ];

  it("raises for a SKU out of stock and, when asked, one running low; never for stock or an unknown", () => {
    const alerts = outOfStockAlerts({ ...on, lowStock: true }, TODAY, skus);
    expect(alerts.map((a) => [a.title, a.link, a.dedupeKey])).toEqual([
      ["Out of stock: A", "/advertised-sku/1", "outOfStock:1:2026-12-07"],
      ["Stock running low: B", "/advertised-sku/2", "lowStock:2:2026-12-07"],
    ]);
    expect(alerts[0]?.text).toBe(
      "A is out of stock on Amazon. Skupilot paused its ads so nothing is spent, and resumes them once it is back in stock. Restock it to keep selling.",
    );
    expect(outOfStockAlerts({ ...on, lowStock: false }, TODAY, skus).map((a) => a.title)).toEqual([
      "Out of stock: A",
    ]);
  });
});

describe("account needs reconnecting, run failed, ad limit near", () => {
  it("words the reconnect alert with the account and links to the accounts page", () => {
    expect(accountReconnectAlert({ tokenId: 3, name: "Demo Seller" }, TODAY)).toEqual({
      kind: "accountReconnect",
      dedupeKey: "accountReconnect:3:2026-12-07",
      title: "Reconnect your Amazon account: Demo Seller",
      text: 'Amazon no longer accepts Skupilot\'s access to "Demo Seller": its figures are not synced and the automation makes no changes until you reconnect it in Settings › Amazon Accounts.',
      link: "/settings#amazon-accounts",
    });
  });

  it("raises a failed run when it was given up or Amazon refused changes, never for a clean run", () => {
    const profile = { id: 5, name: "US store" };
    expect(runFailedAlert(profile, { givenUp: false, failed: 0, skuId: 1 }, TODAY)).toBeNull();
    expect(runFailedAlert(profile, { givenUp: true }, TODAY)).toMatchObject({
      title: "Automation run failed: US store",
      text: "The automation run of US store could not finish after several tries; it runs again next hour.",
      link: "/advertised-sku",
      dedupeKey: "runFailed:5:2026-12-07",
    });
    expect(runFailedAlert(profile, { givenUp: false, failed: 2, skuId: 9 }, TODAY)).toMatchObject({
      text: "The automation run of US store finished with 2 changes Amazon refused; their reasons are in the change history.",
      link: "/advertised-sku/9",
    });
  });

  it("raises the ad limit from 90 % of the cap, once a month, never without a cap", () => {
    expect(adLimitNearAlert({ usdCents: 89_999, capUsdCents: 100_000 }, TODAY)).toBeNull();
    expect(adLimitNearAlert({ usdCents: 90_000, capUsdCents: null }, TODAY)).toBeNull();
    expect(adLimitNearAlert({ usdCents: 90_000, capUsdCents: 100_000 }, TODAY)).toEqual({
      kind: "adLimitNear",
      dedupeKey: "adLimitNear:2026-12",
      title: "Ad limit near: 90 % of your plan's cap",
      text: "This month's ad spend is $900 of your plan's $1,000 monthly cap. At the cap Skupilot stops making changes until next month; upgrade your plan to keep them going.",
      link: "/settings#subscriptions",
    });
  });
});

describe("evaluating a profile's rules", () => {
  const facts: ProfileFacts = {
    today: TODAY,
    budgetOuts: [{ campaignId: "C1", campaignName: "Mugs", hour: 9 }],
    skuDays: [
      { skuId: 1, sku: "A", targetAcos: 20, days: [{ date: "x", costCents: 500, salesCents: 1000 }] },
    ],
    availability: [{ skuId: 1, sku: "A", availability: "OUT_OF_STOCK" }],
    adSpend: { usdCents: 95, capUsdCents: 100 },
  };

  it("raises each turned-on rule's alerts, and none of a rule turned off", () => {
    const rules = {
      ...DEFAULT_ALERT_RULES,
      acosOverTarget: { ...DEFAULT_ALERT_RULES.acosOverTarget, days: 1 },
    };
    expect(evaluateProfileAlerts(rules, facts).map((a) => a.kind)).toEqual([
      "budgetOut",
      "acosOverTarget",
      "outOfStock",
      "adLimitNear",
    ]);
    const off = {
      ...rules,
      budgetOut: { ...rules.budgetOut, enabled: false },
      adLimitNear: { ...rules.adLimitNear, enabled: false },
    };
    expect(evaluateProfileAlerts(off, facts).map((a) => a.kind)).toEqual(["acosOverTarget", "outOfStock"]);
  });

  it("raises the same keys for the same facts: a second evaluation in the day adds nothing new", () => {
    const keys = () => evaluateProfileAlerts(DEFAULT_ALERT_RULES, facts).map((a) => a.dedupeKey);
    expect(keys()).toEqual(keys());
  });
});
