import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { listAll, mutate } from "../../../worker/amazon/sp-entities";
import { releaseLease, takeLease } from "../../../worker/automation/lease";
import { previewSku } from "../../../worker/automation/preview";
import type { RuleDefinition } from "../../../worker/automation/rules/rule";
import { runAutomation } from "../../../worker/automation/run-automation";
import { undoChange } from "../../../worker/automation/undo";
import type { ProposedChange } from "../../../worker/contracts/automation/change";
import { AUTOMATION_HOLD_HOURS } from "../../../worker/contracts/automation/holds";
import {
  type AutomationSeller,
  automationSeller,
  bidsOnAmazon,
  changeRows,
  raiseBidsRule,
  setBidsRule,
} from "../support/automation";
import { withAdLimitReached } from "../support/sku-structure";
import { adsClientOf, db, FAST_RETRY, runSync } from "../support/sync";

let seller: AutomationSeller;
let start: Date;
const hour = (n: number) => addHours(start, n);
const bySeller = () => ({ userId: seller.user.id, name: seller.user.name });

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

describe("the preview at the ad limit", () => {
  it("keeps only the changes that lower spend", async () => {
    await withAdLimitReached(seller.user.id, async () => {
      const raise = await previewSku(db(), env, seller.profileId, seller.skuId, hour(1), [
        raiseBidsRule(seller.skuId, 5),
      ]);
      expect(raise).toEqual([]);
      const lower = await previewSku(db(), env, seller.profileId, seller.skuId, hour(1), [
        setBidsRule(seller.skuId, 3),
      ]);
      expect(lower.length).toBeGreaterThan(0);
    });
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
    const undo = await undoChange(db(), env, seller.profileId, change.id, hour(3), bySeller());
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
    await expect(
      undoChange(db(), env, seller.profileId, change.id, hour(5), bySeller()),
    ).rejects.toMatchObject({
      code: 1010,
      message: "This change was undone already.",
    });
    const undo = (await changeRows(seller.skuId)).find((row) => row.undoesChangeId === change.id);
    await expect(
      undoChange(db(), env, seller.profileId, undo?.id ?? 0, hour(5), bySeller()),
    ).rejects.toMatchObject({
      code: 1010,
    });
  });

  /** A change the seller may undo now: one of the last run's, its keyword still holding what it set. */
  const undoable = async () => {
    const last = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(4).toISOString().slice(0, 13) && row.status === "APPLIED",
    );
    const change = last[0];
    if (!change) throw new Error("the run of hour 4 applied nothing");
    return change;
  };

  it("answers 429/1007 while an automation run holds the profile's lease, and sends nothing", async () => {
    const change = await undoable();
    expect(await takeLease(db(), seller.profileId, "automation-run")).toBe(true);
    try {
      await expect(
        undoChange(db(), env, seller.profileId, change.id, hour(5), bySeller()),
      ).rejects.toMatchObject({
        code: 1007,
        retryAfterSeconds: 60,
      });
    } finally {
      await releaseLease(db(), seller.profileId, "automation-run");
    }
    const after = await changeRows(seller.skuId);
    expect(after.find((row) => row.id === change.id)?.status).toBe("APPLIED");
    expect(after.some((row) => row.undoesChangeId === change.id)).toBe(false);
    expect((await bidsOnAmazon(seller, [change.entityId])).get(change.entityId)).toBe(change.action.toCents);
  });

  it("holds the profile's lease while it sends: an automation run starting meanwhile is skipped", async () => {
    const change = await undoable();
    const send = globalThis.fetch;
    const runs: (string | undefined)[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      // The undo is on its way to Amazon: the profile's automation job starts now, set to redo the bid.
      if (request.method === "PUT" && new URL(request.url).pathname.endsWith("/sp/keywords")) {
        const run = await runAutomation(db(), env, seller.profileId, hour(5), {
          rules: [setBidsRule(seller.skuId, change.action.toCents)],
          retry: FAST_RETRY,
        });
        runs.push(run.skipped);
      }
      return send(request);
    });
    try {
      expect(await undoChange(db(), env, seller.profileId, change.id, hour(5), bySeller())).toMatchObject({
        status: "APPLIED",
      });
    } finally {
      vi.restoreAllMocks();
    }
    expect(runs).toEqual(["another run holds the lease"]);
    expect((await bidsOnAmazon(seller, [change.entityId])).get(change.entityId)).toBe(
      change.action.fromCents,
    );
  });

  it("answers 1010 with what the entity holds now when it changed outside Skupilot since", async () => {
    const [, change] = rows as [unknown, (typeof rows)[number]];
    const client = await adsClientOf(seller.tokenId);
    await mutate(client, seller.amazonProfileId, "keywords", "update", [
      { keywordId: change.entityId, bid: 0.85 },
    ]);
    await runSync(seller.profileId);
    await expect(
      undoChange(db(), env, seller.profileId, change.id, hour(5), bySeller()),
    ).rejects.toMatchObject({
      code: 1010,
      message: "The bid is now $0.85, changed since; nothing was undone.",
    });
    expect((await bidsOnAmazon(seller, [change.entityId])).get(change.entityId)).toBe(85);
  });

  it("answers 1006 for a change that is not this profile's", async () => {
    await expect(
      undoChange(db(), env, seller.profileId + 1000, rows[0]?.id ?? 0, hour(5), bySeller()),
    ).rejects.toMatchObject({
      code: 1006,
    });
  });
});

