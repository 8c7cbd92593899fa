import { describe, expect, it } from "vitest";
import { currentProfileId } from "./support/advertised-sku-details";
import { seedHistory } from "./support/automation-history-seed";
import { downloadedBytes, screenshot, useBrowser } from "./support/browser";
import { openInApp } from "./support/open-in-app";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

describe("the account's change log and the impact of its changes (issue 33)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  it(
    "filtered by rule, shows the automation's changes and an impact figure; a seller's own edit is logged as theirs; two rows undone at once",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const clock = await page.evaluate(
        async () => ((await (await fetch("/api/clock")).json()) as { data: { now: string } }).data.now,
      );
      const seeded = await seedHistory(seller.email, await currentProfileId(page), Date.parse(clock));
      // The seller's own bid edit of the campaign's other keyword (the one of the failed change): theirs, undoable.
      const fillerKeyword = await page.evaluate(
        async ({ profileId, skuId }) => {
          const answer = (await (
            await fetch(`/api/automation/${profileId}/changes?skuId=${skuId}&limit=3`)
          ).json()) as {
            data: { changes: { entityId: string; entityLabel: string; rule: string; status: string }[] };
          };
          return answer.data.changes.find((change) => change.status === "FAILED");
        },
        { profileId: seeded.profileId, skuId: seeded.skuId },
      );
      if (!fillerKeyword) throw new Error("the seeded history has no failed change");
      const status = await page.evaluate(
        async ({ profileId, keywordId }) =>
          (
            await fetch(`/api/keywords/${profileId}/keyword/${keywordId}`, {
              method: "PUT",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ bid: 0.61 }),
            })
          ).status,
        { profileId: seeded.profileId, keywordId: fillerKeyword.entityId },
      );
      expect(status).toBe(200);
      const sellerName = await page.evaluate(
        async () => ((await (await fetch("/api/users")).json()) as { data: { name: string } }).data.name,
      );

      // The dashboard's automation card leads here.
      await openInApp(page, "/");
      await page.getByRole("link", { name: "See every change and its impact" }).click();
      await page.waitForURL(/\/changes$/);
      const log = page.getByRole("table", { name: "Change log" });
      const own = log
        .getByRole("row")
        .filter({ hasText: fillerKeyword.entityLabel })
        .filter({ hasText: `by ${sellerName}` });
      await visible(own.first());
      expect(await own.first().textContent()).toContain("Manual edit");

      await page.getByRole("combobox", { name: "Rule" }).selectOption("BID_OPTIMIZATION");
      await page.waitForURL(/rule=BID_OPTIMIZATION/);
      await visible(page.getByText("50 changes shown, newest first", { exact: false }));
      const impact = page.getByRole("table", { name: "Impact by rule and SKU" });
      // One group once the rule's impact has arrived: the bid rule's changes to the SKU.
      await expect.poll(() => impact.getByRole("row").count(), { timeout: 15_000 }).toBe(2);
      const group = impact.getByRole("row").filter({ hasText: seeded.sku });
      await visible(group.first());
      expect(await group.first().textContent()).toMatch(/Bid optimization.*58.*\$[\d,.]+ → \$[\d,.]+/);
      // The CSV holds every change of the filter, not only the page loaded: 58 and its header.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^change-log.*\.csv$/);
      const csv = (await downloadedBytes(download)).toString("utf8").trim().split("\r\n");
      expect(csv[0]).toContain("Time (UTC),SKU,Campaign,Rule,By,");
      expect(csv).toHaveLength(59);
      await page.setViewportSize({ width: 1440, height: 900 });
      await screenshot(page, "change-log");
      await page.setViewportSize({ width: 390, height: 844 });
      await visible(
        page
          .getByRole("list", { name: "Change log" })
          .getByText(seeded.keyword.keyword_text, { exact: false })
          .first(),
      );
      const phoneImpact = page.getByRole("list", { name: "Impact by rule and SKU" });
      await visible(phoneImpact.getByText(`Bid optimization · ${seeded.sku}`));
      await phoneImpact.scrollIntoViewIfNeeded();
      await screenshot(page, "change-log-390", { fullPage: false });
      await page.getByRole("list", { name: "Change log" }).scrollIntoViewIfNeeded();
      await screenshot(page, "change-log-390-list", { fullPage: false });
      await page.setViewportSize({ width: 1440, height: 900 });

      // Everyone's changes again: the automation's held bid and the seller's edit are the two undoable.
      await page.getByRole("combobox", { name: "Rule" }).selectOption("");
      await visible(own.first());
      await page.getByRole("button", { name: "Select all undoable" }).click();
      await page.getByRole("button", { name: "Undo selected (2)" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Undo 2 changes?" });
      await dialog.getByRole("button", { name: "Undo 2 changes" }).click();
      const results = page.getByRole("alertdialog", { name: "Undo results" });
      await visible(results.getByText("Undone").nth(1));
      expect(await results.getByText("Not undone").count()).toBe(0);
      await screenshot(page, "change-log-bulk-undo", { fullPage: false });
      await results.getByRole("button", { name: "Done" }).click();
      // Each undo is logged, by the seller, and neither change can be undone twice.
      await visible(log.getByText(`Undo of change`, { exact: false }).nth(1));
      await visible(page.getByRole("button", { name: "Undo selected (0)" }));
      expect(await page.getByRole("button", { name: "Select all undoable" }).isDisabled()).toBe(true);

      // Issue 34 item 5: the member filter lists the seller and keeps only what they did: their edit and
      // both undos (the automation's change undone is logged as theirs too).
      await page.getByRole("combobox", { name: "Member" }).selectOption({ label: sellerName });
      await page.waitForURL(/memberId=/);
      await expect.poll(() => log.getByRole("row").count(), { timeout: 15_000 }).toBe(4);
      expect(
        await log
          .getByRole("row")
          .filter({ hasText: `by ${sellerName}` })
          .count(),
      ).toBe(3);
      await screenshot(page, "change-log-member");
      await page.setViewportSize({ width: 390, height: 844 });
      const phoneLog = page.getByRole("list", { name: "Change log" });
      await visible(phoneLog.getByText(`by ${sellerName}`, { exact: false }));
      await phoneLog.scrollIntoViewIfNeeded();
      await screenshot(page, "change-log-member-390", { fullPage: false });
    },
    CONNECT_TIMEOUT,
  );
});
