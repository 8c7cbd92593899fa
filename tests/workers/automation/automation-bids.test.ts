import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { bidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { runAutomation } from "../../../worker/automation/run-automation";
import { sandboxControl } from "../support/amazon";
import { type AutomationSeller, automationSeller, bidsOnAmazon, changeRows } from "../support/automation";
import { db, FAST_RETRY } from "../support/sync";

/** The real bid optimisation, against the sandbox's market: bids move toward the SKU's target ACOS. */
let seller: AutomationSeller;
let now: Date;

const setTargetAcos = (targetAcos: number) =>
  env.DB.prepare("update advertised_skus set target_acos = ? where id = ?")
    .bind(targetAcos, seller.skuId)
    .run();
const runBids = (at: Date) =>
  runAutomation(db(), env, seller.profileId, at, { rules: [bidOptimisation], retry: FAST_RETRY });

beforeAll(async () => {
  seller = await automationSeller();
  await sandboxControl("/_sandbox/clock/advance", { hours: 1 });
  now = await marketplaceNow(env);
});

describe("bid optimisation on the sandbox", () => {
  it("cuts the bids of a SKU far over its target ACOS, each cut on Amazon with the target in its reason", async () => {
    await setTargetAcos(2);
    const outcome = await runBids(now);
    const rows = await changeRows(seller.skuId);
    expect(outcome.applied).toBeGreaterThan(0);
    expect(rows.length).toBe(outcome.applied);
    for (const row of rows) {
      expect(row.status).toBe("APPLIED");
      expect(row.action.toCents).toBeLessThan(row.action.fromCents);
      // At most a 20 % step, never under the SKU's Min Bid (2 cents).
      expect(row.action.toCents).toBeGreaterThanOrEqual(
        Math.max(2, Math.floor(row.action.fromCents * 0.8) - 1),
      );
      expect(row.reason).toMatch(/against a 2 % target; .* bid \$\d+\.\d\d → \$\d+\.\d\d/);
    }
    const keywords = rows.filter((row) => (row.action as { entityType?: string }).entityType === "KEYWORD");
    expect(keywords.length).toBeGreaterThan(0);
    const onAmazon = await bidsOnAmazon(
      seller,
      keywords.map((row) => row.entityId),
    );
    expect(keywords.map((row) => onAmazon.get(row.entityId))).toEqual(
      keywords.map((row) => row.action.toCents),
    );
  });

  it("acts once a local day, leaves a cut bid alone the next day, then raises it for a generous target", async () => {
    await setTargetAcos(300);
    expect((await runBids(addHours(now, 1))).planned).toBe(0);

    const before = (await changeRows(seller.skuId)).length;
    await sandboxControl("/_sandbox/clock/advance", { hours: 24 });
    expect((await runBids(await marketplaceNow(env))).planned).toBe(0);

    await sandboxControl("/_sandbox/clock/advance", { hours: 24 });
    const dayAfter = await runBids(await marketplaceNow(env));
    const raises = (await changeRows(seller.skuId)).slice(before);
    expect(dayAfter.applied).toBeGreaterThan(0);
    for (const row of raises) {
      expect(row.action.toCents).toBeGreaterThan(row.action.fromCents);
      expect(row.reason).toMatch(/against a 300 % target/);
    }
  });
});
