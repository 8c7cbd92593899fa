import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DashboardData } from "../../worker/contracts/statistics/dashboard";
import type { Statistics } from "../../worker/contracts/statistics/statistics";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { openInApp } from "./support/open-in-app";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { visible } from "./support/wait";

type Profile = { id: number; countryCode: string; accountInfo: { name: string } };

const ROAS = (value: number | null) =>
  value === null
    ? "-"
    : `${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}X`;
const money = (value: number, currency = "USD") =>
  value.toLocaleString("en-US", { style: "currency", currency });

/** Asked of the API directly from the page (the seller's session): what a call answers. */
const apiData = <T>(page: Page, url: string) =>
  page.evaluate(
    async (path) => ((await (await fetch(path)).json()) as { data: unknown }).data,
    url,
  ) as Promise<T>;

/** Chooses in the 'Profiles' select ('' is All) and answers the statistics call it made. */
async function choose(page: Page, value: string, pathname: string) {
  const call = page.waitForResponse((response) => new URL(response.url()).pathname === pathname);
  await page.getByLabel("Profiles").selectOption(value);
  return new URL((await call).url());
}

describe("the shared 'Profiles' filter on the dashboard and Analytics (spec 000 §2.3)", () => {
  const browser = useBrowser();
  const signIn = sharedDemoSeller();

  it(
    "offers All and every profile; a profile shows its own dashboard figures, All everyone's, with no spinner between",
    async () => {
      const { page } = browser;
      await signIn(page);
      const accounts = await apiData<{ profiles: Profile[] }[]>(page, "/api/amazon/profiles");
      const profiles = accounts.flatMap((account) => account.profiles);
      expect(profiles.length).toBeGreaterThan(1);

      const select = page.getByLabel("Profiles");
      await visible(select);
      const options = await select
        .locator("option")
        .evaluateAll((nodes) =>
          nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent })),
        );
      expect(options[0]).toEqual({ value: "", label: "All" });
      expect(options.slice(1).map((option) => option.value)).toEqual(profiles.map((one) => String(one.id)));
      for (const [index, profile] of profiles.entries())
        expect(options[index + 1]?.label?.startsWith(`${profile.accountInfo.name} (`)).toBe(true);
      // Until the seller chooses, the filter follows the header's current profile.
      const current = await select.inputValue();
      expect(profiles.map((one) => String(one.id))).toContain(current);
      await visible(page.getByTestId("tile-ROAS"));

      const other = profiles.find((one) => String(one.id) !== current) as Profile;
      // The next figures are held back until the screen is checked: the last ones stay, dimmed, no spinner.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/statistics/dashboard?*", async (route) => {
        await held;
        await route.continue();
      });
      const headingBefore = await page.getByRole("heading", { name: "ANALYTICS" }).boundingBox();
      const chosen = page.waitForResponse((response) => response.url().includes("/api/statistics/dashboard"));
      await select.selectOption(String(other.id));
      await visible(page.locator('[aria-busy="true"]').filter({ has: page.getByTestId("tile-ROAS") }));
      expect(await page.getByRole("status", { name: "Loading the dashboard" }).count()).toBe(0);
      expect(await page.getByRole("heading", { name: "ANALYTICS" }).boundingBox()).toEqual(headingBefore);
      release();
      const url = new URL((await chosen).url());
      await page.unroute("**/api/statistics/dashboard?*");
      expect(url.searchParams.get("profileId")).toBe(String(other.id));
      expect(new URL(page.url()).searchParams.get("profileId")).toBe(String(other.id));
      // One context for the app (issue 33, item 5): the header's picker moved to the profile chosen here.
      await expect.poll(() => page.getByTestId("account-picker").innerText()).toContain(other.countryCode);
      const ofProfile = await apiData<DashboardData>(page, `/api/statistics/dashboard?profileId=${other.id}`);
      await expect.poll(() => page.getByTestId("tile-ROAS").innerText()).toBe(ROAS(ofProfile.roas));
      await screenshot(page, "dashboard-profile-filter");

      const all = await choose(page, "", "/api/statistics/dashboard");
      expect(all.searchParams.has("profileId")).toBe(false);
      expect(new URL(page.url()).searchParams.get("profileId")).toBe("all");
      const ofAll = await apiData<DashboardData>(page, "/api/statistics/dashboard");
      expect(ofAll.roas).not.toBe(ofProfile.roas);
      await expect.poll(() => page.getByTestId("tile-ROAS").innerText()).toBe(ROAS(ofAll.roas));
      expect(await select.inputValue()).toBe("");
      // The choice is in the address bar: a reload keeps it.
      await page.reload();
      await expect.poll(() => page.getByTestId("tile-ROAS").innerText()).toBe(ROAS(ofAll.roas));
      expect(await page.getByLabel("Profiles").inputValue()).toBe("");
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "dashboard-profile-filter-phone");
    },
    CONNECT_TIMEOUT,
  );

  it(
    "on Analytics, a profile's totals are that profile's and All restores everyone's; a top campaign opens in its own profile",
    async () => {
      const { page } = browser;
      const seller = await signIn(page);
      const first = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/statistics",
      );
      // On the dashboard the session landed on: Analytics opened as its link would.
      await openInApp(page, "/analytics");
      const current = new URL((await first).url()).searchParams.get("profileId");
      expect(await page.getByLabel("Profiles").inputValue()).toBe(current);
      const accounts = await apiData<{ profiles: Profile[] }[]>(page, "/api/amazon/profiles");
      const other = accounts.flatMap((account) => account.profiles).find((one) => String(one.id) !== current);
      if (!other) throw new Error("the demo seller has one profile only");
      await markManagedCampaigns(seller.email, { countryCode: other.countryCode });

      const ofProfileUrl = await choose(page, String(other.id), "/api/statistics");
      expect(ofProfileUrl.searchParams.get("profileId")).toBe(String(other.id));
      const ofProfile = await apiData<Statistics>(page, `${ofProfileUrl.pathname}${ofProfileUrl.search}`);
      await expect
        .poll(() => page.getByTestId("total-Sales").innerText())
        .toBe(money(ofProfile.total.sales, ofProfile.money.currency));
      expect(await page.getByTestId("total-Spend").innerText()).toBe(
        money(ofProfile.total.spend, ofProfile.money.currency),
      );
      await screenshot(page, "analytics-profile-filter");

      const ofAllUrl = await choose(page, "", "/api/statistics");
      expect(ofAllUrl.searchParams.has("profileId")).toBe(false);
      const ofAll = await apiData<Statistics>(page, `${ofAllUrl.pathname}${ofAllUrl.search}`);
      expect(ofAll.total.sales).toBeGreaterThan(ofProfile.total.sales);
      await expect.poll(() => page.getByTestId("total-Sales").innerText()).toBe(money(ofAll.total.sales));
      expect(await page.getByTestId("total-Spend").innerText()).toBe(money(ofAll.total.spend));
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, "analytics-profile-filter-phone");

      // Under All, a campaign of a profile that is not the current one opens on its page, that profile made current.
      const top = ofAll.topCampaigns.find((campaign) => campaign.profileId === other.id && campaign.source);
      if (!top) throw new Error("no managed top campaign of the chosen profile");
      await page
        .getByRole("table", { name: "Top campaigns" })
        .getByRole("link", { name: top.name })
        .first()
        .click();
      await visible(page.getByRole("heading", { name: top.name, level: 1 }));
      await visible(page.getByRole("heading", { name: "Placements" }));
    },
    CONNECT_TIMEOUT,
  );
});
