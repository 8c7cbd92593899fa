import { describe, expect, it } from "vitest";
import { SYNC_GAVE_UP_MESSAGE } from "../../worker/contracts/sync-status";
import { currentProfileId } from "./support/advertised-sku-details";
import { previewOf } from "./support/automation";
import { seedHistory } from "./support/automation-history-seed";
import { screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { openInApp } from "./support/open-in-app";
import { openScreen } from "./support/open-screen";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { gone, visible } from "./support/wait";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe("the automation's History, Next run and schedule (issue 16)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();
  let seeded: Awaited<ReturnType<typeof seedHistory>>;

  it(
    "Product Details shows each rule's runs, Next run's changes marked as not applied (readable at phone width), the History with its reasons, Load more, a rule filter and Undo's why-not",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const clock = await page.evaluate(
        async () => ((await (await fetch("/api/clock")).json()) as { data: { now: string } }).data.now,
      );
      seeded = await seedHistory(seller.email, await currentProfileId(page), Date.parse(clock));
      // The engine's own preview of the seeded SKU: its target ACOS and negatives over its real figures.
      const preview = await previewOf(page, seeded.profileId, seeded.skuId);
      const reason = preview.changes[0]?.reason;
      if (!reason) throw new Error("the engine previews no change for the seeded SKU");
      await openScreen(page, `/advertised-sku/${seeded.skuId}`);
      const automation = page.getByRole("region", { name: "Automation", exact: true });
      await visible(automation.getByRole("heading", { name: "Automation" }));
      const schedule = automation.getByRole("table", { name: "Automations" });
      await visible(schedule.getByRole("row", { name: /Bid optimization On/ }));
      await visible(schedule.getByRole("row", { name: /Negative optimization On/ }));
      await visible(schedule.getByRole("row", { name: /Day parting Off/ }));
      await screenshot(page, "automation-schedule");

      // Next run, before any edit below changes what it would do; then the same at phone width.
      await automation.getByRole("tab", { name: "Next run" }).click();
      await visible(automation.getByText("Not applied yet"));
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
      await page.setViewportSize({ width: 1366, height: 900 });

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

  it("the campaign page has the campaign's History; the dashboard counts the last 7 days' changes by rule", async () => {
    const { page } = browser;
    await signIn(page);
    await page.goto(`/migrated-campaign/${seeded.campaignId}`);
    const section = page.getByRole("region", { name: "Automation History" });
    await visible(
      section.getByRole("table", { name: "Automation history" }).getByText("free mug (negative exact)"),
    );
    await screenshot(page, "automation-campaign-history");

    await openInApp(page, "/");
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

      await openInApp(page, "/");
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
      await openInApp(page, `/advertised-sku/${seeded.skuId}`);
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
