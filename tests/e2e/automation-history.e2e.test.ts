import { describe, expect, it } from "vitest";
import { SYNC_GAVE_UP_MESSAGE } from "../../worker/contracts/sync-status";
import { currentProfileId } from "./support/advertised-sku-details";
import { previewOf } from "./support/automation";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { gone, visible } from "./support/wait";

type Seeded = { profileId: number; skuId: number; sku: string; campaignId: string; campaignName: string };
type Keyword = { keyword_id: string; keyword_text: string; bid_cents: number; ad_group_id: string };

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A managed keyword campaign of the seller's selected profile, one of its products as an advertised SKU
 * with a target ACOS and negative optimisation (so the engine's Next run has real changes to list), and
 * its History as the job would have logged it: 58 bid changes (the newest still held on Amazon, so
 * undoable), a negative keyword and a failed bid expansion.
 */
async function seedHistory(
  email: string,
  profileId: number,
  marketplaceNow: number,
): Promise<Seeded & { keyword: Keyword }> {
  await markManagedCampaigns(email, { source: "MIGRATED" });
  const [campaign] = await localD1<{ campaign_id: string; name: string }>(
    "select c.campaign_id, c.name from sp_campaigns c join sp_keywords k on k.profile_id = c.profile_id and k.campaign_id = c.campaign_id " +
      `where c.profile_id = ${profileId} and k.kind = 'KEYWORD' and k.bid_cents is not null and c.state = 'ENABLED' ` +
      "group by c.campaign_id order by count(*) desc limit 1",
  );
  if (!campaign) throw new Error("the demo seller has no keyword campaign");
  const keywords = await localD1<Keyword>(
    `select keyword_id, keyword_text, bid_cents, ad_group_id from sp_keywords where profile_id = ${profileId} ` +
      `and campaign_id = ${quote(campaign.campaign_id)} and kind = 'KEYWORD' and bid_cents is not null limit 2`,
  );
  const [keyword, other] = keywords;
  if (!keyword || !other) throw new Error("the campaign has too few keywords");
  const [product] = await localD1<{ sku: string; asin: string }>(
    `select sku, asin from sp_product_ads where profile_id = ${profileId} and campaign_id = ${quote(campaign.campaign_id)} ` +
      `and sku is not null and sku not in (select sku from advertised_skus where profile_id = ${profileId}) limit 1`,
  );
  if (!product) throw new Error("the campaign advertises no product left to add");
  const sku = product.sku;
  const [row] = await localD1<{ id: number }>(
    "insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised, target_acos, negative_optimization) " +
      `values (${profileId}, ${quote(sku)}, ${quote(product.asin ?? "")}, 'Automation history mug', 2000, 20, 150, 1, 25, ` +
      `'{"frequency":"WEEKLY","lookBackPeriod":14,"clicksWithoutSale":10}') returning id`,
  );
  if (!row) throw new Error("seeding the SKU failed");
  await localD1(
    `update managed_campaigns set advertised_sku_id = ${row.id} where profile_id = ${profileId} and campaign_id = ${quote(campaign.campaign_id)}`,
  );
  const hour = 3_600_000;
  // On the marketplace's clock, as the job logs them: the last 7 days are counted by it.
  const start = marketplaceNow - 60 * hour;
  const change = (
    at: number,
    key: string,
    rule: string,
    kind: string,
    entityType: string,
    entityId: string | null,
    action: object,
    reason: string,
    status = "APPLIED",
    error: string | null = null,
  ) =>
    `(${profileId}, ${row.id}, ${quote(campaign.campaign_id)}, ${quote(new Date(at).toISOString())}, ${quote(key)}, ${quote(rule)}, ${quote(kind)}, ` +
    `${quote(entityType)}, ${entityId ? quote(entityId) : "null"}, ${quote(JSON.stringify(action))}, ${quote(reason)}, ${quote(status)}, ` +
    `${error ? quote(error) : "null"}, ${at}, ${status === "APPLIED" ? at : "null"})`;
  const bid = (keywordId: string, fromCents: number, toCents: number) => ({
    kind: "SET_BID",
    entityType: "KEYWORD",
    entityId: keywordId,
    fromCents,
    toCents,
  });
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const values = [
    ...Array.from({ length: 57 }, (_, i) => {
      const [from, to] = [90 + (i % 7), 84 + (i % 5)];
      return change(
        start + i * hour,
        `filler-${i}`,
        "BID_OPTIMIZATION",
        "SET_BID",
        "KEYWORD",
        other.keyword_id,
        bid(other.keyword_id, from, to),
        `ACOS ${30 + (i % 9)} % over 14 days against a 25 % target; bid ${dollars(from)} → ${dollars(to)}`,
      );
    }),
    change(
      start + 57 * hour,
      "negative",
      "NEGATIVE_OPTIMIZATION",
      "ADD_NEGATIVE_KEYWORD",
      "NEGATIVE_KEYWORD",
      null,
      {
        kind: "ADD_NEGATIVE_KEYWORD",
        entityType: "NEGATIVE_KEYWORD",
        adGroupId: keyword.ad_group_id,
        keywordText: "free mug",
      },
      "12 clicks without a sale over 14 days (your threshold: 10)",
    ),
    change(
      start + 58 * hour,
      "failed",
      "TARGET_BID_EXPANSION",
      "SET_BID",
      "KEYWORD",
      other.keyword_id,
      bid(other.keyword_id, 80, 95),
      "312 impressions over 14 days, under your 500; bid $0.80 + $0.15 = $0.95",
      "FAILED",
      "Amazon refused the bid: the ad group is archived",
    ),
    change(
      start + 59 * hour,
      "held",
      "BID_OPTIMIZATION",
      "SET_BID",
      "KEYWORD",
      keyword.keyword_id,
      bid(keyword.keyword_id, keyword.bid_cents + 14, keyword.bid_cents),
      `ACOS 41 % over 14 days against a 25 % target; bid ${dollars(keyword.bid_cents + 14)} → ${dollars(keyword.bid_cents)}`,
    ),
  ];
  await localD1(
    "insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id, action, reason, status, error, planned_at, applied_at) values " +
      values.join(", "),
  );
  return {
    profileId,
    skuId: row.id,
    sku,
    campaignId: campaign.campaign_id,
    campaignName: campaign.name,
    keyword,
  };
}

describe("the automation's History, Next run and schedule (issue 16)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();
  let seeded: Awaited<ReturnType<typeof seedHistory>>;

  it(
    "Product Details shows each rule's runs, the History with its reasons, Load more, a rule filter and Undo's why-not",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const clock = await page.evaluate(
        async () => ((await (await fetch("/api/clock")).json()) as { data: { now: string } }).data.now,
      );
      seeded = await seedHistory(seller.email, await currentProfileId(page), Date.parse(clock));
      await page.goto(`/advertised-sku/${seeded.skuId}`);
      const automation = page.getByRole("region", { name: "Automation", exact: true });
      await visible(automation.getByRole("heading", { name: "Automation" }));
      const schedule = automation.getByRole("table", { name: "Automations" });
      await visible(schedule.getByRole("row", { name: /Bid optimization On/ }));
      await visible(schedule.getByRole("row", { name: /Negative optimization On/ }));
      await visible(schedule.getByRole("row", { name: /Day parting Off/ }));
      await screenshot(page, "automation-schedule");

      await automation.getByRole("tab", { name: "History" }).click();
      const history = automation.getByRole("table", { name: "Automation history" });
      const held = `${seeded.keyword.keyword_text} (`;
      const newest = history.getByRole("row").nth(1);
      await visible(newest);
      expect(await newest.textContent()).toContain(held);
      expect(await newest.textContent()).toContain("ACOS 41 % over 14 days against a 25 % target");
      await visible(newest.getByRole("button", { name: /Undo/ }));
      await visible(history.getByText("Amazon refused the bid: the ad group is archived"));
      await visible(history.getByText("free mug (negative exact)"));
      await visible(automation.getByText("50 changes shown, newest first", { exact: false }));
      await screenshot(page, "automation-history");

      await automation.getByRole("button", { name: "Load more" }).click();
      await visible(automation.getByText("60 changes shown, newest first", { exact: false }));
      await gone(automation.getByRole("button", { name: "Load more" }));

      await automation.getByRole("combobox", { name: "Rule" }).selectOption("NEGATIVE_OPTIMIZATION");
      await visible(automation.getByText("1 change shown, newest first", { exact: false }));
      // Back to every rule: the pages already loaded come back from the cache.
      await automation.getByRole("combobox", { name: "Rule" }).selectOption("");
      await visible(automation.getByText("60 changes shown, newest first", { exact: false }));

      // The seller re-bids the keyword on Amazon after the page loaded: Undo then says why not.
      const edited = seeded.keyword.bid_cents + 17;
      await editBid(page, seeded.profileId, seeded.keyword.keyword_id, edited);
      await history.getByRole("row").nth(1).getByRole("button", { name: /Undo/ }).click();
      const dialog = page.getByRole("alertdialog", { name: "Undo this change?" });
      await visible(dialog.getByText("back to", { exact: false }));
      await dialog.getByRole("button", { name: "Undo", exact: true }).click();
      await visible(
        dialog.getByText(`The bid is now $${(edited / 100).toFixed(2)}, changed since; nothing was undone.`),
      );
      await screenshot(page, "automation-undo-why-not");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await gone(dialog);
    },
    CONNECT_TIMEOUT,
  );

  it("Next run lists what would change, marked as not applied; the phone layout keeps it readable", async () => {
    const { page } = browser;
    await signIn(page);
    // The engine's own preview of the seeded SKU: its target ACOS and negatives over its real figures.
    const preview = await previewOf(page, seeded.profileId, seeded.skuId);
    const first = preview.changes[0];
    if (!first) throw new Error("the engine previews no change for the seeded SKU");
    await page.goto(`/advertised-sku/${seeded.skuId}`);
    const automation = page.getByRole("region", { name: "Automation", exact: true });
    await automation.getByRole("tab", { name: "Next run" }).click();
    await visible(automation.getByText("Not applied yet"));
    const reason = first.reason;
    await visible(
      automation.getByRole("table", { name: "Next run" }).getByText(reason, { exact: true }).first(),
    );
    await screenshot(page, "automation-next-run");

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(
      automation.getByRole("list", { name: "Next run" }).getByText(reason, { exact: true }).first(),
    );
    await screenshot(page, "automation-next-run-390");
    await automation.getByRole("tab", { name: "History" }).click();
    await visible(automation.getByText("50 changes shown, newest first", { exact: false }));
    await screenshot(page, "automation-history-390");
  });

  it("the campaign page has the campaign's History; the dashboard counts the last 7 days' changes by rule", async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto(`/migrated-campaign/${seeded.campaignId}`);
    const section = page.getByRole("region", { name: "Automation History" });
    await visible(
      section.getByRole("table", { name: "Automation history" }).getByText("free mug (negative exact)"),
    );
    await screenshot(page, "automation-campaign-history");

    await page.goto("/");
    const card = page.getByRole("region", { name: "Automation", exact: true });
    await visible(card.getByText("changes applied on Amazon in the last 7 days", { exact: false }));
    await visible(card.getByText("Bid optimization: 58"));
    await visible(card.getByText("Negative optimization: 1"));
    await visible(card.getByRole("link", { name: `History of ${seeded.sku}` }).first());
    await screenshot(page, "automation-dashboard");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "automation-dashboard-390");

    // Its links open the product's History.
    await card
      .getByRole("link", { name: `History of ${seeded.sku}` })
      .first()
      .click();
    const automation = page.getByRole("region", { name: "Automation", exact: true });
    await visible(
      automation.getByRole("list", { name: "Automation history" }).getByText("free mug (negative exact)"),
    );
    await screenshot(page, "automation-history-cards-390");
  });

  it(
    "a run and an import the queue gave up on show on Product Details and the dashboard until they next succeed",
    async () => {
      const { page } = browser;
      await signIn(page);
      // On the marketplace's clock, as the consumer records it and the runs their end.
      const givenUpAt = Date.parse(
        await page.evaluate(
          async () => ((await (await fetch("/api/clock")).json()) as { data: { now: string } }).data.now,
        ),
      );
      // What the dead-letter consumer records (tests/workers/sync/dead-letters.test.ts drives it through the queue).
      await localD1(
        `insert into automation_leases (profile_id, last_failed_at) values (${seeded.profileId}, ${givenUpAt}) ` +
          `on conflict (profile_id) do update set last_failed_at = ${givenUpAt}`,
      );
      const [before] = await localD1<{ state: string; last_error: string | null }>(
        `select state, last_error from sync_status where profile_id = ${seeded.profileId}`,
      );
      await localD1(
        `update sync_status set state = 'FAILED', last_error = ${quote(SYNC_GAVE_UP_MESSAGE)} where profile_id = ${seeded.profileId}`,
      );

      await page.goto(`/advertised-sku/${seeded.skuId}`);
      const runNotice = page.getByTestId("automation-failed-notice");
      await visible(runNotice.getByText("The last automation run could not finish"));
      await visible(runNotice.getByText(/Nothing is applied twice/));
      await screenshot(page, "automation-run-given-up");

      await page.goto("/");
      const importNotice = page.getByTestId("sync-failed-notice");
      await visible(importNotice.getByText(/We couldn't import your latest Amazon data/));
      await visible(importNotice.getByText(SYNC_GAVE_UP_MESSAGE, { exact: false }));
      await visible(importNotice.getByText(/Last successful import: \d{2} \w{3}, \d{4} \d{2}:\d{2}/));
      await screenshot(page, "sync-given-up");

      // The next run and import that finish clear both.
      await localD1(
        `update automation_leases set last_run_at = ${givenUpAt + 1000} where profile_id = ${seeded.profileId}`,
      );
      await localD1(
        `update sync_status set state = ${quote(before?.state ?? "SUCCEEDED")}, last_error = ${before?.last_error ? quote(before.last_error) : "null"} where profile_id = ${seeded.profileId}`,
      );
      // Absent once what they read has arrived (and rendered: the next frame).
      const statusRead = page.waitForResponse((response) => response.url().endsWith("/api/sync/status"));
      await page.reload();
      await statusRead;
      await visible(page.getByRole("region", { name: "Automation", exact: true }));
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(await importNotice.count()).toBe(0);
      const runStatusRead = page.waitForResponse((response) =>
        response.url().includes(`/api/automation/${seeded.profileId}/status?skuId=`),
      );
      await page.goto(`/advertised-sku/${seeded.skuId}`);
      await runStatusRead;
      await visible(page.getByText(/^Last run /));
      expect(await runNotice.count()).toBe(0);
    },
    // Five statements on the Worker's local D1 through wrangler, seconds each on a busy machine.
    CONNECT_TIMEOUT,
  );
});

/** A seller's bid edit of a keyword, through the product's API: it goes to Amazon and the mirror. */
async function editBid(
  page: import("playwright-core").Page,
  profileId: number,
  keywordId: string,
  cents: number,
) {
  const status = await page.evaluate(
    async ({ profileId, keywordId, bid }) =>
      (
        await fetch(`/api/keywords/${profileId}/keyword/${keywordId}`, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ bid }),
        })
      ).status,
    { profileId, keywordId, bid: cents / 100 },
  );
  expect(status).toBe(200);
}