describe("additions", () => {
  /** A harvested exact keyword, an ad-group negative and a campaign negative beside the SKU's first keyword. */
  const additions = (skuId: number): RuleDefinition => ({
    rule: "SEARCH_TERM_EXPANSION",
    isEnabled: (settings) => settings.skuId === skuId,
    isDue: () => true,
    propose: ({ snapshot }) => {
      const [keyword] = snapshot.keywords;
      if (!keyword) return [];
      const base = { rule: "SEARCH_TERM_EXPANSION", skuId, campaignId: keyword.campaignId } as const;
      return [
        {
          ...base,
          kind: "ADD_KEYWORD",
          entityType: "KEYWORD",
          adGroupId: keyword.adGroupId,
          keywordText: "engine harvest test",
          matchType: "EXACT",
          bidCents: 45,
          reason: "harvested",
        },
        {
          ...base,
          kind: "ADD_NEGATIVE_KEYWORD",
          entityType: "NEGATIVE_KEYWORD",
          adGroupId: keyword.adGroupId,
          keywordText: "engine negative test",
          reason: "negated",
        },
        {
          ...base,
          kind: "ADD_NEGATIVE_KEYWORD",
          entityType: "NEGATIVE_KEYWORD",
          adGroupId: null,
          keywordText: "engine campaign negative",
          reason: "negated in the campaign",
        },
      ] satisfies ProposedChange[];
    },
  });

  it("creates keywords and negatives on Amazon, stores their ids, and an undo archives them", async () => {
    const outcome = await runAutomation(db(), env, seller.profileId, hour(6), {
      rules: [additions(seller.skuId)],
      retry: FAST_RETRY,
    });
    expect(outcome).toMatchObject({ applied: 3, failed: 0 });
    const added = (await changeRows(seller.skuId)).filter(
      (row) => row.runKey === hour(6).toISOString().slice(0, 13),
    );
    expect(added.every((row) => row.status === "APPLIED" && row.entityId)).toBe(true);
    const [keyword, negative, campaignNegative] = added as [
      (typeof added)[number],
      (typeof added)[number],
      (typeof added)[number],
    ];

    const mirrored = await env.DB.prepare(
      "select keyword_id as id, kind, state, bid_cents as bidCents, created_at as createdAt from sp_keywords where profile_id = ? and keyword_id in (?, ?, ?) order by kind",
    )
      .bind(seller.profileId, keyword.entityId, negative.entityId, campaignNegative.entityId)
      .all();
    // Created when the job applied them (the campaign page's Created column), until a sync brings Amazon's time.
    const createdAt = hour(6).toISOString();
    expect(mirrored.results).toEqual([
      {
        id: campaignNegative.entityId,
        kind: "CAMPAIGN_NEGATIVE",
        state: "ENABLED",
        bidCents: null,
        createdAt,
      },
      { id: keyword.entityId, kind: "KEYWORD", state: "ENABLED", bidCents: 45, createdAt },
      { id: negative.entityId, kind: "NEGATIVE", state: "ENABLED", bidCents: null, createdAt },
    ]);
    expect((await bidsOnAmazon(seller, [keyword.entityId])).get(keyword.entityId)).toBe(45);

    await undoChange(db(), env, seller.profileId, keyword.id, hour(7), bySeller());
    await undoChange(db(), env, seller.profileId, campaignNegative.id, hour(7), bySeller());
    const client = await adsClientOf(seller.tokenId);
    const archived = { stateFilter: { include: ["ARCHIVED"] } };
    const keywords = await listAll<{ keywordId: string }>(client, seller.amazonProfileId, "keywords", {
      ...archived,
      keywordIdFilter: { include: [keyword.entityId] },
    });
    expect(keywords.map((item) => item.keywordId)).toEqual([keyword.entityId]);
    const negatives = await listAll<{ keywordId?: string; campaignNegativeKeywordId?: string }>(
      client,
      seller.amazonProfileId,
      "campaignNegativeKeywords",
      {
        ...archived,
        campaignNegativeKeywordIdFilter: { include: [campaignNegative.entityId] },
      },
    );
    expect(negatives.map((item) => item.keywordId ?? item.campaignNegativeKeywordId)).toEqual([
      campaignNegative.entityId,
    ]);
    await expect(
      undoChange(db(), env, seller.profileId, keyword.id, hour(8), bySeller()),
    ).rejects.toMatchObject({
      code: 1010,
    });
  });
});
