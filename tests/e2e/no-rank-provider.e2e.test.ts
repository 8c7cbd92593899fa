/**
 * Skupilot deployed without an organic rank provider (issue 29 item 3): Boost and Organic search
 * optimisation are shown unavailable, with the reason, on a real keyword of a real advertised SKU.
 *
 * The shard's Worker has the sandbox's SerpApi configured; the keyword list's `rankProvider` field is what
 * tells the screen there is none, so that one field is answered as a Worker without RANK_PROVIDER_URL and
 * RANK_PROVIDER_KEY answers it. That Worker's own behaviour (the list's `rankProvider`, Boost and Organic
 * search optimisation refused with the same reason) is tested in
 * tests/workers/advertised-skus/keyword-boost-rank.test.ts.
 */
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RankProviderStatus } from "../../worker/contracts/automation/organic-rank";
import { NO_RANK_PROVIDER_MESSAGE } from "../../worker/contracts/automation/organic-rank";
import { addAdvertisedSku, currentProfileId } from "./support/advertised-sku-details";
import { useBrowser } from "./support/browser";
import { fetchThrough } from "./support/route-fetch";
import { seededDemoSeller } from "./support/seeded-seller";
import { CONNECT_TIMEOUT } from "./support/signed-in-demo-seller";
import { openPanel } from "./support/sku-panels";
import { visible } from "./support/wait";

const NO_PROVIDER: RankProviderStatus = { configured: false, unavailableReason: NO_RANK_PROVIDER_MESSAGE };

/** POST from the page, as the SKU's screens send it; throws on an error answer. */
const post = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: "POST",
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    },
    { path, body },
  );

/** The SKU's keyword list from the Worker, with `rankProvider` as a Worker without a provider answers it. */
async function withoutRankProvider(page: Page, profileId: number, skuId: number) {
  await page.route(
    (url) => url.pathname === `/api/keywords/${profileId}/${skuId}`,
    async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await fetchThrough(route);
      const answer = await response.json();
      answer.data.rankProvider = NO_PROVIDER;
      return route.fulfill({ response, json: answer });
    },
  );
}

/** The screen as the seller sees it with `at` in its middle (the viewport, not the whole long page). */
async function shoot(page: Page, at: Locator, name: string) {
  mkdirSync(".data/screenshots", { recursive: true });
  await at.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `.data/screenshots/${name}.png`, animations: "disabled" });
}

describe("without an organic rank provider (issue 29 item 3)", () => {
  const browser = useBrowser();

  it(
    "Keywords' Organic search optimization and Boost Keywords' switch are unavailable, with the reason",
    async () => {
      const { page } = browser;
      await seededDemoSeller(page);
      const profileId = await currentProfileId(page);
      const sku = await addAdvertisedSku(page, profileId);
      // Advertised on Amazon (the sandbox) with a keyword of its own, as the seller's Advertise and Add do.
      await post(page, `/api/campaigns/${profileId}/auto/${sku.id}`);
      const keywordText = `${(sku.title ?? "mixing bowls").split(" ").slice(-2).join(" ").toLowerCase()} no rank`;
      await post(page, `/api/keywords/${profileId}/${sku.id}`, { keywordText });
      await withoutRankProvider(page, profileId, sku.id);
      await page.goto(`/advertised-sku/${sku.id}`);

      await openPanel(page, "Keywords");
      const organic = page.getByLabel("Organic search optimization unavailable", { exact: true });
      await visible(organic.getByText("Organic search optimization is unavailable"));
      await visible(organic.getByText(NO_RANK_PROVIDER_MESSAGE));
      const keywords = page.getByRole("table", { name: "Keywords" });
      const organicSwitch = keywords.getByRole("checkbox", {
        name: `Organic search optimization of ${keywordText} (Exact)`,
        exact: true,
      });
      await organicSwitch.waitFor({ state: "attached" });
      expect(await organicSwitch.isDisabled()).toBe(true);
      // The keyword itself stays editable: only what needs a rank is unavailable.
      expect(
        await keywords
          .getByRole("checkbox", { name: `State of ${keywordText} (Exact)`, exact: true })
          .isDisabled(),
      ).toBe(false);
      await shoot(page, organic, "no-rank-provider-keywords");

      await openPanel(page, "Boost Keywords");
      const boost = page.getByLabel("Boost unavailable", { exact: true });
      await visible(boost.getByText("Boost is unavailable"));
      await visible(boost.getByText(NO_RANK_PROVIDER_MESSAGE));
      const boostSwitch = page
        .getByRole("table", { name: "Boost keywords" })
        .getByRole("checkbox", { name: `Boost ${keywordText} (Exact)`, exact: true });
      await boostSwitch.waitFor({ state: "attached" });
      expect(await boostSwitch.isDisabled()).toBe(true);
      await shoot(page, boost, "no-rank-provider-boost");
    },
    CONNECT_TIMEOUT,
  );
});
