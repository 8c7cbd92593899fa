/**
 * The ad limit for real (issue 18 item 5; document 000 §2.2, §4; 001 §1, §9 and its "Ad limit"
 * paragraph): a seller whose month's spend passes their plan's cap sees the ad-limit dialog, the
 * campaign switches and budget edits disabled and the Add buttons hidden; upgrading lifts it.
 *
 * The spend: the sandbox's demo seller spends about $4,200 in all of November over its four
 * marketplaces, under every plan's cap, so no plan and no amount of moving the market reaches one
 * within a month. The test adds $10,000 to today's stored spend of the US profile (profile_daily_totals, the
 * store the limit reads); everything else is real: START_UP bought through the sandbox's hosted
 * checkout, its signed webhook recomputing the limit, the switch to SCALE_UP lifting it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { openInApp } from "./support/open-in-app";
import { buyStartUp, planCard } from "./support/plans";
import { seededDemoSeller } from "./support/seeded-seller";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { gone, visible } from "./support/wait";

const PHONE = { width: 390, height: 844 };
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `cents` more spend on today's marketplace date (the sandbox's clock) of the seller's US profile. */
async function addUsSpend(page: Page, email: string, cents: number) {
  const now = await page.evaluate(
    async () => ((await (await fetch("/api/clock")).json()) as { data: { now: string } }).data.now,
  );
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date(now));
  await localD1(
    "insert into profile_daily_totals (profile_id, date, impressions, clicks, cost_cents, orders, sales_cents, units) " +
      `select p.id, ${quote(today)}, 0, 0, ${cents}, 0, 0, 0 from amazon_profiles p ` +
      "join amazon_accounts a on a.token_id = p.token_id join users u on u.id = a.user_id " +
      `where u.email = ${quote(email)} and p.country_code = 'US' ` +
      "on conflict (profile_id, date) do update set cost_cents = cost_cents + excluded.cost_cents",
  );
}

const adLimitReached = (page: Page) =>
  page.evaluate(
    async () =>
      ((await (await fetch("/api/users")).json()) as { data: { isAdLimitReached: boolean } }).data
        .isAdLimitReached,
  );

/** The dialog of spec 000 §2.2, opened by a fresh load of `path`. */
async function adLimitDialog(page: Page, path: string) {
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: "Ad limit reached" });
  await visible(dialog.getByText("You've reached your ad limit, upgrade your plan."), 30_000);
  return dialog;
}

describe("the ad limit, from the month's spend against the plan's cap", () => {
  const browser = useBrowser();

  it(
    "over START_UP's $10,000: the dialog with its Settings link, switches and budgets disabled, Add hidden; SCALE_UP lifts it",
    async () => {
      const { page } = browser;
      const seller = await seededDemoSeller(page);
      const [managed] = await markManagedCampaigns(seller.email, { states: ["ENABLED"] });
      expect(managed).toBeDefined();
      await addUsSpend(page, seller.email, 1_000_000);
      // In the trial there is no cap: the spend alone reaches nothing.
      expect(await adLimitReached(page)).toBe(false);

      await buyStartUp(page);
      await expect.poll(() => adLimitReached(page), { timeout: 30_000 }).toBe(true);

      // Spec 000 §2.2: the dialog, its Settings link to /settings#subscriptions.
      const dialog = await adLimitDialog(page, "/quick-launch");
      await screenshot(page, "ad-limit-dialog");
      await dialog.getByRole("link", { name: "Settings" }).click();
      await gone(dialog);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/settings#subscriptions");
      await visible(page.getByRole("tab", { name: "Subscriptions", selected: true }));

      // Spec 000 §4: campaign switches disabled, no budget edits. The dialog opens once a load: the
      // screens after it are opened in the app.
      await openInApp(page, "/quick-launch");
      const switches = page.getByRole("checkbox", { name: /^Active: / });
      // The campaigns' rows, not the skeleton rows (tbody tr too) shown while the list loads.
      await visible(switches.first(), 30_000);
      for (const one of await switches.all()) expect(await one.isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: /^Edit budget of / }).count()).toBe(0);
      await screenshot(page, "ad-limit-quick-launch");

      // Spec 000 §2.7 and 001 §1: the Add buttons hidden.
      await openInApp(page, "/migrated-campaigns");
      await visible(page.getByRole("heading", { name: "Migrated Campaigns", level: 1 }));
      expect(await page.getByRole("button", { name: "Add", exact: true }).count()).toBe(0);
      await openInApp(page, "/advertised-sku");
      await visible(page.getByRole("heading", { name: "Advertised SKUs", level: 1 }));
      expect(await page.getByRole("button", { name: "Add Products" }).count()).toBe(0);

      await page.setViewportSize(PHONE);
      await adLimitDialog(page, "/");
      await screenshot(page, "ad-limit-dialog-phone");
      await page.setViewportSize({ width: 1280, height: 800 });

      // Upgrading to SCALE_UP ($50,000) lifts the limit once Stripe's webhook lands.
      await page.keyboard.press("Escape");
      await gone(page.getByRole("dialog"));
      await openInApp(page, "/settings#subscriptions");
      await planCard(page, "SCALE_UP").getByRole("button", { name: "Switch to this plan" }).click();
      await page
        .getByRole("dialog", { name: "Switch to Scale Up?" })
        .getByRole("button", { name: "Switch plan" })
        .click();
      await visible(toast(page, "Plan was updated"));
      await expect.poll(() => adLimitReached(page), { timeout: 30_000 }).toBe(false);
      await page.goto("/quick-launch");
      await visible(page.getByRole("button", { name: /^Edit budget of / }).first(), 30_000);
      expect(await page.getByRole("dialog", { name: "Ad limit reached" }).count()).toBe(0);
      for (const one of await switches.all()) expect(await one.isDisabled()).toBe(false);
      await openInApp(page, "/migrated-campaigns");
      await visible(page.getByRole("button", { name: "Add", exact: true }));
    },
    CONNECT_TIMEOUT,
  );
});
