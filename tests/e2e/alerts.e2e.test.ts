import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ruleClockAt } from "../../worker/clock/zone-clock";
import { currentProfileId } from "./support/advertised-sku-details";
import { addProduct, productWithTraffic } from "./support/automation";
import { screenshot, useBrowser } from "./support/browser";
import { localD1 } from "./support/local-d1";
import { moveMarket } from "./support/market";
import { linkIn, mailsTo } from "./support/outbox";
import { sharedSeededSeller } from "./support/seeded-seller-session";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { toast } from "./support/ui";
import { visible } from "./support/wait";

/** The local hour the market is moved to: the SKU's $1 campaigns have run out of budget by then. */
const AFTERNOON = 15;
const MARKET_TIMEOUT = 600_000;

/** Hours from the sandbox's now to the next AFTERNOON in the profile's zone, at least 8 (a morning's spend). */
async function hoursToAfternoon(profileId: number) {
  const { now } = (await (await fetch(`${inject("sandboxUrl")}/_sandbox/clock`)).json()) as { now: string };
  const [profile] = await localD1<{ timezone: string }>(
    `select timezone from amazon_profiles where id = ${profileId}`,
  );
  const { hour } = ruleClockAt(new Date(now), profile?.timezone ?? "UTC");
  const hours = (AFTERNOON - hour + 24) % 24;
  return hours < 8 ? hours + 24 : hours;
}

/** Launches the SKU's campaigns through the API, as Advertise's Confirm does. */
const launch = (page: Page, profileId: number, skuId: number) =>
  page.evaluate(
    async (path) => (await fetch(path, { method: "POST" })).status,
    `/api/campaigns/${profileId}/auto/${skuId}`,
  );

describe("alerts reach the seller (issue 33, item 4)", () => {
  const browser = useBrowser();
  const signIn = sharedSeededSeller();

  it(
    "Settings › Alerts saves the budget alert's hour and refuses one out of range; its defaults are on",
    async () => {
      const { page } = browser;
      await signIn(page);
      await page.goto("/settings#alerts");
      const form = page.getByRole("form", { name: "Alert settings" });
      await visible(form);
      const budget = form.getByRole("group", { name: "Budget ran out early" });
      const hour = budget.getByLabel("Before (hour, 1–23)");
      await expect(hour.inputValue()).resolves.toBe("18");
      await expect(budget.getByLabel("Budget ran out early: delivery").inputValue()).resolves.toBe(
        "EMAIL_NOW",
      );
      await hour.fill("24");
      await form.getByRole("button", { name: "Save alert settings" }).click();
      await visible(budget.getByText("The hour must be at most 23"));
      await hour.fill("20");
      await form.getByRole("button", { name: "Save alert settings" }).click();
      await visible(toast(page, "Alert settings saved"));
      await screenshot(page, "alerts-settings-1440");
      await page.setViewportSize({ width: 390, height: 844 });
      await visible(form);
      await screenshot(page, "alerts-settings-390");
      await page.reload();
      await expect(page.getByLabel("Before (hour, 1–23)").inputValue()).resolves.toBe("20");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "a campaign whose budget runs out in the market shows under the bell without a reload, links to it, and is e-mailed",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const profileId = await currentProfileId(page);
      // Alert e-mails go to a confirmed address only (docs/security.md), as opening the sign-up mail's link does.
      await localD1(
        `update users set email_verified_at = ${Date.now()} where email = '${seller.email.replaceAll("'", "''")}'`,
      );
      // $1 a campaign at these bids: spent within the morning.
      const sku = await addProduct(page, profileId, await productWithTraffic(profileId), {
        maxDailyBudget: 3,
        bidMin: 0.8,
        bidMax: 1.6,
      });
      expect(await launch(page, profileId, sku.id)).toBeLessThan(300);
      await page.goto("/");
      const bell = page.getByRole("button", { name: /^Notifications/ });
      await visible(bell);
      const before = await bell.getAttribute("aria-label");

      await moveMarket(seller.email, `${await hoursToAfternoon(profileId)}h`, { step: "day" });

      // Over the real-time channel: no reload.
      await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 30_000 }).not.toBe(before);
      await expect(bell.getAttribute("aria-label")).resolves.toMatch(/^Notifications, \d+ unread$/);
      await bell.click();
      const panel = page.getByRole("region", { name: "Notification centre" });
      const alert = panel
        .getByRole("listitem", { name: new RegExp(`^Budget ran out by \\d\\d:00: ${sku.sku}`) })
        .first();
      await visible(alert);
      await visible(
        alert.getByText(/spent its daily budget by \d\d:00 today \(before 20:00, marketplace time\)/),
      );
      await screenshot(page, "alerts-bell-panel-1440", { fullPage: false });
      const href = await alert.getByRole("link", { name: "Open" }).getAttribute("href");
      expect(href).toMatch(/^\/campaign\/.+/);

      const subject = new RegExp(`^Skupilot alert: Budget ran out by \\d\\d:00: ${sku.sku}`);
      const alertMails = async () => (await mailsTo(seller.email)).filter((m) => subject.test(m.subject));
      await expect.poll(async () => (await alertMails()).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const [mail] = await alertMails();
      expect(mail?.text).toContain(`Open it in Skupilot: `);
      expect(mail?.text).toContain(href ?? "");
      expect(mail?.text).toMatch(/\/alerts\/unsubscribe\?token=/);

      await page.setViewportSize({ width: 390, height: 844 });
      await visible(alert);
      await screenshot(page, "alerts-bell-panel-390", { fullPage: false });
      await alert.getByRole("link", { name: "Open" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href);
      await expect(bell.getAttribute("aria-label")).resolves.not.toBe(before);

      // The mail's unsubscribe link, opened in a browser with no session: that alert's e-mails stop.
      const away = await page.context().browser()?.newContext({ baseURL: browser.baseUrl });
      const signedOut = await away?.newPage();
      if (!signedOut) throw new Error("no second context");
      await signedOut.goto(linkIn(mail as never, "/alerts/unsubscribe"));
      await visible(signedOut.getByText('No more e-mails for "Budget ran out early"'));
      await visible(signedOut.getByText(/These alerts still show under the bell in Skupilot/));
      await screenshot(signedOut, "alerts-unsubscribed");
      await signedOut.goto("/alerts/unsubscribe?token=1.budgetOut.forged");
      await visible(signedOut.getByText("This unsubscribe link is not valid."));
      await away?.close();
      await page.goto("/settings#alerts");
      await expect(page.getByLabel("Budget ran out early: delivery").inputValue()).resolves.toBe("IN_APP");
    },
    MARKET_TIMEOUT,
  );
});
