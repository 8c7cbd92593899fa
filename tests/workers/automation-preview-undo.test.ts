import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../worker/amazon/marketplace-clock";
import { mutate } from "../../worker/amazon/sp-entities";
import { previewSku } from "../../worker/automation/preview";
import { runAutomation } from "../../worker/automation/run-automation";
import { undoChange } from "../../worker/automation/undo";
import { AUTOMATION_HOLD_HOURS } from "../../worker/contracts/automation/holds";
import {
  type AutomationSeller,
  automationSeller,
  bidsOnAmazon,
  changeRows,
  setBidsRule,
} from "./support/automation";
import { adsClientOf, db, FAST_RETRY, runSync } from "./support/sync";

let seller: AutomationSeller;
let start: Date;
const hour = (n: number) => addHours(start, n);

const tableCounts = async () => {
  const count = async (table: string) =>
    (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n;
  return {
    changes: await count("automation_changes"),
    ruleRuns: await count("automation_rule_runs"),
    // Only this profile's: the queue may still be running other profiles' jobs.
    lease: await env.DB.prepare("select * from automation_leases where profile_id = ?")
      .bind(seller.profileId)
      .first(),
  };
};

beforeAll(async () => {
  seller = await automationSeller();
  start = await marketplaceNow(env);
});

describe("the automation's preview", () => {
  it("lists what the next run would change, with reasons, and changes nothing", async () => {
    const rule = setBidsRule(seller.skuId, 66);
    const before = await tableCounts();
    const preview = await previewSku(db(), env, seller.profileId, seller.skuId, hour(1), [rule]);
    expect(preview.length).toBeGreaterThan(1);
    expect(preview[0]).toMatchObject({ kind: "SET_BID", skuId: seller.skuId, toCents: 66 });
    expect(preview[0]?.reason).toMatch(/→ \$0\.66$/);
    expect(await tableCounts()).toEqual(before);
    const ids = preview.map((change) => ("entityId" in change ? change.entityId : ""));
    expect([...(await bidsOnAmazon(seller, ids)).values()]).not.toContain(66);
    expect(await previewSku(db(), env, seller.profileId, 987_654, hour(1), [rule])).toEqual([]);
  });
});

describe("undoing a change", () => {
  let rows: Awaited<ReturnType<typeof changeRows>>;

  beforeAll(async () => {
    const outcome = await runAutomation(db(), env, seller.profileId, hour(2), {
      rules: [setBidsRule(seller.skuId, 73)],
      retry: FAST_RETRY,
    });
    expect(outcome.applied).toBeGreaterThan(1);
    rows = await changeRows(seller.skuId);
  });

  it("puts the old bid back on Amazon, logs the undo, marks the change UNDONE and holds the keyword", async () => {
    const [change] = rows as [(typeof rows)[number]];
    const undo = await undoChange(db(), env, seller.profileId, change.id, hour(3));
    expect(undo).toMatchObject({
      kind: "SET_BID",
      entityId: change.entityId,
      fromCents: 73,
      toCents: change.action.fromCents,
      runKey: `undo:${change.id}`,
      status: "APPLIED",
    });
    expect((await bidsOnAmazon(seller, [change.entityId])).get(change.entityId)).toBe(
      change.action.fromCents,
    );
    const after = await changeRows(seller.skuId);
    expect(after.find((row) => row.id === change.id)?.status).toBe("UNDONE");
    expect(after.find((row) => row.id === undo.id)?.undoesChangeId).toBe(change.id);
    const hold = await env.DB.prepare(
      "select until from automation_holds where profile_id = ? and entity_id = ?",
    )
      .bind(seller.profileId, change.entityId)
      .first<{ until: number }>();
    expect(hold?.until).toBe(addHours(hour(3), AUTOMATION_HOLD_HOURS).getTime());

    const next = await runAutomation(db(), env, seller.profileId, hour(4), {
      rules: [setBidsRule(seller.skuId, 79)],
      retry: FAST_RETRY,
    });
    expect(next.applied).toBe(rows.length - 1);
    expect((await bidsOnAmazon(seller, [change.entityId])).get(change.entityId)).toBe(
      change.action.fromCents,
    );
  });

  it("answers 1010 when the change was undone already, or is itself an undo", async () => {
    const [change] = rows as [(typeof rows)[number]];
    await expect(undoChange(db(), env, seller.profileId, change.id, hour(5))).rejects.toMatchObject({
      code: 1010,
      message: "This change was undone already.",
    });
    const undo = (await changeRows(seller.skuId)).find((row) => row.undoesChangeId === change.id);
    await expect(undoChange(db(), env, seller.profileId, undo?.id ?? 0, hour(5))).rejects.toMatchObject({
      code: 1010,
    });
  });

  it("answers 1010 with what the entity holds now when it changed outside Skupilot since", async () => {
    const [, change] = rows as [unknown, (typeof rows)[number]];
    const client = await adsClientOf(seller.tokenId);
    await mutate(client, seller.amazonProfileId, "keywords", "update", [
      { keywordId: change.entityId, bid: 0.85 },
    ]);
    await runSync(seller.profileId);
    await expect(undoChange(db(), env, seller.profileId, change.id, hour(5))).rejects.toMatchObject({
      code: 1010,
      message: "The bid is now $0.85, changed since; nothing was undone.",
    });
    expect((await bidsOnAmazon(seller, [change.entityId])).get(change.entityId)).toBe(85);
  });

  it("answers 1006 for a change that is not this profile's", async () => {
    await expect(
      undoChange(db(), env, seller.profileId + 1000, rows[0]?.id ?? 0, hour(5)),
    ).rejects.toMatchObject({
      code: 1006,
    });
  });
});
