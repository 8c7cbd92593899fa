import { beforeAll, describe, expect, it } from "vitest";
import { type AlertRules, DEFAULT_ALERT_RULES } from "../../../worker/contracts/alerts/alert-rules";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedProfile } from "../support/seed-ads";

let seller: Awaited<ReturnType<typeof signedInUser>>;
let profileId = 0;
let strangerProfileId = 0;

const rulesPath = (id: number) => `/api/alerts/${id}/rules`;
const read = (id = profileId) => call(rulesPath(id), { cookie: seller.cookie });
const save = (body: unknown, id = profileId) =>
  call(rulesPath(id), { method: "PUT", body, cookie: seller.cookie });

beforeAll(async () => {
  seller = await signedInUser("alerts");
  profileId = await seedProfile(seller.id);
  const stranger = await signedInUser("alerts-stranger");
  strangerProfileId = await seedProfile(stranger.id);
});

describe("GET and PUT /api/alerts/{profileId}/rules", () => {
  it("answers a new seller's defaults: every alert on, the urgent ones e-mailed at once", async () => {
    const { status, json } = await read();
    expect(status).toBe(200);
    expect(json.data).toEqual(DEFAULT_ALERT_RULES);
    expect(json.data.budgetOut).toEqual({ enabled: true, delivery: "EMAIL_NOW", beforeHour: 18 });
  });

  it("stores the rules and answers them back; a later read sees them", async () => {
    const rules: AlertRules = {
      ...DEFAULT_ALERT_RULES,
      budgetOut: { enabled: true, delivery: "EMAIL_DIGEST", beforeHour: 12 },
      acosOverTarget: { enabled: false, delivery: "IN_APP", points: 25, days: 7 },
      outOfStock: { enabled: true, delivery: "IN_APP", lowStock: false },
    };
    const saved = await save(rules);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual(rules);
    expect((await read()).json.data).toEqual(rules);
  });

  const bad: [string, (rules: AlertRules) => unknown, string, string][] = [
    [
      "the hour under 1",
      (r) => ({ ...r, budgetOut: { ...r.budgetOut, beforeHour: 0 } }),
      "budgetOut.beforeHour",
      "The hour must be at least 1",
    ],
    [
      "the hour over 23",
      (r) => ({ ...r, budgetOut: { ...r.budgetOut, beforeHour: 24 } }),
      "budgetOut.beforeHour",
      "The hour must be at most 23",
    ],
    [
      "a fractional hour",
      (r) => ({ ...r, budgetOut: { ...r.budgetOut, beforeHour: 9.5 } }),
      "budgetOut.beforeHour",
      "The hour must be a whole number",
    ],
    [
      "points under 1",
      (r) => ({ ...r, acosOverTarget: { ...r.acosOverTarget, points: 0 } }),
      "acosOverTarget.points",
      "The points must be at least 1",
    ],
    [
      "points over 100",
      (r) => ({ ...r, acosOverTarget: { ...r.acosOverTarget, points: 101 } }),
      "acosOverTarget.points",
      "The points must be at most 100",
    ],
    [
      "days under 1",
      (r) => ({ ...r, acosOverTarget: { ...r.acosOverTarget, days: 0 } }),
      "acosOverTarget.days",
      "The days must be at least 1",
    ],
    [
      "days over 14",
      (r) => ({ ...r, acosOverTarget: { ...r.acosOverTarget, days: 15 } }),
      "acosOverTarget.days",
      "The days must be at most 14",
    ],
    [
      "days as text",
      (r) => ({ ...r, acosOverTarget: { ...r.acosOverTarget, days: "3" } }),
      "acosOverTarget.days",
      "The days must be a number",
    ],
    [
      "an unknown delivery",
      (r) => ({ ...r, runFailed: { ...r.runFailed, delivery: "SMS" } }),
      "runFailed.delivery",
      "Must be one of IN_APP, EMAIL_NOW, EMAIL_DIGEST",
    ],
    [
      "enabled not a boolean",
      (r) => ({ ...r, adLimitNear: { ...r.adLimitNear, enabled: "yes" } }),
      "adLimitNear.enabled",
      "Must be true or false",
    ],
    [
      "lowStock not a boolean",
      (r) => ({ ...r, outOfStock: { ...r.outOfStock, lowStock: 1 } }),
      "outOfStock.lowStock",
      "Must be true or false",
    ],
    ["a rule left out", ({ accountReconnect: _, ...r }) => r, "accountReconnect", ""],
  ];

  it.each(bad)(
    "refuses %s: 400/1005 naming the field, nothing changed",
    async (_, breakIt, field, message) => {
      const before = (await read()).json.data;
      const { status, json } = await save(breakIt(before));
      expect(status).toBe(400);
      expect(json.data.code).toBe(1005);
      expect(json.data.message).toContain(field);
      if (message) expect(json.data.message).toContain(message);
      expect((await read()).json.data).toEqual(before);
    },
  );

  it("refuses another seller's profile (1003) and leaves their rules alone", async () => {
    expect((await read(strangerProfileId)).json.data.code).toBe(1003);
    const refused = await save(DEFAULT_ALERT_RULES, strangerProfileId);
    expect(refused.status).toBe(404);
    expect(refused.json.data.code).toBe(1003);
  });
});
