/**
 * Skupilot deployed without an organic rank provider (issue 29 item 3): Boost and Organic search
 * optimisation are shown unavailable, with the reason, on a real keyword of a real advertised SKU.
 *
 * The shard's Worker (global-setup.ts) has the sandbox's SerpApi configured, and a Worker reads its
 * settings once, at start. So this file starts its own product stack, as `npm start` wires it but with
 * RANK_PROVIDER_URL and RANK_PROVIDER_KEY empty (the production Worker with no secret set): its own
 * sandbox, D1 and Worker (the deploy bundle), stopped when the file ends. The seller connects the
 * sandbox's Demo Seller over HTTP, adds a product, Advertises it and adds a keyword through the API,
 * then the screens are read in Chromium. Nothing is faked.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM script shared with `npm start`
import { applyMigrations, freePort, startProductWithSandbox } from "../../scripts/local-worker.mjs";
import type { MarketplaceProduct } from "../../worker/contracts/advertised-skus/advertised-sku";
import { NO_RANK_PROVIDER_MESSAGE } from "../../worker/contracts/automation/organic-rank";
import { apiGet, connectDemoSellerOverHttp } from "../support/demo-seller-over-http";
import { useBrowser } from "./support/browser";
import { openPanel } from "./support/sku-panels";
import { visible } from "./support/wait";

type Stack = { worker: { url: string; stop: () => Promise<void> }; sandbox: { stop: () => Promise<void> } };

let stack: Stack;
let persistTo: string;
let base: string;
let cookie: string;
let userId: string;
let skuId: number;
let keywordText: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, Origin: base, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The screen as the seller sees it with `at` in its middle (the viewport, not the whole long page). */
async function shoot(page: Page, at: Locator, name: string) {
  mkdirSync(".data/screenshots", { recursive: true });
  await at.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `.data/screenshots/${name}.png`, animations: "disabled" });
}

beforeAll(async () => {
  mkdirSync(".data", { recursive: true });
  persistTo = mkdtempSync(".data/e2e-no-rank-");
  await applyMigrations(persistTo);
  const [port, sandboxPort] = [await freePort(), await freePort()];
  stack = await startProductWithSandbox({
    port,
    sandboxPort,
    persistTo,
    runtime: "bundle",
    workerVars: { RANK_PROVIDER_URL: "", RANK_PROVIDER_KEY: "" },
  });
  base = stack.worker.url;

  cookie = await connectDemoSellerOverHttp(base, {
    name: "No Rank",
    email: `no-rank-${Date.now()}@example.com`,
    password: "no-rank-password-1",
  });
  userId = (await apiGet<{ id: string }>(base, "/api/users", cookie)).id;
  // The first sync of the four profiles (expect.poll only runs inside a test: the same wait by hand).
  const synced = async () => {
    const rows = await apiGet<{ state: string }[]>(base, "/api/sync/status", cookie);
    return rows.length > 0 && rows.every((row) => row.state === "SUCCEEDED");
  };
  for (const deadline = Date.now() + 150_000; !(await synced()); ) {
    if (Date.now() > deadline) throw new Error("the first sync did not succeed within 150 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const accounts = await apiGet<{ profiles: { id: number }[] }[]>(base, "/api/amazon/profiles", cookie);
  const profileId = accounts[0]?.profiles[0]?.id as number;
  const { products } = await apiGet<{ products: MarketplaceProduct[] }>(
    base,
    `/api/amazon/search/${profileId}?limit=10`,
    cookie,
  );
  const product = products.find((item) => item.eligibilityStatus === "ELIGIBLE" && !item.isAdded);
  if (!product) throw new Error("the demo seller has no eligible product to add");
  const added = await api<{ advertisedSKUs: { id: number }[] }>("POST", `/api/advertised-sku/${profileId}`, [
    {
      sku: product.sku,
      asin: product.asin,
      title: product.title,
      brand: product.brand,
      imageUrl: product.imageUrl,
      category: product.category,
      priceToPay: product.priceToPay,
      bidOptimization: { bidMin: 0.2, bidMax: 1.5 },
      maxDailyBudget: 10,
    },
  ]);
  skuId = added.advertisedSKUs[0]?.id as number;
  await api("POST", `/api/campaigns/${profileId}/auto/${skuId}`);
  keywordText = `${(product.title ?? "mixing bowls").split(" ").slice(-2).join(" ").toLowerCase()} no rank`;
  await api("POST", `/api/keywords/${profileId}/${skuId}`, { keywordText });
}, 300_000);

afterAll(async () => {
  await Promise.all([stack?.worker.stop(), stack?.sandbox.stop()]);
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
});

describe("without an organic rank provider (issue 29 item 3)", () => {
  const browser = useBrowser();

  it("Keywords' Organic search optimization and Boost Keywords' switch are unavailable, with the reason", async () => {
    const { page } = browser;
    await page.context().addCookies(
      [...cookie.split("; "), `skupilot-tour-later-${userId}=1`].map((pair) => {
        const [name = "", ...value] = pair.split("=");
        return { name, value: value.join("="), url: base };
      }),
    );
    for (const [width, height, label] of [
      [1440, 900, "desktop"],
      [390, 844, "phone"],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${base}/advertised-sku/${skuId}`);

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
      await shoot(page, organic, `no-rank-provider-keywords-${label}`);

      await openPanel(page, "Boost Keywords");
      const boost = page.getByLabel("Boost unavailable", { exact: true });
      await visible(boost.getByText("Boost is unavailable"));
      await visible(boost.getByText(NO_RANK_PROVIDER_MESSAGE));
      const boostSwitch = page
        .getByRole("table", { name: "Boost keywords" })
        .getByRole("checkbox", { name: `Boost ${keywordText} (Exact)`, exact: true });
      await boostSwitch.waitFor({ state: "attached" });
      expect(await boostSwitch.isDisabled()).toBe(true);
      await shoot(page, boost, `no-rank-provider-boost-${label}`);
    }
  }, 120_000);
});
